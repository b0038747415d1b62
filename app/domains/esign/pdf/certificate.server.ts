import { generateKeyPair, randomBytes, X509Certificate } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import forge from 'node-forge'
import { appOrigin, dataDir, env } from '~/platform/env.server'

/**
 * The certificate that seals completed documents. A self-signed one is generated on first use
 * and kept in DATA_DIR/esign/installation-certificate.pem (mode 0600, like the session secret):
 * on disk rather than in the database, so the private key never travels in database dumps,
 * backups or replicas, and only the app's own user can read it. A company replaces it with its
 * own (one a PDF reader trusts) by setting ESIGN_CERTIFICATE_P12 to the path of a .p12/.pfx file
 * and ESIGN_CERTIFICATE_PASSWORD to its password. Several app processes must share one: each
 * would otherwise generate its own, so set ESIGN_CERTIFICATE_P12, or share DATA_DIR.
 */
export interface InstallationCertificate {
  /** The certificate and its private key as PKCS#12, as the PDF signer reads them. */
  p12: Buffer
  passphrase: string
  /** The certificate that signs now. */
  certificate: X509Certificate
  /**
   * Certificates that sealed earlier files: the generated one, once a company's own replaced
   * it, so the files it sealed still verify.
   */
  formerCertificates: X509Certificate[]
}

export type CertificateSource =
  { p12File: string; password: string; generatedFile: string } | { generatedFile: string }

export const GENERATED_CERTIFICATE_FILE = path.join(
  dataDir,
  'esign',
  'installation-certificate.pem',
)

let current: Promise<InstallationCertificate> | undefined

/**
 * The installation's certificate, loaded (or generated) once per process; a failed load (a
 * wrong password, a full disk) is tried again on the next call.
 */
export function installationCertificate(): Promise<InstallationCertificate> {
  current ??= loadCertificate(
    env.ESIGN_CERTIFICATE_P12
      ? {
          p12File: env.ESIGN_CERTIFICATE_P12,
          password: env.ESIGN_CERTIFICATE_PASSWORD,
          generatedFile: GENERATED_CERTIFICATE_FILE,
        }
      : { generatedFile: GENERATED_CERTIFICATE_FILE },
  ).catch((error: unknown) => {
    current = undefined
    throw error
  })
  return current
}

export async function loadCertificate(source: CertificateSource): Promise<InstallationCertificate> {
  if ('p12File' in source) {
    const own = await companyCertificate(source.p12File, source.password)
    const generated = await readGenerated(source.generatedFile)
    return { ...own, formerCertificates: generated ? [generated.certificate] : [] }
  }
  const generated =
    (await readGenerated(source.generatedFile)) ?? (await generate(source.generatedFile))
  return { ...generated, formerCertificates: [] }
}

const KEY_BAG = forge.pki.oids.pkcs8ShroudedKeyBag!
const CERT_BAG = forge.pki.oids.certBag!

type Loaded = Omit<InstallationCertificate, 'formerCertificates'>

async function companyCertificate(file: string, password: string): Promise<Loaded> {
  const bytes = await readFile(file)
  let certificate: forge.pki.Certificate | undefined
  try {
    const p12 = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(bytes.toString('binary')),
      false,
      password,
    )
    const keyBags = p12.getBags({ bagType: KEY_BAG })[KEY_BAG] ?? []
    const key = keyBags[0]?.key as forge.pki.rsa.PrivateKey | undefined
    const certBags = p12.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? []
    certificate = certBags
      .map((bag) => bag.cert)
      .find((cert) => {
        const publicKey = cert?.publicKey as forge.pki.rsa.PublicKey | undefined
        return key && publicKey?.n.equals(key.n) && publicKey.e.equals(key.e)
      })
  } catch (error) {
    throw new Error(`ESIGN_CERTIFICATE_P12 (${file}) could not be opened: ${String(error)}`)
  }
  if (!certificate) {
    throw new Error(`ESIGN_CERTIFICATE_P12 (${file}) holds no RSA private key with its certificate`)
  }
  return { p12: bytes, passphrase: password, certificate: toX509(certificate) }
}

/** The generated key and certificate, as PEM blocks in one file: key first. */
async function readGenerated(file: string): Promise<Loaded | null> {
  let pem: string
  try {
    pem = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const certificateAt = pem.indexOf('-----BEGIN CERTIFICATE-----')
  return withP12(
    forge.pki.privateKeyFromPem(pem.slice(0, certificateAt)),
    forge.pki.certificateFromPem(pem.slice(certificateAt)),
  )
}

/**
 * A new self-signed certificate, valid ten years, named after this installation's address. Two
 * processes starting at once both try; the file is created exclusively and the loser reads the
 * winner's.
 */
async function generate(file: string): Promise<Loaded> {
  // Off the event loop: a 3072-bit key takes a good fraction of a second.
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  const key = forge.pki.privateKeyFromPem(privateKey)
  const cert = forge.pki.createCertificate()
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey)
  // A positive serial: the first byte below 0x80.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`
  cert.validity.notBefore = new Date()
  cert.validity.notAfter = new Date()
  cert.validity.notAfter.setFullYear(cert.validity.notBefore.getFullYear() + 10)
  const name = [
    { name: 'commonName', value: `Groundwork e-signature seal (${new URL(appOrigin()).host})` },
    { name: 'organizationName', value: 'Groundwork installation' },
  ]
  cert.setSubject(name)
  cert.setIssuer(name)
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ])
  cert.sign(key, forge.md.sha256.create())
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  try {
    await writeFile(file, privateKey + forge.pki.certificateToPem(cert), {
      mode: 0o600,
      flag: 'wx',
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return (await readGenerated(file))!
  }
  return withP12(key, cert)
}

/** The signer reads PKCS#12; this one lives only in memory, under a passphrase of its own. */
function withP12(key: forge.pki.rsa.PrivateKey, certificate: forge.pki.Certificate): Loaded {
  const passphrase = randomBytes(16).toString('hex')
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: '3des' })
  return {
    p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    passphrase,
    certificate: toX509(certificate),
  }
}

const toX509 = (certificate: forge.pki.Certificate) =>
  new X509Certificate(forge.pki.certificateToPem(certificate))
