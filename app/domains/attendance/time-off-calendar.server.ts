import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../accounts/accounts.tables'
import { companies } from '../company/company.tables'
import { divisions } from '../org/org.tables'
import { approvedTimeOff } from '../requests/time-off.server'
import { dayIn } from '~/platform/today'
import { holidaysBetween } from './holidays.server'
import { can } from './time-off-calendar.policy'
import {
  CALENDAR_MESSAGES,
  CALENDAR_PAGE_SIZE,
  type CalendarQuery,
} from './time-off-calendar.schema'
import {
  monthDays,
  monthRange,
  shiftMonth,
  type CalendarDay,
  type CalendarTimeOff,
} from './time-off-calendar'

export interface CalendarPerson {
  membership_id: number
  name: string
  division: { id: number; name: string } | null
  time_off: CalendarTimeOff[]
}

/** One month of the time-off calendar: its days, and one page of people with their time off. */
export interface MonthCalendar {
  month: string
  previous_month: string
  next_month: string
  today: string
  division: number | null
  away: boolean
  days: CalendarDay[]
  people: CalendarPerson[]
  page: number
  has_next_page: boolean
}

/** The company's "today" (its time zone's calendar day) and its weekend days. */
async function companyDays(actor: Pick<Actor, 'companyId'>) {
  const [company] = await db
    .select({ timezone: companies.timezone, weekend: companies.weekendInfo })
    .from(companies)
    .where(eq(companies.id, actor.companyId))
  return { today: dayIn(company?.timezone ?? 'UTC'), weekend: company?.weekend ?? [] }
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()

/** The company's active people by name, with their division, narrowed by `where`. */
export function activePeople(actor: Pick<Actor, 'companyId'>, where?: SQL) {
  return db
    .select({
      id: memberships.id,
      firstName: users.firstName,
      lastName: users.lastName,
      divisionId: divisions.id,
      divisionName: divisions.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(divisions, eq(divisions.id, memberships.divisionId))
    .where(and(ownedBy(memberships, actor), eq(memberships.isActive, true), where))
    .orderBy(asc(memberships.sortName), asc(memberships.id))
}

/** One page of the company's active people by name, narrowed by `where`. */
async function pageOfPeople(actor: Actor, where: SQL | undefined, page: number) {
  const rows = await activePeople(actor, where)
    .limit(CALENDAR_PAGE_SIZE + 1)
    .offset((page - 1) * CALENDAR_PAGE_SIZE)
  return { rows: rows.slice(0, CALENDAR_PAGE_SIZE), hasNext: rows.length > CALENDAR_PAGE_SIZE }
}

/**
 * Whose rows the month shows: everyone (of the division, if one is chosen) or, with `away`, only
 * those with approved time off in the month; and that time off, when it was read to know them.
 */
async function whoToShow(actor: Actor, query: CalendarQuery, range: { from: string; to: string }) {
  const ofDivision =
    query.division === null ? undefined : eq(memberships.divisionId, query.division)
  if (!query.away) return { where: ofDivision, timeOff: null }
  const timeOff = await approvedTimeOff(actor, range)
  const ids = [...new Set(timeOff.map((entry) => entry.membership_id))]
  // Nobody is away: a condition no row meets (an empty IN list is not valid SQL).
  const away = ids.length ? inArray(memberships.id, ids) : sql`false`
  return { where: and(ofDivision, away), timeOff }
}

/**
 * A month of approved time off (requests' `approvedTimeOff`, never re-queried here), holidays and
 * weekends, for one page of people (25, by name), optionally of one division. Another company's
 * division is the audited 404.
 */
export async function monthCalendar(asker: Asker, query: CalendarQuery): Promise<MonthCalendar> {
  const { actor } = asker
  await authorize(asker, can, 'calendar.read')
  if (query.division !== null) {
    await findOwned(asker, divisions, query.division, {
      action: 'calendar.read',
      entityType: 'division',
      message: CALENDAR_MESSAGES.divisionNotFound,
    })
  }
  const calendar = await companyDays(actor)
  const month = query.month ?? calendar.today.slice(0, 7)
  const range = monthRange(month)
  const shown = await whoToShow(actor, query, range)
  const [people, holidays] = await Promise.all([
    pageOfPeople(actor, shown.where, query.page),
    holidaysBetween(actor, range),
  ])
  const ids = people.rows.map((row) => row.id)
  const timeOff = !ids.length
    ? []
    : (shown.timeOff ?? (await approvedTimeOff(actor, { ...range, membershipIds: ids })))
  return {
    month,
    previous_month: shiftMonth(month, -1),
    next_month: shiftMonth(month, 1),
    today: calendar.today,
    division: query.division,
    away: query.away,
    days: monthDays(month, {
      weekend: calendar.weekend,
      holidays: new Map(holidays.map((holiday) => [holiday.date, holiday.name])),
      today: calendar.today,
    }),
    people: people.rows.map((row) => ({
      membership_id: row.id,
      name: fullName(row),
      division: row.divisionId === null ? null : { id: row.divisionId, name: row.divisionName! },
      time_off: timeOff
        .filter((entry) => entry.membership_id === row.id)
        .map(({ membership_id: _, ...entry }) => entry),
    })),
    page: query.page,
    has_next_page: people.hasNext,
  }
}

export interface Absence {
  membership_id: number
  name: string
  time_off_kind: string
  ends_on: string
}

/** The dashboard's card shows this many names, then how many more are away. */
export const ABSENCES_SHOWN = 8

/** Who is away today (the company's today), by name: the first few and how many there are. */
export async function todaysAbsences(
  actor: Actor,
): Promise<{ today: string; absent: Absence[]; total: number }> {
  const { today } = await companyDays(actor)
  const away = await approvedTimeOff(actor, { from: today, to: today })
  if (away.length === 0) return { today, absent: [], total: 0 }
  const people = await activePeople(
    actor,
    inArray(
      memberships.id,
      away.map((entry) => entry.membership_id),
    ),
  )
  const entryOf = new Map(away.map((entry) => [entry.membership_id, entry]))
  const absent = people.map((person) => {
    const entry = entryOf.get(person.id)!
    return {
      membership_id: person.id,
      name: fullName(person),
      time_off_kind: entry.time_off_kind.name,
      ends_on: entry.ends_on,
    }
  })
  return { today, absent: absent.slice(0, ABSENCES_SHOWN), total: absent.length }
}
