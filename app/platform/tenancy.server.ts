import { and, eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Actor } from './actor'
import { deny } from './audit.server'
import type { Asker } from './authorize.server'
import { db } from './db.server'
import { AppError } from './errors.server'

/**
 * Tenancy by construction (ARCHITECTURE §3): every row of a company-owned table is read and
 * written through these, so a query cannot forget the company and another company's id is
 * simply not there.
 */

/** A table whose rows belong to one company and are named by a numeric id. */
export type CompanyOwnedTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn }

/** The actor's company's rows of `table` (combine with `and(...)` for further conditions). */
export function ownedBy(table: { companyId: AnyPgColumn }, actor: Pick<Actor, 'companyId'>): SQL {
  return eq(table.companyId, actor.companyId)
}

/** The row `id` of `table`, if the actor's company owns it. */
export function ownedRow(
  table: CompanyOwnedTable,
  actor: Pick<Actor, 'companyId'>,
  id: number,
): SQL {
  return and(eq(table.id, id), ownedBy(table, actor))!
}

/** How a missing record is named: the audited action and entity, and the seed's message. */
export interface NotFoundAs {
  action: string
  entityType: string
  message?: string
}

/**
 * One row of the actor's company, or the audited 404: a row of another company, or none, is
 * recorded as a denied `action` and answered with `message` (never "forbidden": that would tell
 * a stranger the record exists). It reads and audits through `db`, so call it before a
 * transaction, never inside one (on PGlite the global handle waits for the transaction: a deadlock).
 */
export async function findOwned<Table extends CompanyOwnedTable>(
  asker: Asker,
  table: Table,
  id: number,
  notFound: NotFoundAs,
): Promise<Table['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(ownedRow(table, asker.actor, id))
    .limit(1)
  if (row) return row as Table['$inferSelect']
  return deny(asker.actor, asker.meta, notFound.action, AppError.notFound(notFound.message), {
    type: notFound.entityType,
    id,
  })
}
