import { auditChange } from './audit.server'
import { allOrNone, type BulkResult } from './bulk.server'
import type { Transaction } from './db.server'
import type { RequestMeta } from './request-meta.server'

/**
 * A bulk edit or delete of chosen records, already authorized: each id once, in one transaction,
 * all or none. `open` starts it (a lock, a read) and gives the finder of one record; an id it
 * does not find fails with `notFound`, one that `apply` refuses with its message, and every
 * failing id is reported, so the admin can fix them all at once. One audit entry names the ids.
 */
export async function changeEach<Item>(
  { actor, meta }: { actor: { companyId: number; userId: number }; meta: RequestMeta },
  ids: number[],
  what: { action: string; entityType: string; notFound: string },
  open: (tx: Transaction) => Promise<(id: number) => Promise<Item | undefined> | Item | undefined>,
  apply: (tx: Transaction, item: Item, id: number) => Promise<void>,
): Promise<BulkResult> {
  const unique = [...new Set(ids)]
  const result = await allOrNone(async (tx, { fail, eachItem, stopIfFailed }) => {
    const find = await open(tx)
    for (const id of unique) {
      const item = await find(id)
      if (item === undefined) fail(id, what.notFound)
      else await eachItem(id, () => apply(tx, item, id))
    }
    stopIfFailed()
    const ids = { ids: unique }
    await auditChange(tx, { actor, meta }, what.action, { type: what.entityType }, ids)
  })
  return result.ok ? { ok: true, ids: unique } : result
}
