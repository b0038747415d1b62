import { sql } from 'drizzle-orm'

/**
 * A LIMIT written into the statement's text instead of being sent as a parameter, for a query
 * whose page size is fixed by the code (`.limit(literalLimit(PAGE_SIZE))`).
 *
 * The embedded engine keeps each SQL text as a prepared statement, and PostgreSQL prices a plan
 * whose LIMIT is a parameter as if a tenth of the rows were wanted. Next to the plan for 25 rows
 * that generic plan looks dearer, so the statement was planned anew on every run: 0.3 ms for the
 * directory's page of ids at seed:large, several ms for a larger query (ADR 030, "seed:large
 * latency"). With the number in the text the generic plan is the plan for that page size.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`Not a row count: ${rows}`)
  // Drizzle writes an SQL object given as the limit into the text as it is.
  return sql.raw(String(rows)) as unknown as number
}
