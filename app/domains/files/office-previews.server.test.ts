import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { testMeta, uniqueIp } from '#tests/factories/request'
import { visibleText } from '#tests/support/browser-post'
import { remixHandler } from '#tests/support/remix-handler'
import { sharedTestFile } from '#tests/support/shared-testdata'
import { db } from '~/platform/db.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { fileStore } from '~/platform/storage.server'
import type { Actor } from '~/platform/actor'
import {
  companyFileResponse,
  createCompanyFile,
  deleteCompanyFile,
  viewCompanyFile,
} from '../company/company-files.server'
import { companyFiles } from '../company/files.tables'
import { storeKnowledgeUpload, viewKnowledgeFile } from '../knowledge/files/knowledge-files.server'
import { filePreviews } from './file-previews.tables'
import { CONVERSION_LIMITS, makePreview } from './office-previews.server'

/*
 * Office previews (ADR 042) with the real LibreOffice on real third-party files: each conversion
 * costs seconds, so each file is converted once and the later checks reuse it.
 */

const DOCX = 'docx/oxmlsdk_bullet-complex.docx'
const XLSX = 'xlsx/excelize_Book1.xlsx'
const PPTX = 'pptx/oxmlsdk_mcppt.pptx'

const upload = (file: string) => ({
  name: path.basename(file),
  contentType: 'application/octet-stream',
  bytes: new Uint8Array(readFileSync(sharedTestFile(...file.split('/')))),
})

async function previewRow(sourceKey: string) {
  const [row] = await db.select().from(filePreviews).where(eq(filePreviews.sourceKey, sourceKey))
  return row
}

/** The conversion the queue would run for the file stored under `sourceKey`. */
async function convert(sourceKey: string, limits = CONVERSION_LIMITS) {
  await makePreview((await previewRow(sourceKey))!.id, limits)
  return (await previewRow(sourceKey))!
}

