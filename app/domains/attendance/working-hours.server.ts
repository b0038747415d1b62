import { and, asc, between, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { memberships, users } from '../accounts/accounts.tables'
import { divisions } from '../org/org.tables'
import { approvedTimeOff, type ApprovedTimeOff } from '../requests/time-off.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { csvDocument } from '~/platform/csv'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { ownedBy } from '~/platform/tenancy.server'
import { can } from './attendance.policy'
import { ATTENDANCE_MESSAGES, type ReportQuery } from './attendance.schema'
import { attendanceCalendar, type AttendanceCalendar } from './attendance-settings.server'
import {
  peopleScope,
  pickablePeople,
  scopeCondition,
  visiblePerson,
  type PeopleScope,
} from './attendance-scope.server'
import { daysBetween, decimalHours, monthOf, weekOf, weekdayOf } from './attendance-time'
import { dayIn } from '~/platform/today'
import { attendanceEntries } from './attendance.tables'
import { WORKED_MINUTES } from './entries.server'
import { holidays } from './holidays.tables'

/** One person's line of the working-hours report. */
export interface WorkingHoursRow {
  person: { id: number; name: string }
  division: string | null
  /** Days with at least one finished entry. */
  days_worked: number
  worked_minutes: number
  /** Working days of the period less holidays and their approved time off, times the daily hours. */
  expected_minutes: number
  /** Worked less expected: negative is a shortfall. */
  overtime_minutes: number
  time_off_days: number
}

export interface WorkingHoursReport {
  period: ReportQuery['period']
  from: string
  to: string
  /** Working days of the period for everyone: weekdays that are not the company's holidays. */
  working_days: number
  daily_minutes: number
  holidays: { date: string; name: string }[]
  rows: WorkingHoursRow[]
  page: number
  has_next_page: boolean
}

export const REPORT_PAGE_SIZE = 50
const MAX_DAYS = 366

/** The days a report covers: the week or month around `day` (today), or a custom range. */
export function reportRange(query: ReportQuery, calendar: AttendanceCalendar, today: string) {
  const day = query.day ?? today
  if (query.period === 'week') return weekOf(day, calendar.weekStart)
  if (query.period === 'month') return monthOf(day)
  const from = query.from ?? monthOf(day).from
  const to = query.to ?? monthOf(day).to
  if (to < from) throw AppError.invalidField('to', ATTENDANCE_MESSAGES.toBeforeFrom)
  if (Date.parse(to) - Date.parse(from) >= MAX_DAYS * 86_400_000) {
    throw AppError.invalidField('to', ATTENDANCE_MESSAGES.rangeTooLong)
  }
  return { from, to }
}

/**
 * A person's days off that would have been working days: each approved request's days within
 * the range that are neither weekend nor holiday, at most the days the request counts (half days).
 */
function timeOffDays(
  requests: ApprovedTimeOff[],
  range: { from: string; to: string },
  isWorkingDay: (day: string) => boolean,
) {
  let total = 0
  for (const request of requests) {
    const from = request.starts_on > range.from ? request.starts_on : range.from
    const to = request.ends_on < range.to ? request.ends_on : range.to
    const counted = daysBetween(from, to).filter(isWorkingDay).length
    total += Math.min(counted, Number(request.days) || counted)
  }
  return total
}

/** The people of the report (active, in scope, of the division or the one person asked for). */
function peopleWhere(asker: Asker, scope: PeopleScope, query: ReportQuery) {
  return and(
    ownedBy(memberships, asker.actor),
    eq(memberships.isActive, true),
    scopeCondition(scope, memberships.id),
    query.division === null ? undefined : eq(memberships.divisionId, query.division),
    query.person === null ? undefined : eq(memberships.id, query.person),
  )
}

interface Basis {
  calendar: AttendanceCalendar
  scope: PeopleScope
  range: { from: string; to: string }
  holidays: { date: string; name: string }[]
  isWorkingDay: (day: string) => boolean
  workingDays: number
}

async function reportBasis(asker: Asker, query: ReportQuery): Promise<Basis> {
  const { actor } = asker
  await authorize(asker, can, 'report.read')
  const [calendar, scope] = await Promise.all([
    attendanceCalendar(db, actor.companyId),
    peopleScope(asker),
  ])
  const range = reportRange(query, calendar, dayIn(actor.timezone, new Date()))
  if (query.person !== null) await visiblePerson(asker, scope, query.person)
  const holidayRows = await db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(ownedBy(holidays, actor), between(holidays.date, range.from, range.to)))
    .orderBy(asc(holidays.date))
  const holidayDays = new Set(holidayRows.map((row) => row.date))
  const weekend = new Set(calendar.weekendDays)
  const isWorkingDay = (day: string) => !weekend.has(weekdayOf(day)) && !holidayDays.has(day)
  const workingDays = daysBetween(range.from, range.to).filter(isWorkingDay).length
  return { calendar, scope, range, holidays: holidayRows, isWorkingDay, workingDays }
}

