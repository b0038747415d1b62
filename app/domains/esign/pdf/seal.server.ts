import { createHash, verify, type X509Certificate } from 'node:crypto'
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib'
import { P12Signer } from '@signpdf/signer-p12'
import { SignPdf } from '@signpdf/signpdf'
import forge from 'node-forge'
import { appOrigin } from '~/platform/env.server'
import { installationCertificate, type InstallationCertificate } from './certificate.server'
import { openPdf } from './pdf-document.server'

export const SEAL_REASON = 'Every signer signed; sealed by this installation against changes.'
/** Room for the CMS signature: a company certificate may bring its chain of issuers along. */
const SIGNATURE_ROOM = 16_384

/**
 * The PDF with a cryptographic signature of the installation over all of it (adbe.pkcs7.detached,
 * SHA-256), so a PDF reader shows whether it was changed after sealing. Nothing may be added to
 * the file afterwards: any later byte breaks the seal.
 */
export async function sealPdf(
  pdf: Uint8Array,
  options: { certificate?: InstallationCertificate; signingTime?: Date } = {},
): Promise<Uint8Array> {
  const certificate = options.certificate ?? (await installationCertificate())
  const doc = await openPdf(pdf)
  const origin = appOrigin()
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: SEAL_REASON,
    contactInfo: origin,
    name: certificate.certificate.subject.match(/CN=(.*)/)?.[1] ?? 'Groundwork',
    location: new URL(origin).host,
    signingTime: options.signingTime,
    signatureLength: SIGNATURE_ROOM,
    appName: 'Groundwork',
  })
  // The signer finds the placeholder in the file's text: no compressed object streams.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }))
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase })
  return new Uint8Array(await new SignPdf().sign(prepared, signer, options.signingTime))
}

export interface SealCheck {
  /** The last signature in the file was made with this installation's key. */
  signedByThisInstallation: boolean
  /** …and the file is byte for byte what it signed, nothing changed or appended. */
  unalteredSinceSigning: boolean
  /** When it was sealed, as the signature states (only for this installation's seals). */
  signedAt: Date | null
}

const NOT_OURS: SealCheck = {
  signedByThisInstallation: false,
  unalteredSinceSigning: false,
  signedAt: null,
}

/**
 * Whether this installation sealed the file and it is unchanged since, checked with Node's
 * crypto against the installation's certificates (not against whatever certificate the file
 * carries: anyone can make a self-signed one with the same name).
 */
export async function verifySealed(
  file: Uint8Array,
  options: { certificate?: InstallationCertificate } = {},
): Promise<SealCheck> {
  const installation = options.certificate ?? (await installationCertificate())
  const signature = lastSignature(Buffer.from(file))
  const signer = signature && signerInfo(signature.cms)
  if (!signature || !signer) return NOT_OURS
  const certificates = [installation.certificate, ...installation.formerCertificates]
  if (!certificates.some((certificate) => signedWith(certificate, signer))) return NOT_OURS
  const digest = createHash(signer.digestAlgorithm).update(signature.signedBytes).digest()
  return {
    signedByThisInstallation: true,
    unalteredSinceSigning: signature.coversWholeFile && digest.equals(signer.messageDigest),
    signedAt: signer.signingTime,
  }
}

function signedWith(certificate: X509Certificate, signer: SignerInfo): boolean {
  try {
    return verify(
      signer.digestAlgorithm,
      signer.signedAttributes,
      certificate.publicKey,
      signer.signature,
    )
  } catch {
    return false
  }
}

/**
 * The last /ByteRange signature of the file: the bytes it covers, the CMS in its /Contents gap,
 * and whether it covers the whole file (a sealed file is never extended afterwards).
 */
function lastSignature(file: Buffer) {
  const at = file.lastIndexOf('/ByteRange')
  if (at < 0) return null
  const range = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(
    file.subarray(at, at + 120).toString('latin1'),
  )
  if (!range) return null
  const [start, firstLength, secondStart, secondLength] = range.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ]
  const gap = file.subarray(start + firstLength, secondStart).toString('latin1')
  const hex = /^<([0-9a-fA-F]+)>$/.exec(gap)?.[1]
  if (!hex || secondStart + secondLength > file.length) return null
  return {
    signedBytes: Buffer.concat([
      file.subarray(start, start + firstLength),
      file.subarray(secondStart, secondStart + secondLength),
    ]),
    cms: Buffer.from(hex, 'hex'),
    coversWholeFile: start === 0 && secondStart + secondLength === file.length,
  }
}

interface SignerInfo {
  digestAlgorithm: string
  /** The signed attributes as DER, re-tagged as the SET the signature was computed over. */
  signedAttributes: Buffer
  messageDigest: Buffer
  signingTime: Date | null
  signature: Buffer
}

const DIGESTS: Record<string, string> = {
  [forge.pki.oids.sha256!]: 'sha256',
  [forge.pki.oids.sha384!]: 'sha384',
  [forge.pki.oids.sha512!]: 'sha512',
}

/** The first SignerInfo of a CMS SignedData (RFC 5652 §5), or null when it is none. */
function signerInfo(cms: Buffer): SignerInfo | null {
  try {
    const { asn1 } = forge
    // /Contents is padded with zeros after the DER: parse the DER and leave the padding.
    const fromDer = asn1.fromDer as unknown as (bytes: string, options: object) => forge.asn1.Asn1
    const contentInfo = fromDer(cms.toString('binary'), { parseAllBytes: false })
    const signedData = children(children(contentInfo)[1]!)[0]!
    const signerInfos = children(signedData).at(-1)!
    const fields = children(children(signerInfos)[0]!)
    const digestAlgorithm = DIGESTS[asn1.derToOid(children(fields[2]!)[0]!.value as string)]
    // version, sid, digestAlgorithm, [0] signedAttrs (optional), signatureAlgorithm, signature
    const signed = fields[3]?.tagClass === asn1.Class.CONTEXT_SPECIFIC
    const attributes = signed ? fields[3] : undefined
    const signature = fields[signed ? 5 : 4]
    if (!digestAlgorithm || !attributes || !signature) return null
    const attribute = (oid: string) =>
      children(attributes).find((each) => asn1.derToOid(children(each)[0]!.value as string) === oid)
    const value = (oid: string) => children(children(attribute(oid)!)[1]!)[0]!
    const time = attribute(forge.pki.oids.signingTime!) && value(forge.pki.oids.signingTime!)
    const binary = (text: string) => Buffer.from(text, 'binary')
    return {
      digestAlgorithm,
      signedAttributes: binary(
        asn1
          .toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, children(attributes)))
          .getBytes(),
      ),
      messageDigest: binary(value(forge.pki.oids.messageDigest!).value as string),
      signingTime: time
        ? time.type === asn1.Type.UTCTIME
          ? asn1.utcTimeToDate(time.value as string)
          : asn1.generalizedTimeToDate(time.value as string)
        : null,
      signature: binary(signature.value as string),
    }
  } catch {
    return null
  }
}

const children = (node: forge.asn1.Asn1) => node.value as forge.asn1.Asn1[]
