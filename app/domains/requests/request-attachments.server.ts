import { and, count, eq } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { auditChange, deny } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Upload } from '~/platform/uploads.server'
import { storeAndRecord, viewedOrDownloaded } from '../files/file-records.server'
import { checkUpload } from '../files/stored-files.server'
import { abilitiesOf, readableRequest } from './request-reads.server'
import { REQUEST_MESSAGES } from './requests.schema'
import { requestAttachments } from './requests.tables'

/** A request holds at most this many files (receipts, notes, quotes). */
const MAX_ATTACHMENTS = 20

/**
 * The requester attaches a file while the request is open (waiting or sent back): checked like
 * every upload (kind, size, disguise), its bytes stored with its row, audited.
 */
export async function attachFile(
  actor: Actor,
  id: number,
  upload: Upload | null,
  meta: RequestMeta,
): Promise<void> {
  const asker = { actor, meta }
  const request = await readableRequest(asker, id, 'request.attach')
  if (!abilitiesOf(actor, request).attach) {
    return deny(actor, meta, 'request.attach', AppError.forbidden(REQUEST_MESSAGES.cannotAttach), {
      type: 'request',
      id,
    })
  }
  const file = checkUpload(upload)
  const [held] = await db
    .select({ n: count() })
    .from(requestAttachments)
    .where(eq(requestAttachments.requestId, id))
  if ((held?.n ?? 0) >= MAX_ATTACHMENTS) {
    throw AppError.invalidField('file', REQUEST_MESSAGES.tooManyFiles)
  }
  await storeAndRecord(actor.companyId, 'request-files', file, (stored) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(requestAttachments)
        .values({
          companyId: actor.companyId,
          requestId: id,
          uploadedById: actor.membershipId,
          ...stored,
        })
        .returning({ id: requestAttachments.id })
      await auditChange(
        tx,
        asker,
        'request.attach',
        { type: 'request', id },
        {
          file: stored.fileName,
          attachment: row!.id,
        },
      )
    }),
  )
}

/** A request's file as a download, for whoever may read the request; any other id is a 404. */
export async function attachmentResponse(
  actor: Actor,
  id: number,
  fileId: number,
  meta: RequestMeta,
): Promise<Response> {
  await readableRequest({ actor, meta }, id, 'request.attachment')
  const [file] = await db
    .select()
    .from(requestAttachments)
    .where(and(eq(requestAttachments.id, fileId), eq(requestAttachments.requestId, id)))
  if (!file) {
    return deny(
      actor,
      meta,
      'request.attachment',
      AppError.notFound(REQUEST_MESSAGES.fileNotFound),
      {
        type: 'request_attachment',
        id: fileId,
      },
    )
  }
  return viewedOrDownloaded(file, 'attachment')
}
