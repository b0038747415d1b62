import { and, eq, isNotNull } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { db } from '~/platform/db.server'
import type { JobDefinition } from '~/platform/jobs.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Upload } from '~/platform/uploads.server'
import type { FinishedUpload, PresignedUpload, PresignRequest } from './direct-uploads'
import {
  removeAbandonedUploads,
  startUpload,
  uploadOfToken,
  type UploadKind,
} from './direct-uploads.server'
import { fileUploads, type PendingUpload } from './files.tables'

/**
 * Staff and company files up to 30 GB: with JavaScript the page's file field sends the file
 * through the direct upload first (into `file_uploads`), and the form then posts the upload's
 * token in `upload_token` instead of the bytes; the service claims the upload and records the
 * file's row with the stored key. Without JavaScript the bytes come in the form itself (50 MB).
 */

/** The areas whose files arrive this way. */
export type DirectFileArea = 'employee-files' | 'company-files'

export const fileUploadKind: UploadKind = {
  name: 'file-upload',
  table: fileUploads,
  urlBase: '/files/uploads',
  entityType: 'file_upload',
  cleanupJob: 'file-upload-cleanup',
}

/** An upload finished through the direct flow, named by its token (the form's `upload_token`). */
export interface UploadTicket {
  uploadToken: string
}

/** What a page's form hands a service: the bytes (no JS, API) or a finished direct upload. */
export type IncomingFile = Upload | UploadTicket

export const isTicket = (file: object | null): file is UploadTicket =>
  file !== null && 'uploadToken' in file

/** The form's file: the bytes sent in `file`, else the direct upload named in `upload_token`. */
export function ticketIn(formData: FormData): UploadTicket | null {
  const token = formData.get('upload_token')
  return typeof token === 'string' && token !== '' ? { uploadToken: token } : null
}

/** Starts the direct upload of a staff or company file (the caller has authorized it). */
export function startFileUpload(
  actor: Actor,
  meta: RequestMeta,
  input: PresignRequest,
  area: DirectFileArea,
): Promise<PresignedUpload> {
  return startUpload(fileUploadKind, { actor, meta }, { input, area })
}

/** The complete call's answer: the token the form posts. */
export const finishedUpload = (file: PendingUpload, token: string): FinishedUpload => ({
  upload_token: token,
  file_name: file.fileName,
  size: file.sizeBytes,
})

const notYours = () => AppError.notFound('This upload link is not valid.')

/**
 * Takes a finished upload for a file row of `area`: only the person who uploaded it, in their
 * company, for the kind of file it was started for (anything else is not found). The pending row
 * goes at once, so an upload becomes one file only; the caller records the row (or removes the
 * bytes when that fails).
 */
export async function claimUpload(actor: Actor, area: DirectFileArea, ticket: UploadTicket) {
  const pending = await uploadOfToken(fileUploadKind, ticket.uploadToken)
  const mine =
    pending.companyId === actor.companyId &&
    pending.uploadedByMembershipId === actor.membershipId &&
    pending.storageKey.startsWith(`${actor.companyId}/${area}/`)
  if (!mine) throw notYours()
  if (!pending.completedAt) throw AppError.invalidField('file', 'The upload is not complete yet.')
  const [claimed] = await db
    .delete(fileUploads)
    .where(and(eq(fileUploads.id, pending.id), isNotNull(fileUploads.completedAt)))
    .returning()
  if (!claimed) throw notYours()
  return {
    storageKey: claimed.storageKey,
    fileName: claimed.fileName,
    contentType: claimed.contentType,
    sizeBytes: claimed.sizeBytes,
  }
}

/**
 * 'file-upload-cleanup', daily at 03:40 UTC: staff and company file uploads started more than a
 * day ago and never claimed by their form (unfinished, or finished but the form never posted)
 * lose their row and bytes.
 */
export const fileUploadCleanupJob: JobDefinition = {
  name: fileUploadKind.cleanupJob,
  cron: '40 3 * * *',
  run: () => removeAbandonedUploads(fileUploadKind, { completedToo: true }),
}
