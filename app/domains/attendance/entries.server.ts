import { aliasedTable, and, asc, between, desc, eq, isNull, sql } from 'drizzle-orm'
import { memberships, users } from '../accounts/accounts.tables'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { insertOwned, updateVersioned } from '~/platform/owned-rows.server'
import { findOwned } from '~/platform/tenancy.server'
import { can } from './attendance.policy'
import {
  ATTENDANCE_MESSAGES,
  type CorrectionInput,
  type EntryCreateInput,
  type EntryListQuery,
} from './attendance.schema'
import { attendanceCalendar } from './attendance-settings.server'
import { peopleScope, scopeCondition, visiblePerson } from './attendance-scope.server'
import { instantOf, weekOf } from './attendance-time'
import { dayIn } from '~/platform/today'
import { attendanceBreaks, attendanceEntries, type AttendanceEntry } from './attendance.tables'

/** A time entry as pages and the API show it. */
export interface EntryDto {
  id: number
  person: { id: number; name: string }
  clocked_in_at: string
  clocked_out_at: string | null
  /** The person's time zone at clock-in: the entry's times are shown in it. */
  timezone: string
  work_day: string
  source: AttendanceEntry['source']
  clock_out_source: AttendanceEntry['clockOutSource']
  note: string
  break_minutes: number
  /** When the break under way began (open entries only). */
  break_started_at: string | null
  /** Minutes worked: clocked time less breaks (up to now while open). */
  worked_minutes: number
  corrected: { by: string; reason: string; at: string } | null
  version: number
}

const correctors = aliasedTable(memberships, 'correctors')
const correctorUsers = aliasedTable(users, 'corrector_users')

/** Minutes worked by an entry row: whole minutes clocked (to now while open) less its breaks. */
export const WORKED_MINUTES = sql<number>`(floor(extract(epoch from (coalesce(${attendanceEntries.clockedOutAt}, now()) - ${attendanceEntries.clockedInAt})) / 60) - ${attendanceEntries.breakMinutes})::int`

const entryColumns = {
  entry: attendanceEntries,
  first: users.firstName,
  last: users.lastName,
  correctorFirst: correctorUsers.firstName,
  correctorLast: correctorUsers.lastName,
  worked: WORKED_MINUTES,
  breakStartedAt: sql<
    string | null
  >`(select b.started_at from attendance_breaks b where b.entry_id = ${attendanceEntries.id} and b.ended_at is null)`,
}

