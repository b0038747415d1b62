import { sql } from 'drizzle-orm'
import { ownedRow } from '~/platform/tenancy.server'
import type { Transaction } from '~/platform/db.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { positions } from './org.tables'
import { POSITION_MESSAGES, type PositionBulkChange } from './positions.schema'
import type { BulkResult } from '~/platform/bulk.server'
import { changeEach } from '~/platform/bulk-each.server'
import {
  authorizeWrite,
  checkManager,
  checkReferences,
  deleteInTx,
  lockTree,
} from './positions.server'

/*
 * Bulk edit and delete of positions: all or none, every failing id reported.
 */

/**
 * Runs `apply` for each id in one transaction under the tree lock: all or none. Every id that
 * fails is reported, so the admin can fix them all at once.
 */
async function eachPosition(
  actor: Actor,
  ids: number[],
  meta: RequestMeta,
  action: 'position.bulk_update' | 'position.bulk_delete',
  apply: (tx: Transaction, managerOf: Map<number, number | null>, id: number) => Promise<void>,
): Promise<BulkResult> {
  await authorizeWrite(actor, meta, action)
  const what = { action, entityType: 'position', notFound: POSITION_MESSAGES.notFound }
  return changeEach(
    { actor, meta },
    ids,
    what,
    async (tx) => {
      const managerOf = await lockTree(tx, actor)
      return (id) => (managerOf.has(id) ? managerOf : undefined)
    },
    (tx, managerOf, id) => apply(tx, managerOf, id),
  )
}

/** bulk-edit-positions/ POST: the same division and/or manager position for every id. */
export async function bulkEditPositions(
  actor: Actor,
  ids: number[],
  change: PositionBulkChange,
  meta: RequestMeta,
): Promise<BulkResult> {
  const action = 'position.bulk_update'
  await authorizeWrite(actor, meta, action)
  await checkReferences(actor, meta, action, POSITION_MESSAGES.updateFailed, change)
  return eachPosition(actor, ids, meta, action, async (tx, managerOf, id) => {
    if (change.manager !== undefined) {
      checkManager(managerOf, id, change.manager)
      // The next id is checked against the tree as it will be after this one.
      managerOf.set(id, change.manager)
    }
    await tx
      .update(positions)
      .set({
        ...(change.division === undefined ? {} : { divisionId: change.division }),
        ...(change.manager === undefined ? {} : { managerPositionId: change.manager }),
        version: sql`${positions.version} + 1`,
        updatedAt: new Date(),
      })
      .where(ownedRow(positions, actor, id))
  })
}

/** bulk-edit-positions/ DELETE: deletes every id; juniors move up as with a single delete. */
export function bulkDeletePositions(
  actor: Actor,
  ids: number[],
  meta: RequestMeta,
): Promise<BulkResult> {
  return eachPosition(actor, ids, meta, 'position.bulk_delete', async (tx, managerOf, id) => {
    await deleteInTx(tx, actor, managerOf, id)
  })
}
