import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'

/**
 * A date between `from` and `from + days` derived from a row id, scattered so neighbouring ids
 * land far apart (the multiplier is a prime): birthdays and hire dates of the large company spread
 * over the calendar, and a rerun gives every row the same date again.
 *
 * The id is reduced modulo `days` before the multiplication: (id × m) mod d equals
 * ((id mod d) × m) mod d, and the product then stays below d × m, far inside a 32-bit integer, at
 * any id (multiplying first overflowed at id ≈ 20,500 for hire dates).
 */
export function dateSpreadById(
  id: SQLWrapper,
  from: string,
  days: number,
  multiplier: number,
): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) throw new Error(`Not an ISO date: ${from}`)
  if ((days - 1) * multiplier > 2 ** 31 - 1)
    throw new Error('days × multiplier overflows an integer')
  return sql`date '${sql.raw(from)}' + (((${id} % ${sql.raw(String(days))}) * ${sql.raw(String(multiplier))}) % ${sql.raw(String(days))})::int`
}

/** The same formula in JavaScript, for tests and checks. */
export function dayOffsetById(id: number, days: number, multiplier: number): number {
  return ((id % days) * multiplier) % days
}
