import { and, eq, ne, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { auditChange, deny } from './audit.server'
import type { Asker } from './authorize.server'
import { db, type Queryable, type Transaction } from './db.server'
import { AppError } from './errors.server'
import { ownedBy, ownedRow, type CompanyOwnedTable } from './tenancy.server'

/**
 * What every settings-like service repeats on one row of the actor's company: reading it, and
 * writing it audited in the write's transaction (an insert, an edit guarded by the row's version
 * (optimistic locking: a stale one is a 409) and a delete). Services keep their own messages,
 * actions and audit details; only the mechanics live here.
 */

/** A company-owned table whose rows carry a version and the time of their last change. */
export type VersionedTable = CompanyOwnedTable & { version: AnyPgColumn; updatedAt: AnyPgColumn }

/**
 * The fields an edit names: a key whose value is `undefined` was not sent and is left as it is
 * (`null` is a value and is written).
 */
export function givenFields<Fields extends Record<string, unknown>>(
  fields: Fields,
): Partial<Fields> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<Fields>
}

/**
 * The row `id` of the actor's company, or undefined (not audited: for checks whose caller decides
 * what a missing row means; `findOwned` is the audited 404).
 */
export async function readOwned<Table extends CompanyOwnedTable>(
  q: Queryable,
  table: Table,
  owner: { companyId: number },
  id: number,
): Promise<Table['$inferSelect'] | undefined> {
  const rows: unknown[] = await q
    .select()
    .from(table as PgTable)
    .where(ownedRow(table, owner, id))
    .limit(1)
  return rows[0] as Table['$inferSelect'] | undefined
}

/** How an audited write names itself in System Action History. */
interface AuditedWrite<Row> {
  action: string
  entityType: string
  /** What the entry records of the row written. */
  details: (row: Row) => Record<string, unknown>
}

/** Records a write in System Action History, in the write's transaction. */
function recordWrite<Row>(
  tx: Transaction,
  asker: Asker,
  write: AuditedWrite<Row>,
  id: number,
  row: Row,
): Promise<void> {
  return auditChange(tx, asker, write.action, { type: write.entityType, id }, write.details(row))
}

/**
 * Runs a write in `q` when it is a transaction (the caller's, with its other changes), else in a
 * transaction of its own, so a write and its audit entry always commit together.
 */
function inTransaction<Result>(
  q: Queryable,
  write: (tx: Transaction) => Promise<Result>,
): Promise<Result> {
  return q === db ? db.transaction(write) : write(q as Transaction)
}

/** Inserts a row of the actor's company (its `companyId` is set here), audited. */
export function insertOwned<Table extends CompanyOwnedTable>(
  q: Queryable,
  asker: Asker,
  table: Table,
  values: Omit<Table['$inferInsert'], 'companyId'>,
  write: AuditedWrite<Table['$inferSelect']>,
): Promise<Table['$inferSelect']> {
  return inTransaction(q, async (tx) => {
    const rows: unknown[] = await tx
      .insert(table as PgTable)
      .values({ ...values, companyId: asker.actor.companyId })
      .returning()
    const row = rows[0] as Table['$inferSelect'] & { id: number }
    await recordWrite(tx, asker, write, row.id, row)
    return row
  })
}

export interface VersionedEdit<Row> extends AuditedWrite<Row> {
  id: number
  /** The version the edit was made from. */
  version: number
  /** The columns to write (see `givenFields`). */
  set: Record<string, unknown>
  /** The 409's message when the row changed since `version` (nothing is written then). */
  stale: string
}

/**
 * Writes an edit to the row if it is still at the edit's version, bumping the version,
 * audited. A row that moved on (or is not the company's) is a 409 CONFLICT. Check that
 * the row is the company's first (`findOwned`, before the transaction), so a stranger's id is a
 * 404 and not a 409.
 */
export function updateVersioned<Table extends VersionedTable>(
  q: Queryable,
  asker: Asker,
  table: Table,
  edit: VersionedEdit<Table['$inferSelect']>,
): Promise<Table['$inferSelect']> {
  return inTransaction(q, async (tx) => {
    const rows: unknown[] = await tx
      .update(table as PgTable)
      .set({ ...edit.set, version: sql`${table.version} + 1`, updatedAt: new Date() })
      .where(and(ownedRow(table, asker.actor, edit.id), eq(table.version, edit.version)))
      .returning()
    const row = rows[0] as Table['$inferSelect'] | undefined
    if (!row) throw new AppError('CONFLICT', edit.stale)
    await recordWrite(tx, asker, edit, edit.id, row)
    return row
  })
}

/**
 * At most one default row per company (an article type, a public knowledge base): making
 * `defaultId` the default clears the flag on the others, each getting a new version so an edit
 * made from before is refused rather than silently making it the default again.
 */
export async function clearOtherDefaults(
  tx: Transaction,
  table: VersionedTable & { isDefault: AnyPgColumn },
  companyId: number,
  defaultId: number,
): Promise<void> {
  await tx
    .update(table as PgTable)
    .set({ isDefault: false, version: sql`${table.version} + 1`, updatedAt: new Date() })
    .where(and(ownedBy(table, { companyId }), eq(table.isDefault, true), ne(table.id, defaultId)))
}

export interface OwnedDeletion<Row> extends AuditedWrite<Row> {
  /** The 404's message when the id is not one of the company's (the standard one if absent). */
  notFound?: string
  /** The action a refused attempt is recorded under, when not `action` (the permission's). */
  refusedAs?: string
  /** What must change first, in the same transaction (e.g. detaching the row's children). */
  before?: (tx: Transaction) => Promise<void>
}

/**
 * Deletes the row `id` of the actor's company and audits it in one transaction. An id that is
 * not the company's deletes nothing, is recorded as a refused attempt and is a 404.
 */
export async function deleteOwned<Table extends CompanyOwnedTable>(
  asker: Asker,
  table: Table,
  id: number,
  deletion: OwnedDeletion<Table['$inferSelect']>,
): Promise<void> {
  const entity = { type: deletion.entityType, id }
  const deleted = await db.transaction(async (tx) => {
    await deletion.before?.(tx)
    const rows: unknown[] = await tx
      .delete(table as PgTable)
      .where(ownedRow(table, asker.actor, id))
      .returning()
    const row = rows[0] as Table['$inferSelect'] | undefined
    if (!row) return false
    await recordWrite(tx, asker, deletion, id, row)
    return true
  })
  if (!deleted) {
    const { actor, meta } = asker
    const refused = deletion.refusedAs ?? deletion.action
    await deny(actor, meta, refused, AppError.notFound(deletion.notFound), entity)
  }
}