function entriesQuery() {
  return db
    .select(entryColumns)
    .from(attendanceEntries)
    .innerJoin(memberships, eq(memberships.id, attendanceEntries.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(correctors, eq(correctors.id, attendanceEntries.correctedById))
    .leftJoin(correctorUsers, eq(correctorUsers.id, correctors.userId))
}

interface EntryRow {
  entry: AttendanceEntry
  first: string
  last: string
  correctorFirst: string | null
  correctorLast: string | null
  worked: number
  breakStartedAt: string | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function toDto(row: EntryRow): EntryDto {
  const { entry } = row
  return {
    id: entry.id,
    person: { id: entry.membershipId, name: `${row.first} ${row.last}`.trim() },
    clocked_in_at: entry.clockedInAt.toISOString(),
    clocked_out_at: iso(entry.clockedOutAt),
    timezone: entry.timezone,
    work_day: entry.workDay,
    source: entry.source,
    clock_out_source: entry.clockOutSource,
    note: entry.note,
    break_minutes: entry.breakMinutes,
    break_started_at: iso(row.breakStartedAt),
    worked_minutes: Math.max(0, row.worked),
    corrected:
      entry.correctedAt && entry.correctionReason
        ? {
            by: `${row.correctorFirst ?? ''} ${row.correctorLast ?? ''}`.trim(),
            reason: entry.correctionReason,
            at: entry.correctedAt.toISOString(),
          }
        : null,
    version: entry.version,
  }
}

/** One entry by id, as stored now (no access check: callers decide who may see it). */
export async function entryById(id: number): Promise<EntryDto | undefined> {
  const [row] = await entriesQuery().where(eq(attendanceEntries.id, id))
  return row ? toDto(row) : undefined
}

/** The actor's open entry, if they are clocked in. */
export async function openEntryOf(actor: Asker['actor']): Promise<EntryDto | null> {
  const [row] = await entriesQuery().where(
    and(
      eq(attendanceEntries.membershipId, actor.membershipId),
      isNull(attendanceEntries.clockedOutAt),
    ),
  )
  return row ? toDto(row) : null
}

const NOT_FOUND = {
  action: 'attendance.entry.read',
  entityType: 'attendance_entry',
  message: ATTENDANCE_MESSAGES.notFound,
}

/** An entry the asker may see (theirs, their people's, or any for admins), else the audited 404. */
export async function getEntry(asker: Asker, id: number): Promise<EntryDto> {
  const row = await findOwned(asker, attendanceEntries, id, NOT_FOUND)
  await visiblePerson(asker, await peopleScope(asker), row.membershipId)
  return (await entryById(id))!
}

export const LIST_PAGE_SIZE = 100

export interface EntryList {
  view: EntryListQuery['view']
  from: string
  to: string
  /** The day the view is around, and the days of the views before and after. */
  day: string
  previous: string
  next: string
  person: { id: number; name: string } | null
  entries: EntryDto[]
  /** Minutes worked per day of the range (every entry, not only this page's). */
  dayTotals: Record<string, number>
  total: number
  page: number
  hasNextPage: boolean
}

/**
 * The entries of a day or a week (the company's weeks) around `query.day` (today in the asker's
 * time zone when absent), newest first: the asker's own, or one person's they may see, or (no
 * person, for admins and managers) everyone's they may see. Totals cover the whole range.
 */
export async function listEntries(asker: Asker, query: EntryListQuery): Promise<EntryList> {
  const { actor } = asker
  await authorize(asker, can, 'report.read')
  const calendar = await attendanceCalendar(db, actor.companyId)
  const scope = await peopleScope(asker)
  const day = query.day ?? dayIn(actor.timezone, new Date())
  const range = query.view === 'day' ? { from: day, to: day } : weekOf(day, calendar.weekStart)
  const step = query.view === 'day' ? 1 : 7
  const personId =
    query.person ?? (scope.everyone || scope.ids.length > 1 ? null : actor.membershipId)
  const person = personId === null ? null : await visiblePerson(asker, scope, personId)
  const where = and(
    eq(attendanceEntries.companyId, actor.companyId),
    between(attendanceEntries.workDay, range.from, range.to),
    person
      ? eq(attendanceEntries.membershipId, person.id)
      : scopeCondition(scope, attendanceEntries.membershipId),
  )
  const [rows, totals] = await Promise.all([
    entriesQuery()
      .where(where)
      .orderBy(
        desc(attendanceEntries.workDay),
        desc(attendanceEntries.clockedInAt),
        asc(attendanceEntries.id),
      )
      .limit(LIST_PAGE_SIZE + 1)
      .offset((query.page - 1) * LIST_PAGE_SIZE),
    db
      .select({ day: attendanceEntries.workDay, minutes: sql<number>`sum(${WORKED_MINUTES})::int` })
      .from(attendanceEntries)
      .where(where)
      .groupBy(attendanceEntries.workDay),
  ])
  const dayTotals = Object.fromEntries(totals.map((row) => [row.day, Math.max(0, row.minutes)]))
  const shift = (days: number) =>
    new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
  return {
    view: query.view,
    ...range,
    day,
    previous: shift(-step),
    next: shift(step),
    person: person && { id: person.id, name: person.name },
    entries: rows.slice(0, LIST_PAGE_SIZE).map(toDto),
    dayTotals,
    total: Object.values(dayTotals).reduce((sum, minutes) => sum + minutes, 0),
    page: query.page,
    hasNextPage: rows.length > LIST_PAGE_SIZE,
  }
}

/** The instants of a correction or a manual entry, read in the entry's time zone and checked. */
function clockedTimes(
  timeZone: string,
  input: { clocked_in: string; clocked_out: string; break_minutes: number },
) {
  const clockedInAt = instantOf(timeZone, input.clocked_in)
  const clockedOutAt = instantOf(timeZone, input.clocked_out)
  if (clockedOutAt <= clockedInAt)
    throw AppError.invalidField('clocked_out', ATTENDANCE_MESSAGES.outBeforeIn)
  if (input.break_minutes * 60_000 > clockedOutAt.getTime() - clockedInAt.getTime()) {
    throw AppError.invalidField('break_minutes', ATTENDANCE_MESSAGES.breaksTooLong)
  }
  return {
    clockedInAt,
    clockedOutAt,
    workDay: dayIn(timeZone, clockedInAt),
    breakMinutes: input.break_minutes,
  }
}

/**
 * An admin corrects an entry (times in the entry's time zone, breaks, and why): audited with the
 * times before and after, and the person sees who corrected it and why. An open entry is closed
 * by its correction; a stale version is a 409.
 */
export async function correctEntry(
  asker: Asker,
  id: number,
  input: CorrectionInput,
): Promise<EntryDto> {
  const action = 'attendance.entry.correct'
  await authorize(asker, can, 'entry.manage', { type: 'attendance_entry', id })
  const before = await findOwned(asker, attendanceEntries, id, { ...NOT_FOUND, action })
  const times = clockedTimes(before.timezone, input)
  await db.transaction(async (tx) => {
    // The correction replaces the entry's breaks by its total.
    await tx.delete(attendanceBreaks).where(eq(attendanceBreaks.entryId, id))
    await updateVersioned(tx, asker, attendanceEntries, {
      id,
      version: input.version,
      set: {
        ...times,
        clockOutSource: before.clockOutSource ?? 'web',
        correctedById: asker.actor.membershipId,
        correctionReason: input.reason,
        correctedAt: new Date(),
      },
      stale: ATTENDANCE_MESSAGES.stale,
      action,
      entityType: 'attendance_entry',
      details: (row) => ({
        person: row.membershipId,
        reason: input.reason,
        before: { in: before.clockedInAt, out: before.clockedOutAt, breaks: before.breakMinutes },
        after: { in: row.clockedInAt, out: row.clockedOutAt, breaks: row.breakMinutes },
      }),
    })
  })
  return (await entryById(id))!
}

/** An admin adds a closed entry for someone (a forgotten clock-in), in their time zone, with why. */
export async function createEntry(asker: Asker, input: EntryCreateInput): Promise<EntryDto> {
  const action = 'attendance.entry.create'
  await authorize(asker, can, 'entry.manage')
  const person = await visiblePerson(asker, { everyone: true }, input.person)
  const times = clockedTimes(person.timezone, input)
  const row = await insertOwned(
    db,
    asker,
    attendanceEntries,
    {
      membershipId: person.id,
      ...times,
      timezone: person.timezone,
      source: 'web',
      clockOutSource: 'web',
      note: input.note,
      correctedById: asker.actor.membershipId,
      correctionReason: input.reason,
      correctedAt: new Date(),
    },
    {
      action,
      entityType: 'attendance_entry',
      details: (entry) => ({
        person: entry.membershipId,
        reason: input.reason,
        in: entry.clockedInAt,
        out: entry.clockedOutAt,
      }),
    },
  )
  return (await entryById(row.id))!
}
