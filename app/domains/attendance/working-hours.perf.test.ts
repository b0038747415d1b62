import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  expectMediansWithin,
  largeCompany,
  largeStaffEmails,
  largeStaffUsers,
} from '#tests/support/perf'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { weekdayEntries } from '../../../scripts/seed/attendance'
import { ReportQuerySchema } from './attendance.schema'
import { workingHoursCsv, workingHoursReport } from './working-hours.server'

const STAFF = 10_000
/**
 * The working-hours report of 10,000 people over a month (~200,000 entries), as seed:large makes
 * them. Runs on request (`ATTENDANCE_PERF=1 DATABASE_URL=memory:// npx vitest run
 * app/domains/attendance/working-hours.perf`), prints its numbers and fails past a limit only a
 * lost plan (summing every entry of the company for one page) reaches.
 */
const P50_LIMIT_MS = Number(process.env.P50_LIMIT_MS ?? 150)

describe.runIf(process.env.ATTENDANCE_PERF === '1')('working hours at 10,000 staff', () => {
  it('answers a month page by page in SQL, and the whole CSV', { timeout: 900_000 }, async () => {
    const { actor, companyId: c } = await largeCompany((c) => [
      sql`insert into divisions (company_id, name) select ${c}, 'Division ' || g from generate_series(1, 20) g`,
      largeStaffUsers(c, STAFF),
      sql`
        insert into memberships (company_id, user_id, division_id)
          select ${c}, u.id, (select min(id) from divisions where company_id = ${c}) + u.id % 20
            from users u where u.email like ${largeStaffEmails(c)}`,
      weekdayEntries(c, { days: 31, forgottenEvery: 97, correctedEvery: 0 }),
    ])
    const [{ n }] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from attendance_entries where company_id = ${c}`,
      )
    ).rows as [{ n: number }]
    expect(n).toBeGreaterThan(150_000)
    const asker = { actor, meta: testMeta() }
    const month = ReportQuerySchema.parse({ period: 'month' })
    const report = await workingHoursReport(asker, month)
    expect(report.has_next_page).toBe(true)
    const [{ division }] = (
      await db.execute<{ division: number }>(
        sql`select min(id)::int as division from divisions where company_id = ${c}`,
      )
    ).rows as [{ division: number }]
    const lines = await expectMediansWithin(P50_LIMIT_MS, [
      ['month, first page', () => workingHoursReport(asker, month)],
      ['month, page 100', () => workingHoursReport(asker, { ...month, page: 100 })],
      ['month, one division', () => workingHoursReport(asker, { ...month, division })],
    ])
    const started = performance.now()
    const csv = await workingHoursCsv(asker, month)
    lines.push(
      `CSV of ${csv.split('\r\n').length - 2} people: ${(performance.now() - started).toFixed(0)} ms`,
    )
    console.info(`\n${n} entries\n${lines.join('\n')}`)
  })
})
