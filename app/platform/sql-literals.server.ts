import { sql, type SQL } from 'drizzle-orm'

/*
 * Numbers fixed by the code, written into a statement's text instead of being sent as
 * parameters. The embedded engine keeps each SQL text as a prepared statement, and PostgreSQL
 * reuses a generic plan only when its estimate is no worse than a plan made for the values at
 * hand. A parameter hides what the code always sends (a page size, a status), the generic
 * estimate loses, and the statement is planned anew on every run: 0.3 ms for the directory's
 * page of ids at seed:large, several ms for the articles list (ADR 030, "seed:large latency").
 * Only for constants of the code: a value from a request stays a parameter.
 */

/** An integer constant of the code as SQL text. */
export function integerLiteral(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`)
  return sql.raw(String(value))
}

/** A LIMIT fixed by the code (`.limit(literalLimit(PAGE_SIZE))`). */
export function literalLimit(rows: number): number {
  if (rows < 0) throw new Error(`Not a row count: ${rows}`)
  // Drizzle writes an SQL object given as the limit into the text as it is.
  return integerLiteral(rows) as unknown as number
}