/** What poppler reads in a PDF: its page count and its text. */
function readPdf(bytes: Uint8Array) {
  const folder = mkdtempSync(path.join(tmpdir(), 'preview-test-'))
  try {
    const file = path.join(folder, 'preview.pdf')
    writeFileSync(file, bytes)
    const info = execFileSync('pdfinfo', [file]).toString()
    return {
      pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]),
      text: execFileSync('pdftotext', [file, '-']).toString(),
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

let page: (cookie: string, url: string) => Promise<string>
let company: Awaited<ReturnType<typeof makeCompanyWithAdmin>>['company']
let admin: Actor
let staff: Actor
let cookies: { admin: string; staff: string }

beforeAll(async () => {
  const handler = await remixHandler(['/account/company-files/1', '/knowledgebase/files/1'])
  page = async (cookie, url) => {
    const response = await handler(
      new Request(`http://app.test${url}`, {
        headers: { cookie, [CLIENT_IP_HEADER]: uniqueIp(), 'user-agent': 'Googlebot/2.1' },
      }),
      {},
    )
    expect(response.status).toBe(200)
    return response.text()
  }
  const made = await makeCompanyWithAdmin()
  company = made.company
  const member = await makeMember(company)
  admin = (await signedIn(made.admin.user, company)).actor
  staff = (await signedIn(member.user, company)).actor
  cookies = { admin: await browserCookie(made.admin), staff: await browserCookie(member) }
}, 60_000)

const addCompanyFile = (file: string) =>
  createCompanyFile(
    admin,
    company.id,
    { title: path.basename(file), description: '', file_type: null, upload: upload(file) },
    testMeta(),
  )

async function companyFileKey(id: number) {
  const [row] = await db.select().from(companyFiles).where(eq(companyFiles.id, id))
  return row!.storageKey
}

describe('office previews', () => {
  afterEach(() => {
    delete process.env.LIBREOFFICE_PATH
  })

  it('converts a Word document, a workbook and a presentation once, for everyone who may see them', async () => {
    const expected = [
      { file: DOCX, pages: 3, word: 'Geneva Declaration' },
      { file: XLSX, pages: 5, word: 'Monitor' },
      { file: PPTX, pages: 1, word: 'abc' },
    ]
    const ids: number[] = []
    for (const { file, pages, word } of expected) {
      const { id } = await addCompanyFile(file)
      ids.push(id)
      const first = await viewCompanyFile(staff, id, testMeta())
      expect(first.preview).toEqual({
        status: 'pending',
        url: `/account/company-files/${id}/preview`,
      })
      await expect(companyFileResponse(staff, id, 'preview', testMeta())).rejects.toMatchObject({
        status: 404,
      })
      const sourceKey = await companyFileKey(id)
      const converted = await convert(sourceKey)
      expect(converted).toMatchObject({ status: 'ready', failure: null })

      // The second view finds the PDF made: ready at once, nothing converted again.
      expect((await viewCompanyFile(staff, id, testMeta())).preview?.status).toBe('ready')
      await makePreview(converted.id)
      expect(await previewRow(sourceKey)).toEqual(converted)

      const response = await companyFileResponse(staff, id, 'preview', testMeta())
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toMatch(/^inline/)
      const pdf = new Uint8Array(await response.arrayBuffer())
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-')
      const read = readPdf(pdf)
      expect(read.pages).toBe(pages)
      expect(read.text).toContain(word)
    }

    // The presentation's page: 500 px high; staff get no download control, admins do.
    const pptxId = ids[2]!
    const forStaff = await page(cookies.staff, `/account/company-files/${pptxId}`)
    expect(forStaff).toContain('title="Preview of oxmlsdk_mcppt.pptx"')
    expect(forStaff).toContain('height:500px')
    expect(forStaff).toContain(`src="/account/company-files/${pptxId}/preview#toolbar=0"`)
    expect(visibleText(forStaff)).not.toMatch(/Download|Open the PDF/)
    const forAdmin = await page(cookies.admin, `/account/company-files/${pptxId}`)
    expect(visibleText(forAdmin)).toMatch(/Download/)
    expect(forAdmin).toContain(`src="/account/company-files/${pptxId}/preview"`)
    // The Word document's: 1200 px.
    expect(await page(cookies.staff, `/account/company-files/${ids[0]}`)).toContain('height:1200px')

    // Deleting the file deletes its preview, row and PDF.
    const docxKey = await companyFileKey(ids[0]!)
    const { pdfKey } = (await previewRow(docxKey))!
    await deleteCompanyFile(admin, company.id, ids[0]!, testMeta())
    expect(await previewRow(docxKey)).toBeUndefined()
    expect(await fileStore.size(pdfKey!)).toBeNull()
  }, 90_000)

  it('records a conversion that runs out of time, or a file too large to convert, as failed', async () => {
    const kbAdmin = admin
    const slow = await storeKnowledgeUpload(kbAdmin, testMeta(), upload(PPTX))
    expect((await viewKnowledgeFile(kbAdmin, testMeta(), slow.id)).preview?.status).toBe('pending')
    const started = performance.now()
    const timedOut = await convert(slow.storageKey, { ...CONVERSION_LIMITS, timeoutMs: 100 })
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(timedOut).toMatchObject({ status: 'failed', pdfKey: null })
    expect(timedOut.failure).toMatch(/LibreOffice took longer than 100 ms/)
    expect(visibleText(await page(cookies.admin, `/knowledgebase/files/${slow.id}`))).toContain(
      'The preview could not be made.',
    )

    const large = await storeKnowledgeUpload(kbAdmin, testMeta(), upload(DOCX))
    await viewKnowledgeFile(kbAdmin, testMeta(), large.id)
    const refused = await convert(large.storageKey, { ...CONVERSION_LIMITS, maxBytes: 1_000 })
    expect(refused).toMatchObject({ status: 'failed', pdfKey: null })
    expect(refused.failure).toMatch(/larger than the 1000 bytes/)
  }, 30_000)

  it('says previews are not available where LibreOffice is not installed, offering the download to admins only', async () => {
    process.env.LIBREOFFICE_PATH = '/nonexistent/libreoffice/soffice'
    const { id } = await addCompanyFile(XLSX)
    expect((await viewCompanyFile(staff, id, testMeta())).preview?.status).toBe('unavailable')
    expect(await previewRow(await companyFileKey(id))).toBeUndefined()
    const forStaff = visibleText(await page(cookies.staff, `/account/company-files/${id}`))
    expect(forStaff).toContain('Previews are not available on this installation.')
    expect(forStaff).not.toContain('Download')
    const forAdmin = visibleText(await page(cookies.admin, `/account/company-files/${id}`))
    expect(forAdmin).toContain('Previews are not available on this installation.')
    expect(forAdmin).toContain('Download')
  }, 30_000)
})