/**
 * The report's lines for some people: hours summed in SQL over the entries finished in the range
 * (each counted on the day it began, in the person's zone then), expected hours from the working
 * days less their approved time off.
 */
async function rowsFor(
  asker: Asker,
  basis: Basis,
  people: { id: number; first: string; last: string; division: string | null }[],
): Promise<WorkingHoursRow[]> {
  if (people.length === 0) return []
  const ids = people.map((person) => person.id)
  const [sums, timeOff] = await Promise.all([
    db
      .select({
        id: attendanceEntries.membershipId,
        minutes: sql<number>`sum(${WORKED_MINUTES})::int`,
        days: sql<number>`count(distinct ${attendanceEntries.workDay})::int`,
      })
      .from(attendanceEntries)
      .where(
        and(
          eq(attendanceEntries.companyId, asker.actor.companyId),
          inArray(attendanceEntries.membershipId, ids),
          between(attendanceEntries.workDay, basis.range.from, basis.range.to),
          isNotNull(attendanceEntries.clockedOutAt),
        ),
      )
      .groupBy(attendanceEntries.membershipId),
    approvedTimeOff(asker.actor, { ...basis.range, membershipIds: ids }),
  ])
  const sumOf = new Map(sums.map((row) => [row.id, row]))
  return people.map((person) => {
    const own = timeOff.filter((request) => request.membership_id === person.id)
    const offDays = timeOffDays(own, basis.range, basis.isWorkingDay)
    const worked = Math.max(0, sumOf.get(person.id)?.minutes ?? 0)
    const expected = Math.round(
      Math.max(0, basis.workingDays - offDays) * basis.calendar.dailyMinutes,
    )
    return {
      person: { id: person.id, name: `${person.first} ${person.last}`.trim() },
      division: person.division,
      days_worked: sumOf.get(person.id)?.days ?? 0,
      worked_minutes: worked,
      expected_minutes: expected,
      overtime_minutes: worked - expected,
      time_off_days: offDays,
    }
  })
}

function peopleQuery(asker: Asker, scope: PeopleScope, query: ReportQuery) {
  return db
    .select({
      id: memberships.id,
      first: users.firstName,
      last: users.lastName,
      division: divisions.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(divisions, eq(divisions.id, memberships.divisionId))
    .where(peopleWhere(asker, scope, query))
    .orderBy(asc(memberships.sortName), asc(memberships.id))
}

/**
 * /inout/working-hours/: hours worked, expected and overtime per person for a week, a month or
 * chosen days, a page of people at a time (by name). Admins see everyone; managers their people
 * and themselves; anyone else themselves.
 */
export async function workingHoursReport(
  asker: Asker,
  query: ReportQuery,
): Promise<WorkingHoursReport> {
  const basis = await reportBasis(asker, query)
  // One more than a page tells whether another follows, without counting the whole company.
  const people = await peopleQuery(asker, basis.scope, query)
    .limit(REPORT_PAGE_SIZE + 1)
    .offset((query.page - 1) * REPORT_PAGE_SIZE)
  return {
    period: query.period,
    ...basis.range,
    working_days: basis.workingDays,
    daily_minutes: basis.calendar.dailyMinutes,
    holidays: basis.holidays,
    rows: await rowsFor(asker, basis, people.slice(0, REPORT_PAGE_SIZE)),
    page: query.page,
    has_next_page: people.length > REPORT_PAGE_SIZE,
  }
}

const CSV_CHUNK = 1000

/** The whole report (every page) as CSV, hours as decimals a spreadsheet sums. */
export async function workingHoursCsv(asker: Asker, query: ReportQuery): Promise<string> {
  const basis = await reportBasis(asker, query)
  const people = await peopleQuery(asker, basis.scope, query).limit(20_000)
  const lines: string[][] = [
    [
      'Person',
      'Division',
      'From',
      'To',
      'Days worked',
      'Hours worked',
      'Expected hours',
      'Overtime hours',
      'Time off days',
    ],
  ]
  for (let start = 0; start < people.length; start += CSV_CHUNK) {
    for (const row of await rowsFor(asker, basis, people.slice(start, start + CSV_CHUNK))) {
      lines.push([
        row.person.name,
        row.division ?? '',
        basis.range.from,
        basis.range.to,
        String(row.days_worked),
        decimalHours(row.worked_minutes),
        decimalHours(row.expected_minutes),
        decimalHours(row.overtime_minutes),
        String(row.time_off_days),
      ])
    }
  }
  return csvDocument(lines)
}

/** The report's filters: the company's divisions and the people the asker may pick. */
export async function reportOptions(asker: Asker, divisionId: number | null) {
  const scope = await peopleScope(asker)
  const [divisionRows, people] = await Promise.all([
    db
      .select({ id: divisions.id, name: divisions.name })
      .from(divisions)
      .where(ownedBy(divisions, asker.actor))
      .orderBy(asc(divisions.name))
      .limit(500),
    pickablePeople(asker, scope, divisionId),
  ])
  return { divisions: divisionRows, people, everyone: scope.everyone || scope.ids.length > 1 }
}
