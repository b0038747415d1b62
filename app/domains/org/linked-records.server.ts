import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { deny } from '~/platform/audit.server'
import type { Asker } from '~/platform/authorize.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { VersionedTable } from '~/platform/owned-rows.server'
import { ownedBy, type CompanyOwnedTable } from '~/platform/tenancy.server'
import type { Actor } from '~/platform/actor'
import { courses } from '../courses/courses.tables'
import { ARTICLE_STATUS, articles } from '../knowledge/knowledge.tables'

/*
 * Records linked to a position or a responsibility through a pair table (its responsibilities,
 * the articles and courses assigned to it): the form's bounded choices, the check that every id
 * sent is the company's, and reading and replacing the pairs.
 */

/** One choice of a linked-records list. */
export interface LinkChoice {
  id: number
  title: string
}

/** How many choices a list offers besides the chosen ones (seed 001 §9: selects load up to 100). */
export const LINK_CHOICES_LIMIT = 100

/**
 * The choices of one list: the company's rows of `table` that are `offered` (every row when
 * undefined), the first LINK_CHOICES_LIMIT by title, plus every chosen one even if not offered
 * (a draft article, one beyond the first 100), so saving the form never drops a link unseen.
 */
export async function linkChoices(
  owner: Pick<Actor, 'companyId'>,
  table: CompanyOwnedTable,
  title: AnyPgColumn,
  chosen: readonly number[],
  offered?: SQL,
): Promise<LinkChoice[]> {
  const isChosen = chosen.length ? inArray(table.id, [...chosen]) : undefined
  const picked = db
    .select({ id: sql<number>`${table.id}`.as('id'), title: sql<string>`${title}`.as('title') })
    .from(table as PgTable)
    .where(and(ownedBy(table, owner), offered && or(offered, isChosen)))
    .orderBy(...(isChosen ? [desc(isChosen)] : []), asc(title), asc(table.id))
    .limit(LINK_CHOICES_LIMIT + chosen.length)
    .as('picked')
  return db.select().from(picked).orderBy(asc(picked.title), asc(picked.id))
}

/** The articles a form offers to link: the published ones (a chosen draft stays offered). */
export const articleChoices = (owner: Pick<Actor, 'companyId'>, chosen: readonly number[]) =>
  linkChoices(
    owner,
    articles,
    articles.title,
    chosen,
    eq(articles.status, ARTICLE_STATUS.published),
  )

/** The courses a form offers to link (a course has no draft state). */
export const courseChoices = (owner: Pick<Actor, 'companyId'>, chosen: readonly number[]) =>
  linkChoices(owner, courses, courses.name, chosen)

/**
 * Every id of `ids` must be a row of the actor's company's `table`: the first that is not
 * (another company's, or none) is refused as not found and recorded, like a foreign id in a path.
 */
export async function refuseForeignIds(
  { actor, meta }: Asker,
  refusal: { action: string; message: string },
  type: string,
  table: CompanyOwnedTable,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return
  const found = await db
    .select({ id: sql<number>`${table.id}` })
    .from(table as PgTable)
    .where(and(inArray(table.id, [...ids]), ownedBy(table, actor)))
  const owned = new Set(found.map((row) => row.id))
  const foreign = ids.find((id) => !owned.has(id))
  if (foreign !== undefined) {
    await deny(actor, meta, refusal.action, AppError.notFound(refusal.message), {
      type,
      id: foreign,
    })
  }
}

/** A pair table read from one side: the record's column (`from`) and the linked one's (`to`). */
export interface Link {
  table: PgTable
  from: AnyPgColumn
  to: AnyPgColumn
  /**
   * The linked records' table when their own form edits the same pairs (an article's or a
   * course's positions): a record whose pair changed gets a new version, so an edit of it opened
   * before is refused (409) instead of silently undoing this change.
   */
  versionedTarget?: VersionedTable
}

/** The ids linked to each of `owners`, in id order (an owner without links has an empty list). */
export async function linkedIds(
  q: Queryable,
  link: Link,
  owners: readonly number[],
): Promise<Map<number, number[]>> {
  const linked = new Map(owners.map((owner) => [owner, [] as number[]]))
  if (owners.length === 0) return linked
  const rows = await q
    .select({ owner: sql<number>`${link.from}`, id: sql<number>`${link.to}` })
    .from(link.table)
    .where(inArray(link.from, [...owners]))
    .orderBy(asc(link.to))
  for (const row of rows) linked.get(row.owner)?.push(row.id)
  return linked
}

/** Makes `ids` exactly the records linked to `owner` (checked to be the company's beforehand). */
export async function replaceLinks(
  tx: Transaction,
  link: Link,
  owner: number,
  wanted: readonly number[],
): Promise<void> {
  const removed = await tx
    .delete(link.table)
    .where(eq(link.from, owner))
    .returning({ id: sql<number>`${link.to}` })
  const ids = [...new Set(wanted)]
  if (link.versionedTarget) {
    const before = new Set(removed.map((row) => row.id))
    const changed = [
      ...ids.filter((id) => !before.has(id)),
      ...[...before].filter((id) => !ids.includes(id)),
    ]
    await bumpVersions(tx, link.versionedTarget, changed)
  }
  if (ids.length === 0) return
  const columns = Object.entries(getTableColumns(link.table))
  const keyOf = (column: AnyPgColumn) => columns.find(([, each]) => each === column)![0]
  const [fromKey, toKey] = [keyOf(link.from), keyOf(link.to)]
  await tx.insert(link.table).values(ids.map((id) => ({ [fromKey]: owner, [toKey]: id })) as never)
}

async function bumpVersions(tx: Transaction, table: VersionedTable, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await tx
    .update(table as PgTable)
    .set({ version: sql`${table.version} + 1`, updatedAt: new Date() })
    .where(inArray(table.id, ids))
}
