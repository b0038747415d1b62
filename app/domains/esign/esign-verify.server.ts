import { and, eq } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import { isAppError } from '~/platform/errors.server'
import { readUploadForm, uploadIn } from '~/platform/uploads.server'
import { companies } from '../company/company.tables'
import { verifySealed } from './pdf/seal.server'
import { MAX_PDF_BYTES } from './esign-constants'
import { sha256Hex } from './esign-records.server'
import { ESIGN_MESSAGES, VerifyHashSchema } from './esign.schema'
import { esignDocuments } from './esign.tables'

/**
 * The public verification page's answers (no sign-in): whether this installation sealed a file.
 * A hash is looked up among the sealed files' hashes; an uploaded file is also checked
 * cryptographically (its PDF signature against the installation's certificate), so a file
 * altered after sealing is told apart from one never sealed here.
 */

export interface Verification {
  sha256: string
  /** The completed document this installation recorded with exactly this hash, if any. */
  record: { title: string; company: string; completed_at: string | null } | null
  /** The PDF signature's check, for an uploaded file. */
  signature: Awaited<ReturnType<typeof verifySealed>> | null
}

export async function verifyHash(sha256: string): Promise<Verification> {
  const [row] = await db
    .select({
      title: esignDocuments.title,
      company: companies.name,
      completedAt: esignDocuments.completedAt,
    })
    .from(esignDocuments)
    .innerJoin(companies, eq(companies.id, esignDocuments.companyId))
    .where(and(eq(esignDocuments.sealedSha256, sha256), eq(esignDocuments.status, 'completed')))
    .limit(1)
  const record = row
    ? {
        title: row.title,
        company: row.company,
        completed_at: row.completedAt?.toISOString() ?? null,
      }
    : null
  return { sha256, record, signature: null }
}

export async function verifyFile(bytes: Uint8Array): Promise<Verification> {
  const byHash = await verifyHash(sha256Hex(bytes))
  return { ...byHash, signature: await verifySealed(bytes) }
}

/** The verification page: a pasted hash (GET, an address to share) or an uploaded file (POST). */
export async function verificationByQuery(url: URL) {
  const parsed = VerifyHashSchema.safeParse({ sha256: url.searchParams.get('sha256') ?? '' })
  if (!parsed.success) return { result: null, error: ESIGN_MESSAGES.badHash }
  return { result: parsed.data.sha256 ? await verifyHash(parsed.data.sha256) : null, error: null }
}

export async function verificationByUpload(request: Request) {
  let formData: FormData
  try {
    formData = await readUploadForm(request, { maxBytes: MAX_PDF_BYTES, fileField: 'file' })
  } catch (error) {
    if (isAppError(error)) return { result: null, error: error.message }
    throw error
  }
  const upload = await uploadIn(formData, 'file')
  if (!upload) return { result: null, error: ESIGN_MESSAGES.hashOrFile }
  return { result: await verifyFile(upload.bytes), error: null }
}
