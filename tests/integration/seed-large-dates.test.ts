import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '~/platform/db.server'
import { dateSpreadById, dayOffsetById } from '../../scripts/seed/spread-dates'

// `npm run seed:large -- --staff 100000` gives hire dates and birthdays by this formula; the
// old one (id × 104729 first) failed with `integer out of range` once ids passed ~20,500.
describe('seed:large dates spread by id', () => {
  it.each([1, 20_505, 100_000, 250_000, 2 ** 31 - 1])(
    'gives id %i a hire date within 20 years of 2006 without overflowing',
    async (id) => {
      const [row] = (
        await db.execute<{ day: string }>(
          sql`select (${dateSpreadById(sql`${id}::int`, '2006-01-01', 7300, 104729)})::text as day`,
        )
      ).rows

      const expected = new Date(Date.UTC(2006, 0, 1 + dayOffsetById(id, 7300, 104729)))
      expect(row!.day).toBe(expected.toISOString().slice(0, 10))
      expect(row!.day >= '2006-01-01' && row!.day < '2026-01-01').toBe(true)
    },
  )

  it('keeps the dates the old formula gave to ids it could handle', async () => {
    const { rows } = await db.execute<{ same: boolean }>(sql`
      select bool_and(${dateSpreadById(sql`id`, '2006-01-01', 7300, 104729)}
                      = date '2006-01-01' + ((id * 104729) % 7300)::int) as same
      from generate_series(1, 20000) as id`)
    expect(rows[0]!.same).toBe(true)
  })
})
