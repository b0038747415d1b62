import { and, between, count, eq, inArray } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { holidays } from '~/domains/attendance/holidays.tables'
import { addDays, UPCOMING_DAYS } from '~/domains/dashboard/upcoming-events'
import { dayIn } from '~/platform/today'
import type { Queryable } from '~/platform/db.server'

/** The day a date (of birth, of hire) next comes round, on or after `today`. */
function nextOccurrence(isoDay: string, today: string): string {
  const thisYear = `${today.slice(0, 4)}${isoDay.slice(4)}`
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}${isoDay.slice(4)}`
}

/** A day `daysAhead` from today, moved back `yearsBack` years (a birthday or hire date). */
function yearsBefore(today: string, daysAhead: number, yearsBack: number): string {
  const day = addDays(today, daysAhead)
  // 29 February has no counterpart in most years: the 28th keeps the demo simple.
  const monthDay = day.slice(4) === '-02-29' ? '-02-28' : day.slice(4)
  return `${Number(day.slice(0, 4)) - yearsBack}${monthDay}`
}

/** Acme's demo people: [days from today, years back] of their birthday and first day. */
const DEMO_DATES: Record<string, { born: [number, number]; hired: [number, number] }> = {
  'employee@acme.test': { born: [3, 31], hired: [40, 2] },
  'admin@acme.test': { born: [90, 42], hired: [12, 5] },
  'multi@acme.test': { born: [24, 28], hired: [150, 1] },
}

/**
 * Whenever the demo starts, Acme's dashboard has something coming up: two company holidays
 * when none is due within the month, and birthdays and work anniversaries of the demo people
 * moved into the coming weeks when none of theirs is. Dates a visitor set that already fall
 * in the window are kept.
 */
export async function ensureDemoUpcomingEvents(q: Queryable, companyId: number): Promise<void> {
  const today = dayIn('UTC')
  const last = addDays(today, UPCOMING_DAYS)
  const [upcoming] = await q
    .select({ n: count() })
    .from(holidays)
    .where(and(eq(holidays.companyId, companyId), between(holidays.date, today, last)))
  if ((upcoming?.n ?? 0) === 0) {
    await q.insert(holidays).values([
      { companyId, name: 'Team day', date: addDays(today, 6) },
      { companyId, name: 'Founders’ Day', date: addDays(today, 20) },
    ])
  }

  const rows = await q
    .select({
      email: users.email,
      userId: users.id,
      membershipId: memberships.id,
      born: users.dateOfBirth,
      hired: memberships.hiredOn,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), inArray(users.email, Object.keys(DEMO_DATES))))
  const soon = (day: string | null) => day !== null && nextOccurrence(day, today) <= last
  if (rows.some((row) => soon(row.born) || soon(row.hired))) return

  for (const row of rows) {
    const dates = DEMO_DATES[row.email]!
    await q
      .update(users)
      .set({ dateOfBirth: yearsBefore(today, ...dates.born) })
      .where(eq(users.id, row.userId))
    await q
      .update(memberships)
      .set({ hiredOn: yearsBefore(today, ...dates.hired) })
      .where(eq(memberships.id, row.membershipId))
  }
}
