import { count, eq, sql, type SQL } from 'drizzle-orm'
import { attendanceEntries, attendanceSettings } from '~/domains/attendance/attendance.tables'
import type { Company } from '~/domains/company/company.tables'
import type { Queryable } from '~/platform/db.server'

interface EntryPattern {
  /** How many days back from yesterday (weekdays only get entries). */
  days: number
  /** One entry in this many is a forgotten clock-out, closed by the nightly job at 23:00. */
  forgottenEvery: number
  /** One entry in this many was corrected by `correctorId` (0: none). */
  correctedEvery: number
  correctorId?: number
}

/**
 * Realistic entries for every active person of a company, set-based and deterministic from the
 * ids: on weekdays (one day in 23 absent) they clock in between 07:30 and 09:30 their time, work
 * 7½ to 9½ hours with a 30 to 60 minute break; some forget to clock out, some are corrected.
 */
export function weekdayEntries(companyId: number, pattern: EntryPattern): SQL {
  const corrected =
    pattern.correctedEvery > 0 ? sql`(m.id * 3 + d.k) % ${pattern.correctedEvery} = 0` : sql`false`
  return sql`
    insert into attendance_entries (company_id, membership_id, clocked_in_at, clocked_out_at,
      timezone, work_day, source, clock_out_source, note, break_minutes, corrected_by_id,
      correction_reason, corrected_at)
    select ${companyId}, m.id, s.start_at,
      case when s.forgot then (d.day + time '23:00') at time zone m.tz else s.start_at + s.length end,
      m.tz, d.day,
      case when (m.id + d.k) % 7 = 0 then 'api' else 'web' end,
      case when s.forgot then 'nightly' else 'web' end,
      case when (m.id + d.k) % 11 = 0 then 'Client visit' else '' end,
      s.breaks,
      case when s.corrected then ${pattern.correctorId ?? null}::int end,
      case when s.corrected then 'Forgot to clock out; left at the usual time' end,
      case when s.corrected then s.start_at + s.length + interval '1 day' end
    from (
      select id, timezone as tz from memberships where company_id = ${companyId} and is_active
    ) m
    cross join (
      select g::date as day, row_number() over (order by g) as k
      from generate_series(current_date - ${pattern.days}::int, current_date - 1, interval '1 day') g
      where extract(isodow from g) < 6
    ) d
    cross join lateral (
      select
        (d.day + time '07:30' + ((m.id * 37 + d.k * 11) % 120) * interval '1 minute') at time zone m.tz as start_at,
        interval '7 hours 30 minutes' + ((m.id * 13 + d.k * 7) % 120) * interval '1 minute' as length,
        30 + ((m.id + d.k) % 3) * 15 as breaks,
        (m.id + d.k * 5) % ${pattern.forgottenEvery} = 0 and not ${corrected} as forgot,
        ${corrected} as corrected
    ) s
    where (m.id * 7 + d.k * 3) % 23 <> 0`
}

async function hasEntries(q: Queryable, companyId: number): Promise<boolean> {
  const [row] = await q
    .select({ n: count() })
    .from(attendanceEntries)
    .where(eq(attendanceEntries.companyId, companyId))
  return (row?.n ?? 0) > 0
}

/**
 * Acme Demo: three months of entries for everyone (a few forgotten clock-outs the nightly job
 * closed, a few corrections by the admin), and a nightly clock-out at 23:00. Run once.
 */
export async function ensureDemoAttendance(q: Queryable, acme: Company, adminMembershipId: number) {
  await q
    .insert(attendanceSettings)
    .values({ companyId: acme.id, nightlyClockOut: '23:00' })
    .onConflictDoNothing()
  if (await hasEntries(q, acme.id)) return
  await q.execute(
    weekdayEntries(acme.id, {
      days: 92,
      forgottenEvery: 41,
      correctedEvery: 53,
      correctorId: adminMembershipId,
    }),
  )
}

/** The large company: one month of entries for its 10,000 people. Run once. */
export async function ensureLargeAttendance(q: Queryable, companyId: number) {
  if (await hasEntries(q, companyId)) return
  await q.execute(weekdayEntries(companyId, { days: 31, forgottenEvery: 97, correctedEvery: 0 }))
}
