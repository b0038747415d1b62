import { eq } from 'drizzle-orm'
import type { divisions, positions } from '~/domains/org/org.tables'
import type { Queryable } from '~/platform/db.server'

/** Creates the rows of `values` that are missing (by name) and returns every id by name. */
export async function idsByName(
  q: Queryable,
  table: typeof divisions | typeof positions,
  companyId: number,
  values: { name: string; color?: string; order?: number }[],
): Promise<Map<string, number>> {
  const existing = await q
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.companyId, companyId))
  const known = new Set(existing.map((row) => row.name))
  const missing = values.filter((value) => !known.has(value.name))
  const added = missing.length
    ? await q
        .insert(table)
        .values(missing.map((value) => ({ ...value, companyId })))
        .returning({ id: table.id, name: table.name })
    : []
  return new Map([...existing, ...added].map((row) => [row.name, row.id]))
}
