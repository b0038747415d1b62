import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Actor } from '~/platform/actor'
import { auditChange } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { fileStore, newStorageKey, type StorageArea } from '~/platform/storage.server'
import { isViewable } from './file-kinds'
import { previewResponse, removePreview } from './office-previews.server'
import {
  claimUpload,
  isTicket,
  type DirectFileArea,
  type IncomingFile,
  type UploadTicket,
} from './file-uploads.server'
import { checkUpload, fileResponse, type CheckedFile } from './stored-files.server'

/** How a page asks for a file: its bytes shown, downloaded, or its office preview's PDF. */
export type FileMode = 'inline' | 'attachment' | 'preview'

/*
 * What the tables that record a stored file (company, employee and knowledge-base files) do
 * alike: the columns naming the bytes, the fields their answers share, storing the bytes with
 * their row, deleting both, and serving the bytes to a page's viewer.
 */

/** The columns of a file row that name its stored bytes. */
export interface StoredFileColumns {
  storageKey: string
  fileName: string
  contentType: string
  sizeBytes: number
}

/** A company or employee file row, as far as its answer needs it. */
interface TypedFileRow {
  fileName: string
  fileTypeId: number | null
  contentType: string
  sizeBytes: number
  createdAt: Date
}

/** The fields company and employee files answer alike (the API's and the pages'). */
export interface TypedFileFields {
  file_name: string
  file_type: number | null
  file_type_name: string | null
  content_type: string
  size: number
  created_at: string
  viewable: boolean
}

export function typedFileFields(file: TypedFileRow, typeName: string | null): TypedFileFields {
  return {
    file_name: file.fileName,
    file_type: file.fileTypeId,
    file_type_name: typeName,
    content_type: file.contentType,
    size: file.sizeBytes,
    created_at: file.createdAt.toISOString(),
    viewable: isViewable(file.fileName),
  }
}

/**
 * Puts a checked file's bytes in the store, then runs `record` with the columns naming them (the
 * row and its audit entry, in one transaction). When recording fails the bytes are removed, so no
 * stored file is left without its row.
 */
export async function storeAndRecord<Result>(
  companyId: number,
  area: StorageArea,
  file: CheckedFile,
  record: (stored: StoredFileColumns) => Promise<Result>,
): Promise<Result> {
  const storageKey = newStorageKey(companyId, area, file.extension)
  await fileStore.put(storageKey, file.bytes, file.contentType)
  return recordOrRemove(
    {
      storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.bytes.length,
    },
    record,
  )
}

async function recordOrRemove<Result>(
  stored: StoredFileColumns,
  record: (stored: StoredFileColumns) => Promise<Result>,
): Promise<Result> {
  try {
    return await record(stored)
  } catch (error) {
    await fileStore.remove(stored.storageKey)
    throw error
  }
}

/**
 * Checks a file sent in a form (its bytes), or passes on a finished direct upload (checked when
 * it completed); refuses a missing one.
 */
export function checkIncoming(file: IncomingFile | null): CheckedFile | UploadTicket {
  return isTicket(file) ? file : checkUpload(file)
}

/**
 * `storeAndRecord` for staff and company files: checked bytes are stored, a direct upload is
 * claimed (its bytes are in the store already); either way `record` gets the columns.
 */
export async function storeOrClaim<Result>(
  actor: Actor,
  area: DirectFileArea,
  file: CheckedFile | UploadTicket,
  record: (stored: StoredFileColumns) => Promise<Result>,
): Promise<Result> {
  if (!isTicket(file)) return storeAndRecord(actor.companyId, area, file, record)
  return recordOrRemove(await claimUpload(actor, area, file), record)
}

/**
 * Deletes a file's row with its audit entry (`action` on `entityType`), then its bytes: only once
 * the row is gone, so a failed delete leaves the file whole. `discard` removes bytes kept
 * elsewhere too (a knowledge file's unfinished upload).
 */
export async function deleteFileRecord(
  changer: { actor: Actor; meta: RequestMeta },
  table: PgTable & { id: PgColumn },
  file: { id: number; storageKey: string },
  entry: { action: string; entityType: string; details: Record<string, unknown> },
  discard: () => Promise<void> = () => fileStore.remove(file.storageKey),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(table).where(eq(table.id, file.id))
    await auditChange(
      tx,
      changer,
      entry.action,
      { type: entry.entityType, id: file.id },
      entry.details,
    )
  })
  await discard()
  await removePreview(file.storageKey)
}

/**
 * A recorded file's bytes for a page: `inline` for its viewer (only the kinds a browser shows,
 * else 403), `attachment` to download (the caller has checked who may), or `preview`: the PDF
 * an office file is shown as. The request's `Range` and `If-Range` headers pick a part (a video
 * player seeking, a download resuming).
 */
export function viewedOrDownloaded(
  file: Pick<StoredFileColumns, 'storageKey' | 'fileName' | 'contentType'>,
  mode: FileMode,
  request?: Request,
): Promise<Response> {
  if (mode === 'preview') return previewResponse(file)
  if (mode === 'inline' && !isViewable(file.fileName)) {
    throw AppError.forbidden('This file cannot be viewed in the browser.')
  }
  const header = (name: string) => request?.headers.get(name) ?? null
  return fileResponse(file, mode, header('range'), header('if-range'))
}
