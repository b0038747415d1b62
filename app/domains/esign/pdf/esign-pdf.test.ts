import { execFileSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { degrees, PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import forge from 'node-forge'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDiskStore } from '~/platform/storage.server'
import { appendAuditPage, FINAL_HASH_NOTE } from './audit-page.server'
import { loadCertificate, type InstallationCertificate } from './certificate.server'
import { inspectPdf } from './pdf-document.server'
import { PdfRendererMissingError, renderPdfPages } from './render-pages.server'
import { sealPdf, verifySealed } from './seal.server'
import { stampFields, type StampField } from './stamp-fields.server'

/** A real third-party PDF: the PDF Association's "Simple PDF 2.0 file" (CC BY-SA 4.0), 612 × 396 pt. */
const THIRD_PARTY_PDF = new Uint8Array(
  readFileSync(path.resolve('tests/fixtures/esign/pdf-association-simple-pdf-2.0.pdf')),
)
const scratch = mkdtempSync(path.join(tmpdir(), 'esign-pdf-test-'))

/** Runs a poppler tool on the bytes (written to a file) and answers what it printed. */
function poppler(tool: string, pdf: Uint8Array, ...args: string[]): string {
  const file = path.join(scratch, `${tool}-${Math.random().toString(36).slice(2)}.pdf`)
  writeFileSync(file, pdf)
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
    encoding: 'utf8',
  })
}

/** Each word pdftotext finds on page `page`, with its box in points from the shown top-left. */
function wordsOn(pdf: Uint8Array, page: number) {
  const html = poppler('pdftotext', pdf, '-bbox', '-f', String(page), '-l', String(page))
  return [
    ...html.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    text: text!,
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }))
}

