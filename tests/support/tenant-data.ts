import { sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { db } from '~/platform/db.server'
import * as schema from '~/platform/schema.server'

/** A table of the schema as the cross-tenant checks need it: its id and how a company owns it. */
export interface TableInfo {
  name: string
  hasId: boolean
  /** The table has a company_id column. */
  companyOwned: boolean
  /** Foreign-key columns and the table each points to. */
  references: { column: string; table: string }[]
}

/** Every table of the application, read from the Drizzle schema (so new tables are included). */
export function applicationTables(): TableInfo[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => {
      const config = getTableConfig(table)
      const columns = config.columns.map((column) => column.name)
      return {
        name: config.name,
        hasId: columns.includes('id'),
        companyOwned: columns.includes('company_id'),
        references: config.foreignKeys.flatMap((key) => {
          const reference = key.reference()
          const table = getTableConfig(reference.foreignTable).name
          return reference.columns.map((column) => ({ column: column.name, table }))
        }),
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

async function rows<Row>(query: string): Promise<Row[]> {
  const result = await db.execute<Record<string, unknown>>(sql.raw(query))
  return result.rows as Row[]
}

/**
 * Makes every table's next id the same round number above every id in the database, so the
 * records created next get the same id in every table: a route is then asked for a real record
 * of its own kind whatever kind that is, and the ids never collide with an earlier company's.
 */
export async function startIdsAboveAll(tables = applicationTables()): Promise<number> {
  const withId = tables.filter((table) => table.hasId)
  const maxima = await rows<{ max: number | null }>(
    withId
      .map((table) => `select max(id)::int as max from ${quote(table.name)}`)
      .join(' union all '),
  )
  const highest = Math.max(0, ...maxima.map((row) => row.max ?? 0))
  const base = (Math.floor(highest / 1000) + 2) * 1000
  for (const table of withId) {
    await rows(
      `select setval(pg_get_serial_sequence('${quote(table.name)}', 'id'), ${base}, false)`,
    )
  }
  return base
}

/**
 * The condition selecting a company's rows of a table: its company_id; for the companies and
 * users tables the company and its members; for other tables without company_id, rows pointing
 * at one of the company's rows (an article's answers, a position's responsibilities).
 */
function ownedBy(table: TableInfo, companyId: number, tables: TableInfo[]): string | null {
  if (table.companyOwned) return `company_id = ${companyId}`
  if (table.name === 'companies') return `id = ${companyId}`
  if (table.name === 'users') {
    return `id in (select user_id from memberships where company_id = ${companyId})`
  }
  const owned = table.references.filter((reference) =>
    tables.some((other) => other.name === reference.table && other.companyOwned),
  )
  if (!owned.length) return null
  const pointers = owned.map(
    ({ column, table: parent }) =>
      `${quote(column)} in (select id from ${quote(parent)} where company_id = ${companyId})`,
  )
  return `(${pointers.join(' or ')})`
}

/** Every id of a row the company owns, in any table. */
export async function idsOwnedBy(companyId: number, tables = applicationTables()) {
  const queries = tables.flatMap((table) => {
    const where = table.hasId && ownedBy(table, companyId, tables)
    return where ? [`select id::int as id from ${quote(table.name)} where ${where}`] : []
  })
  const found = await rows<{ id: number }>(queries.join(' union '))
  return found.map((row) => row.id).sort((a, b) => a - b)
}

/** Tables with id and company_id in which the company has no row. */
export async function tablesWithoutRowsOf(companyId: number, tables = applicationTables()) {
  const owned = tables.filter((table) => table.hasId && table.companyOwned)
  const counts = await rows<{ name: string; count: number }>(
    owned
      .map(
        (table) =>
          `select '${table.name}' as name, count(*)::int as count from ${quote(table.name)} where company_id = ${companyId}`,
      )
      .join(' union all '),
  )
  return counts.filter((row) => row.count === 0).map((row) => row.name)
}

/**
 * Per table, how many of the company's rows there are and a digest of their full contents: two
 * equal snapshots mean nothing of the company's was inserted, changed or deleted.
 */
export async function snapshotOf(companyId: number, tables = applicationTables()) {
  const queries = tables.flatMap((table) => {
    const where = ownedBy(table, companyId, tables)
    if (!where) return []
    return [
      `select '${table.name}' as name, count(*)::int as count,
        md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
        from ${quote(table.name)} t where ${where}`,
    ]
  })
  const found = await rows<{ name: string; count: number; digest: string }>(
    queries.join(' union all '),
  )
  return Object.fromEntries(found.map((row) => [row.name, `${row.count} rows, ${row.digest}`]))
}
