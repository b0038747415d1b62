import { eq, sql } from 'drizzle-orm'
import { auditChange } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { resizedImage } from '~/platform/images.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import type { Upload } from '~/platform/uploads.server'
import type { Actor } from '~/platform/actor'
import { memberships } from '../accounts/accounts.tables'
import { can } from './staff.policy'
import { PHOTO_FIELD, PHOTO_SIZE, STAFF_MESSAGES } from './staff.schema'
import { authorizedStaff, findStaff, STAFF_AUDIT } from './staff.server'

/* A person's photo: uploaded (re-encoded), and read back for the same company only. */

/**
 * upload_photo: re-encoded to WebP at most PHOTO_SIZE pixels; the old photo's bytes go only
 * after the new key is committed, so a failure never leaves a person without a photo.
 */
export async function uploadStaffPhoto(
  actor: Actor,
  id: number,
  upload: Upload | null,
  meta: RequestMeta,
): Promise<{ photo: string }> {
  const person = await authorizedStaff(actor, meta, id, 'staff.uploadPhoto', STAFF_AUDIT.photo)
  if (!upload) throw AppError.invalidField(PHOTO_FIELD, STAFF_MESSAGES.required)
  const image = await resizedImage(upload.bytes, { size: PHOTO_SIZE, field: PHOTO_FIELD })
  const key = newStorageKey(actor.companyId, 'photos', 'webp')
  await fileStore.put(key, image.bytes, image.contentType)
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(memberships)
        .set({ photo: key, version: sql`${memberships.version} + 1`, updatedAt: sql`now()` })
        .where(eq(memberships.id, id))
      await auditChange(tx, { actor, meta }, STAFF_AUDIT.photo, { type: 'membership', id })
    })
  } catch (error) {
    await fileStore.remove(key)
    throw error
  }
  if (person.membership.photo) await fileStore.remove(person.membership.photo)
  return { photo: key }
}

/** The photo's bytes for someone of the same company who may see the person; else not found. */
export async function readStaffPhoto(actor: Actor, id: number): Promise<Uint8Array> {
  const person = await findStaff(db, actor, id)
  const target = person && { membershipId: id, isActive: person.membership.isActive }
  if (!person?.membership.photo || !can(actor, 'staff.view', target)) {
    throw AppError.notFound(STAFF_MESSAGES.notFound)
  }
  const bytes = await fileStore.get(person.membership.photo)
  if (!bytes) throw AppError.notFound(STAFF_MESSAGES.notFound)
  return bytes
}