/** A PNG's pixel size, read from its IHDR chunk. */
const pngSize = (png: Uint8Array) => {
  const bytes = Buffer.from(png)
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('page images', () => {
  it('renders each page at the asked width, turned ones too, and keeps them under the key', async () => {
    // The third-party page, then the same page turned a quarter (shown 396 × 612).
    const doc = await PDFDocument.load(THIRD_PARTY_PDF)
    const [copy] = await doc.copyPages(doc, [0])
    doc.addPage(copy!).setRotation(degrees(90))
    const store = createDiskStore(mkdtempSync(path.join(scratch, 'store-')))
    const cacheKey = '1/esign-pages/00000000-0000-4000-8000-000000000001.bin'
    const pages = await renderPdfPages(await doc.save(), { width: 600, cacheKey, store })
    expect(
      pages.map(({ page, widthPt, heightPt, png }) => ({
        page,
        widthPt,
        heightPt,
        ...pngSize(png),
      })),
    ).toEqual([
      { page: 1, widthPt: 612, heightPt: 396, width: 600, height: 389 },
      { page: 2, widthPt: 396, heightPt: 612, width: 600, height: 928 },
    ])
    // Served from the store: a different PDF under the same key still answers the stored pages.
    const again = await renderPdfPages(new Uint8Array([1, 2, 3]), { width: 600, cacheKey, store })
    expect(again.map(({ png }) => Buffer.from(png).toString('base64'))).toEqual(
      pages.map(({ png }) => Buffer.from(png).toString('base64')),
    )
  })

  it('says what to install when poppler is missing', async () => {
    const searchPath = process.env.PATH
    process.env.PATH = ''
    try {
      await expect(renderPdfPages(THIRD_PARTY_PDF, { width: 600 })).rejects.toBeInstanceOf(
        PdfRendererMissingError,
      )
    } finally {
      process.env.PATH = searchPath
    }
  })

  it('refuses a file that is no PDF, or only starts like one, with a message', async () => {
    for (const text of ['<html>', '%PDF-1.7 and nothing more']) {
      await expect(inspectPdf(new TextEncoder().encode(text))).rejects.toThrow(
        'This file is not a PDF we can read.',
      )
    }
  })
})

describe('stamping fields', () => {
  const nameBox = { page: 1, x: 0.1, y: 0.6, w: 0.4, h: 0.08 }

  it('prints each field inside its box on the page as shown, turned pages too', async () => {
    const turned = await PDFDocument.load(THIRD_PARTY_PDF)
    turned.getPage(0).setRotation(degrees(90))
    for (const [pdf, shown] of [
      [THIRD_PARTY_PDF, { width: 612, height: 396 }],
      [await turned.save(), { width: 396, height: 612 }],
    ] as const) {
      const stamped = await stampFields(pdf, [
        { ...nameBox, kind: 'name', text: 'Ada Lovelace' },
        { page: 1, x: 0.55, y: 0.6, w: 0.3, h: 0.1, kind: 'signature', text: 'Grace Hopper' },
      ])
      const words = wordsOn(stamped, 1)
      for (const word of words.filter(({ text }) => ['Ada', 'Lovelace'].includes(text))) {
        expect(word.xMin).toBeGreaterThanOrEqual(nameBox.x * shown.width)
        expect(word.xMax).toBeLessThanOrEqual((nameBox.x + nameBox.w) * shown.width)
        expect(word.yMin).toBeGreaterThanOrEqual(nameBox.y * shown.height - 1)
        expect(word.yMax).toBeLessThanOrEqual((nameBox.y + nameBox.h) * shown.height + 1)
      }
      expect(words.map(({ text }) => text)).toEqual(
        expect.arrayContaining(['Hello', 'World', 'Ada', 'Lovelace', 'Grace', 'Hopper']),
      )
    }
  })

  it('draws a drawn signature as an image and a tick only in a checked box', async () => {
    const drawn = await sharp({
      create: { width: 120, height: 40, channels: 4, background: '#0b1f6b' },
    })
      .png()
      .toBuffer()
    // On the blank lower part of the page.
    const box = (x: number) => ({ page: 1, x, y: 0.8, w: 0.1, h: 0.1 })
    const fields: StampField[] = [
      { ...box(0.1), kind: 'signature', png: new Uint8Array(drawn) },
      { ...box(0.3), kind: 'checkbox', checked: true },
      { ...box(0.5), kind: 'checkbox', checked: false },
    ]
    const stamped = await stampFields(THIRD_PARTY_PDF, fields)
    expect(poppler('pdfimages', stamped, '-list')).toMatch(/^\s+1\s+0\s+image\s+120\s+40\s/m)
    // Rendered at 1 pixel per point: the ink inside each box.
    const [page] = await renderPdfPages(stamped, { width: 612 })
    const ink = async (x: number) => {
      const region = { left: Math.round(x * 612), top: 317, width: 40, height: 39 }
      // stats() reads its input whole, so the region is cut out first.
      const cut = await sharp(page!.png).extract(region).png().toBuffer()
      const { channels } = await sharp(cut).stats()
      return 255 - channels[0]!.mean
    }
    const [checked, unchecked] = [await ink(0.3), await ink(0.5)]
    expect(unchecked).toBeGreaterThan(0)
    expect(checked).toBeGreaterThan(unchecked * 2)
  })

  it('refuses a drawn signature that is no PNG', async () => {
    const notPng = { page: 1, x: 0, y: 0, w: 0.1, h: 0.1, kind: 'signature' as const }
    await expect(
      stampFields(THIRD_PARTY_PDF, [{ ...notPng, png: new Uint8Array([1, 2, 3]) }]),
    ).rejects.toThrow('The drawn signature is not a PNG image.')
  })
})

describe('the audit page', () => {
  it('lists every event with its hash and wraps long user agents over as many pages as needed', async () => {
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) ${'AppleWebKit/537.36 (KHTML, like Gecko) '.repeat(6)}Chrome/131.0`
    const events = Array.from({ length: 24 }, (_, index) => ({
      at: new Date(Date.UTC(2026, 10, 27, 8, index, 5)),
      action: index % 2 ? 'Signed' : 'Viewed',
      signerName: `Signer ${index}`,
      email: `signer${index}@example.com`,
      ip: `203.0.113.${index}`,
      userAgent,
    }))
    const originalSha256 = 'ab'.repeat(32)
    const pdf = await appendAuditPage(THIRD_PARTY_PDF, {
      documentTitle: 'Offer letter — Ada Lovelace',
      events,
      originalSha256,
    })
    const pageCount = (await PDFDocument.load(pdf)).getPageCount()
    expect(pageCount).toBeGreaterThan(2)
    const text = poppler('pdftotext', pdf, '-f', '2').replace(/\s+/g, ' ')
    expect(text).toContain('Audit trail Document: Offer letter — Ada Lovelace')
    expect(text).toContain(`SHA-256 of the original file: ${originalSha256}`)
    expect(text).toContain(FINAL_HASH_NOTE)
    expect(text).toContain('2026-11-27 08:23:05 UTC · Signed Signer 23 <signer23@example.com>')
    expect(text).toContain('IP address: 203.0.113.23')
    expect(text).toContain(`Audit trail, page ${pageCount - 1} of ${pageCount - 1}`)
    // Every user agent whole, though wrapped over lines.
    expect(text.split(`User agent: ${userAgent}`).length - 1).toBe(events.length)
  })
})

describe('the seal', () => {
  const sealed = async (certificate: InstallationCertificate) => {
    const stamped = await stampFields(THIRD_PARTY_PDF, [
      { page: 1, x: 0.1, y: 0.6, w: 0.4, h: 0.1, kind: 'signature', text: 'Ada Lovelace' },
    ])
    const withAudit = await appendAuditPage(stamped, {
      documentTitle: 'NDA',
      events: [],
      originalSha256: 'cd'.repeat(32),
    })
    return sealPdf(withAudit, { certificate, signingTime: new Date('2026-11-27T09:00:00Z') })
  }
  let generated: InstallationCertificate
  beforeAll(async () => {
    generated = await loadCertificate({ generatedFile: path.join(scratch, 'generated.pem') })
  })

  it('signs the whole file so that poppler finds it valid, and tells a changed byte', async () => {
    const pdf = await sealed(generated)
    const report = poppler('pdfsig', pdf)
    expect(report).toContain('Signature Validation: Signature is Valid.')
    expect(report).toContain('Total document signed')
    expect(await verifySealed(pdf, { certificate: generated })).toEqual({
      signedByThisInstallation: true,
      unalteredSinceSigning: true,
      signedAt: new Date('2026-11-27T09:00:00Z'),
    })
    // One byte changed (the page 612 pt wide becomes 712): still our signature, not our file.
    const tampered = Buffer.from(pdf)
    const width = tampered.indexOf('612', tampered.indexOf('/MediaBox'))
    tampered[width] = '7'.charCodeAt(0)
    expect(poppler('pdfsig', tampered)).toContain('Signature Validation: Digest Mismatch.')
    expect(await verifySealed(tampered, { certificate: generated })).toMatchObject({
      signedByThisInstallation: true,
      unalteredSinceSigning: false,
    })
    // Bytes appended after sealing (an incremental update) break it too.
    const extended = Buffer.concat([pdf, Buffer.from('\n% appended\n')])
    expect(await verifySealed(extended, { certificate: generated })).toMatchObject({
      unalteredSinceSigning: false,
    })
    expect(await verifySealed(THIRD_PARTY_PDF, { certificate: generated })).toEqual({
      signedByThisInstallation: false,
      unalteredSinceSigning: false,
      signedAt: null,
    })
  })

  it("keeps one generated certificate, and a company's own .p12 replaces it for new seals", async () => {
    const again = await loadCertificate({ generatedFile: path.join(scratch, 'generated.pem') })
    expect(again.certificate.fingerprint256).toBe(generated.certificate.fingerprint256)
    const p12File = path.join(scratch, 'company.p12')
    writeFileSync(p12File, companyP12('Acme Corp signing', 'secret'))
    const company = await loadCertificate({
      p12File,
      password: 'secret',
      generatedFile: path.join(scratch, 'generated.pem'),
    })
    const pdf = await sealed(company)
    expect(poppler('pdfsig', pdf)).toContain('Acme Corp signing')
    expect(await verifySealed(pdf, { certificate: company })).toMatchObject({
      signedByThisInstallation: true,
      unalteredSinceSigning: true,
    })
    // Files the generated certificate sealed before still verify; another installation's don't.
    expect(await verifySealed(await sealed(generated), { certificate: company })).toMatchObject({
      signedByThisInstallation: true,
    })
    expect(await verifySealed(pdf, { certificate: generated })).toMatchObject({
      signedByThisInstallation: false,
    })
    await expect(
      loadCertificate({ p12File, password: 'wrong', generatedFile: path.join(scratch, 'x.pem') }),
    ).rejects.toThrow('ESIGN_CERTIFICATE_P12')
  })
})

/** A company's own certificate as a .p12 file, as their IT would hand it over. */
function companyP12(commonName: string, password: string): Buffer {
  // Node makes the key (forge's pure-JS key generation is slow); forge writes the .p12.
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  })
  const keys = { privateKey: forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey }
  const cert = forge.pki.createCertificate()
  cert.publicKey = forge.pki.setRsaPublicKey(keys.privateKey.n, keys.privateKey.e)
  cert.serialNumber = '01'
  cert.validity.notBefore = new Date()
  cert.validity.notAfter = new Date(Date.now() + 86_400_000)
  cert.setSubject([{ name: 'commonName', value: commonName }])
  cert.setIssuer([{ name: 'commonName', value: commonName }])
  cert.sign(keys.privateKey, forge.md.sha256.create())
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des' })
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary')
}
