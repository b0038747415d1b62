import { and, eq, isNotNull } from 'drizzle-orm'
import type { Asker } from '~/platform/authorize.server'
import { deny } from '~/platform/audit.server'
import { db, type Queryable } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { updateVersioned } from '~/platform/owned-rows.server'
import { fileStore } from '~/platform/storage.server'
import type { Upload } from '~/platform/uploads.server'
import { storeAndRecord, viewedOrDownloaded } from '../files/file-records.server'
import { kindOf } from '../files/file-kinds'
import { checkUpload } from '../files/stored-files.server'
import { findChecklist } from './checklist-records.server'
import { CHECKLIST_MESSAGES } from './checklists.schema'
import { checklistItems, checklists, type Checklist } from './checklists.tables'

/**
 * A checklist's file items (ADR 035): the file is uploaded on its own form post, checked like
 * every upload (allowed kind, size, disguise), its bytes stored under the checklist-files area
 * and its name kept as the item's answer, with who uploaded it and when. Replacing or removing
 * it removes the old bytes once the row no longer names them; so does deleting the checklist.
 */

const ENTITY = 'checklist'

/** The file item `itemId` of a checklist the asker may fill, open (not completed). */
async function fileItemToChange(asker: Asker, checklistId: number, itemId: number) {
  const checklist = await findChecklist(asker, checklistId, 'checklist.update')
  const item = await fileItemOf(checklistId, itemId)
  if (!item) throw AppError.invalidField('file', CHECKLIST_MESSAGES.notAnAnswer)
  if (checklist.completedAt) throw AppError.invalidField('file', CHECKLIST_MESSAGES.completed)
  return { checklist, item }
}

async function fileItemOf(checklistId: number, itemId: number) {
  const [item] = await db
    .select()
    .from(checklistItems)
    .where(
      and(
        eq(checklistItems.id, itemId),
        eq(checklistItems.checklistId, checklistId),
        eq(checklistItems.kind, 'file'),
      ),
    )
  return item ?? null
}

/**
 * Sets a file item's answer (a file name and its bytes' key, or nothing) with who did it and
 * when, as a new version of the checklist (a page opened before then saves with a 409), audited.
 */
function setItemFile(
  asker: Asker,
  checklist: Checklist,
  itemId: number,
  file: { fileName: string; storageKey: string } | null,
  action: 'checklist.file.upload' | 'checklist.file.remove',
) {
  return db.transaction(async (tx) => {
    await updateVersioned(tx, asker, checklists, {
      id: checklist.id,
      version: checklist.version,
      set: {},
      stale: CHECKLIST_MESSAGES.stale,
      action,
      entityType: ENTITY,
      details: () => ({ item: itemId, ...(file ? { file: file.fileName } : {}) }),
    })
    await tx
      .update(checklistItems)
      .set({
        value: file?.fileName ?? null,
        storageKey: file?.storageKey ?? null,
        doneByMembershipId: file ? asker.actor.membershipId : null,
        doneAt: file ? new Date() : null,
      })
      .where(eq(checklistItems.id, itemId))
  })
}

/** Uploads (or replaces) the file of a file item; the replaced file's bytes are removed. */
export async function uploadItemFile(
  asker: Asker,
  checklistId: number,
  itemId: number,
  upload: Upload | null,
): Promise<void> {
  const { checklist, item } = await fileItemToChange(asker, checklistId, itemId)
  const file = checkUpload(upload)
  await storeAndRecord(asker.actor.companyId, 'checklist-files', file, (stored) =>
    setItemFile(asker, checklist, item.id, stored, 'checklist.file.upload'),
  )
  if (item.storageKey) await fileStore.remove(item.storageKey)
}

/** Clears a file item: its answer, then its bytes. */
export async function removeItemFile(
  asker: Asker,
  checklistId: number,
  itemId: number,
): Promise<void> {
  const { checklist, item } = await fileItemToChange(asker, checklistId, itemId)
  if (!item.storageKey) return
  await setItemFile(asker, checklist, item.id, null, 'checklist.file.remove')
  await fileStore.remove(item.storageKey)
}

/**
 * A file item's file as a download, for whoever may see the checklist; another company's, an
 * unreachable checklist's or an item without a file is a 404.
 */
export async function itemFileResponse(
  asker: Asker,
  checklistId: number,
  itemId: number,
): Promise<Response> {
  await findChecklist(asker, checklistId, 'checklist.file.download')
  const item = await fileItemOf(checklistId, itemId)
  if (!item?.storageKey || item.value === null) {
    return deny(
      asker.actor,
      asker.meta,
      'checklist.file.download',
      AppError.notFound(CHECKLIST_MESSAGES.fileNotFound),
      { type: 'checklist_item', id: itemId },
    )
  }
  const contentType = kindOf(item.value)?.contentType ?? 'application/octet-stream'
  return viewedOrDownloaded(
    { storageKey: item.storageKey, fileName: item.value, contentType },
    'attachment',
  )
}

/** The keys of the stored files of a checklist's items (all, or only `itemIds`). */
export async function storedFilesOf(
  q: Queryable,
  checklistId: number,
  itemIds?: readonly number[],
): Promise<string[]> {
  const rows = await q
    .select({ id: checklistItems.id, storageKey: checklistItems.storageKey })
    .from(checklistItems)
    .where(and(eq(checklistItems.checklistId, checklistId), isNotNull(checklistItems.storageKey)))
  return rows
    .filter((row) => itemIds === undefined || itemIds.includes(row.id))
    .map((row) => row.storageKey!)
}

/** Removes stored bytes whose rows no longer name them (after their transaction). */
export async function discardFiles(storageKeys: readonly string[]): Promise<void> {
  for (const key of storageKeys) await fileStore.remove(key)
}
