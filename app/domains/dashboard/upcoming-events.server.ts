import { and, asc, between, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { rememberPerCompanyAnd } from '~/platform/company-memo.server'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { dayIn } from '~/platform/today'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../accounts/accounts.tables'
import { holidays } from '../attendance/holidays.tables'
import {
  addDays,
  isLeapYear,
  MAX_UPCOMING_EVENTS,
  UPCOMING_DAYS,
  type UpcomingEvent,
} from './upcoming-events'

/**
 * A day of the year as month * 100 + day (0101…1231), the key of the birthday and anniversary
 * indexes (migration 0004_dashboard_upcoming_events). Written exactly as there, or the planner
 * would not use them.
 */
function monthDay(column: AnyPgColumn): SQL<number> {
  return sql<number>`(extract(month from ${column})::int * 100 + extract(day from ${column})::int)`
}

/** One calendar year's part of the window: month-days `from`…`to` of `year`. */
interface Stretch {
  year: number
  from: number
  to: number
}

const monthDayOf = (isoDay: string) => Number(isoDay.slice(5, 7)) * 100 + Number(isoDay.slice(8))

/**
 * The window as one stretch per calendar year it touches (two across the year end). Someone born
 * on 29 February celebrates on the 28th in other years, so a stretch ending on 28 February of
 * such a year reaches to the 29th.
 */
export function stretchesOf(first: string, last: string): Stretch[] {
  const firstYear = Number(first.slice(0, 4))
  const lastYear = Number(last.slice(0, 4))
  const stretches =
    firstYear === lastYear
      ? [{ year: firstYear, from: monthDayOf(first), to: monthDayOf(last) }]
      : [
          { year: firstYear, from: monthDayOf(first), to: 1231 },
          { year: lastYear, from: 101, to: monthDayOf(last) },
        ]
  return stretches.map((stretch) =>
    stretch.to === 228 && !isLeapYear(stretch.year) ? { ...stretch, to: 229 } : stretch,
  )
}

/** The day a month-day falls on in a year (29 February → 28 February outside leap years). */
function monthDayIn(year: number, md: number): string {
  const month = Math.floor(md / 100)
  const day = md === 229 && !isLeapYear(year) ? 28 : md % 100
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Whose events: everything here is the same for everyone in the company. */
type Company = Pick<Actor, 'companyId'>

const fullName = (person: { firstName: string; lastName: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ')

/** Active colleagues (active account, active membership in the actor's company). */
const activeColleague = (company: Company) =>
  and(ownedBy(memberships, company), eq(memberships.isActive, true), eq(users.isActive, true))

async function birthdaysIn(company: Company, stretch: Stretch): Promise<UpcomingEvent[]> {
  const md = monthDay(users.dateOfBirth)
  // The membership is looked up per person (a LATERAL with LIMIT 1): this keeps the plan
  // "people in date order, stop after the bound" even when the planner has no statistics (the
  // embedded database has no autovacuum), instead of reading the whole company first.
  const member = db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, users.id),
        ownedBy(memberships, company),
        eq(memberships.isActive, true),
      ),
    )
    .limit(1)
    .as('member')
  const rows = await db
    .select({ md, membershipId: member.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoinLateral(member, sql`true`)
    .where(
      and(
        isNotNull(users.dateOfBirth),
        between(md, stretch.from, stretch.to),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(md), asc(users.id))
    .limit(MAX_UPCOMING_EVENTS)
  // Only the day of this year's birthday leaves the server: never the year of birth or the age.
  return rows.map((row) => ({
    kind: 'birthday',
    date: monthDayIn(stretch.year, row.md),
    name: fullName(row),
    membership_id: row.membershipId,
  }))
}

async function anniversariesIn(company: Company, stretch: Stretch): Promise<UpcomingEvent[]> {
  const md = monthDay(memberships.hiredOn)
  const hiredYear = sql<number>`extract(year from ${memberships.hiredOn})::int`
  const rows = await db
    .select({
      md,
      hiredYear,
      membershipId: memberships.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        isNotNull(memberships.hiredOn),
        between(md, stretch.from, stretch.to),
        // At least a full year by that day: the first day itself is no anniversary.
        lt(hiredYear, stretch.year),
        activeColleague(company),
      ),
    )
    .orderBy(asc(md), asc(memberships.id))
    .limit(MAX_UPCOMING_EVENTS)
  return rows.map((row) => ({
    kind: 'anniversary',
    date: monthDayIn(stretch.year, row.md),
    name: fullName(row),
    membership_id: row.membershipId,
    years: stretch.year - row.hiredYear,
  }))
}

async function holidaysBetween(company: Company, first: string, last: string) {
  const rows = await db
    .select({ id: holidays.id, name: holidays.name, date: holidays.date })
    .from(holidays)
    .where(and(ownedBy(holidays, company), between(holidays.date, first, last)))
    .orderBy(asc(holidays.date), asc(holidays.id))
    .limit(MAX_UPCOMING_EVENTS)
  return rows.map((row): UpcomingEvent => ({ kind: 'holiday', date: row.date, name: row.name }))
}

const KIND_ORDER: Record<UpcomingEvent['kind'], number> = {
  holiday: 0,
  birthday: 1,
  anniversary: 2,
}

/**
 * The company's holidays and its active people's birthdays and work anniversaries from today
 * (in the actor's time zone) through the next UPCOMING_DAYS days, soonest first, at most
 * MAX_UPCOMING_EVENTS. Each query reads its index in date order and stops at the bound.
 */
export function listUpcomingEvents(
  actor: Actor,
  today: string = dayIn(actor.timezone),
): Promise<UpcomingEvent[]> {
  return upcomingEventsOf(actor.companyId, today)
}

/**
 * The same for everyone in the company on a given day, and every dashboard view shows it: kept
 * per company and day until the company's data changes (app/platform/company-memo.server.ts).
 */
const upcomingEventsOf = rememberPerCompanyAnd(
  async (companyId: number, today: string): Promise<UpcomingEvent[]> => {
    const company = { companyId }
    const last = addDays(today, UPCOMING_DAYS)
    const stretches = stretchesOf(today, last)
    const found = await Promise.all([
      holidaysBetween(company, today, last),
      ...stretches.flatMap((stretch) => [
        birthdaysIn(company, stretch),
        anniversariesIn(company, stretch),
      ]),
    ])
    return found
      .flat()
      .sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
          a.name.localeCompare(b.name),
      )
      .slice(0, MAX_UPCOMING_EVENTS)
  },
)
