import { audit, deny } from '~/platform/audit.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'

interface TaxonomyDeletion {
  entity: { type: string; id: number }
  auditAction: string
  /** The 404's message when the id is not one of the company's. */
  notFound: string
  /** Deletes the company's row; answers what the audit records of it, or nothing when absent. */
  remove: (tx: Transaction) => Promise<Record<string, unknown> | undefined>
}

/**
 * Deletes a category, type, definition or definition category and audits it in one
 * transaction. An id that is not the company's is recorded as a refused attempt and is a 404.
 */
export async function deleteTaxonomyRow(
  actor: Actor,
  meta: RequestMeta,
  { entity, auditAction, notFound, remove }: TaxonomyDeletion,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const details = await remove(tx)
    if (!details) return false
    await audit(tx, meta, {
      action: auditAction,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: entity.type,
      entityId: entity.id,
      details,
    })
    return true
  })
  if (!deleted) await deny(actor, meta, auditAction, AppError.notFound(notFound), entity)
}
