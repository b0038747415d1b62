import { and, eq, isNull, sql } from 'drizzle-orm'
import { audit, auditChange } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { JobDefinition } from '~/platform/jobs.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { can } from './attendance.policy'
import { ATTENDANCE_MESSAGES, type ClockAllOutInput, type ClockInput } from './attendance.schema'
import { attendanceCalendar } from './attendance-settings.server'
import { instantOf, knownZone, plusDays } from './attendance-time'
import { dayIn } from '~/platform/today'
import { attendanceBreaks, attendanceEntries, attendanceSettings } from './attendance.tables'
import { entryById, openEntryOf, type EntryDto } from './entries.server'

/** Where a clock action came from: a page or the API. */
export type ClockSource = 'web' | 'api'

const ENTITY = 'attendance_entry'

/**
 * Clocks the actor in now, in their time zone. One open entry per person: a second clock-in is
 * refused with a message (the partial unique index decides, so two at once cannot both succeed).
 */
export async function clockIn(
  asker: Asker,
  input: ClockInput,
  source: ClockSource,
): Promise<EntryDto> {
  const { actor } = asker
  await authorize(asker, can, 'entry.clock')
  const now = new Date()
  const timezone = knownZone(actor.timezone)
  const id = await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(attendanceEntries)
      .values({
        companyId: actor.companyId,
        membershipId: actor.membershipId,
        clockedInAt: now,
        timezone,
        workDay: dayIn(timezone, now),
        source,
        note: input.note,
      })
      .onConflictDoNothing()
      .returning({ id: attendanceEntries.id })
    if (!entry) throw new AppError('VALIDATION', ATTENDANCE_MESSAGES.alreadyIn)
    await auditChange(tx, asker, 'attendance.clockIn', { type: ENTITY, id: entry.id }, { source })
    return entry.id
  })
  return (await entryById(id))!
}

/** The actor's open entry, or the refusal 'You are not clocked in.' */
async function requireOpenEntry(asker: Asker): Promise<EntryDto> {
  await authorize(asker, can, 'entry.clock')
  const open = await openEntryOf(asker.actor)
  if (!open) throw new AppError('VALIDATION', ATTENDANCE_MESSAGES.notIn)
  return open
}

/** Whole minutes between two instants (how breaks are counted, here and in SQL). */
const minutesBetween = (from: Date, to: Date) =>
  Math.floor((to.getTime() - from.getTime()) / 60_000)

/** Ends the entry's break under way at `at`, adding its minutes to the entry; returns them. */
async function endOpenBreak(tx: Transaction, entryId: number, at: Date): Promise<number> {
  const [ended] = await tx
    .update(attendanceBreaks)
    .set({ endedAt: at })
    .where(and(eq(attendanceBreaks.entryId, entryId), isNull(attendanceBreaks.endedAt)))
    .returning()
  if (!ended) return 0
  const minutes = minutesBetween(ended.startedAt, at)
  await tx
    .update(attendanceEntries)
    .set({ breakMinutes: sql`${attendanceEntries.breakMinutes} + ${minutes}` })
    .where(eq(attendanceEntries.id, entryId))
  return minutes
}

/** Clocks the actor out now (ending a break under way); a note given replaces the entry's. */
export async function clockOut(
  asker: Asker,
  input: ClockInput,
  source: ClockSource,
): Promise<EntryDto> {
  const open = await requireOpenEntry(asker)
  const now = new Date()
  await db.transaction(async (tx) => {
    await endOpenBreak(tx, open.id, now)
    const [closed] = await tx
      .update(attendanceEntries)
      .set({
        clockedOutAt: now,
        clockOutSource: source,
        ...(input.note ? { note: input.note } : {}),
        version: sql`${attendanceEntries.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(attendanceEntries.id, open.id), isNull(attendanceEntries.clockedOutAt)))
      .returning({ id: attendanceEntries.id })
    if (!closed) throw new AppError('VALIDATION', ATTENDANCE_MESSAGES.notIn)
    await auditChange(tx, asker, 'attendance.clockOut', { type: ENTITY, id: open.id }, { source })
  })
  return (await entryById(open.id))!
}

/** Starts a break in the actor's open entry (one at a time). */
export async function startBreak(asker: Asker): Promise<EntryDto> {
  const open = await requireOpenEntry(asker)
  await db.transaction(async (tx) => {
    const [started] = await tx
      .insert(attendanceBreaks)
      .values({ companyId: asker.actor.companyId, entryId: open.id, startedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: attendanceBreaks.id })
    if (!started) throw new AppError('VALIDATION', ATTENDANCE_MESSAGES.onBreak)
    await auditChange(tx, asker, 'attendance.breakStart', { type: ENTITY, id: open.id })
  })
  return (await entryById(open.id))!
}

/** Ends the actor's break under way. */
export async function endBreak(asker: Asker): Promise<EntryDto> {
  const open = await requireOpenEntry(asker)
  if (!open.break_started_at) throw new AppError('VALIDATION', ATTENDANCE_MESSAGES.notOnBreak)
  await db.transaction(async (tx) => {
    const minutes = await endOpenBreak(tx, open.id, new Date())
    await auditChange(tx, asker, 'attendance.breakEnd', { type: ENTITY, id: open.id }, { minutes })
  })
  return (await entryById(open.id))!
}

/**
 * Closes, at `at`, every open entry of a company begun by then (a break under way ends then
 * too), in one statement; entries begun later stay open. Returns the ids closed.
 */
async function closeOpenEntries(
  tx: Transaction,
  companyId: number,
  at: Date,
  how: 'everyone' | 'nightly',
): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(sql`
    with open_entries as (
      select id from attendance_entries
      where company_id = ${companyId} and clocked_out_at is null and clocked_in_at <= ${at}
      for update
    ), ended_breaks as (
      update attendance_breaks b set ended_at = greatest(b.started_at, ${at})
      from open_entries e
      where b.entry_id = e.id and b.ended_at is null
      returning b.entry_id, floor(extract(epoch from (b.ended_at - b.started_at)) / 60)::int as minutes
    )
    update attendance_entries e
    set clocked_out_at = ${at}, clock_out_source = ${how}, version = e.version + 1, updated_at = now(),
        break_minutes = e.break_minutes
          + coalesce((select sum(minutes) from ended_breaks eb where eb.entry_id = e.id), 0)
    from open_entries o
    where e.id = o.id
    returning e.id`)
  return result.rows.map((row) => Number(row.id))
}

/**
 * An attendance admin clocks everyone still in out at a chosen time of the company's day (now
 * when none is given; never in the future). Audited once, naming the entries closed.
 */
export async function clockEveryoneOut(
  asker: Asker,
  input: ClockAllOutInput,
): Promise<{ clocked_out: number; at: string }> {
  const { actor } = asker
  await authorize(asker, can, 'entry.manage')
  const calendar = await attendanceCalendar(db, actor.companyId)
  const now = new Date()
  const chosen = input.at ? instantOf(calendar.timeZone, input.at) : now
  const at = chosen > now ? now : chosen
  const ids = await db.transaction(async (tx) => {
    const closed = await closeOpenEntries(tx, actor.companyId, at, 'everyone')
    await auditChange(
      tx,
      asker,
      'attendance.clockEveryoneOut',
      { type: ENTITY },
      {
        at: at.toISOString(),
        entries: closed,
      },
    )
    return closed
  })
  return { clocked_out: ids.length, at: at.toISOString() }
}

const JOB_META: RequestMeta = { ip: 'job', userAgent: 'attendance-nightly-clock-out' }

/** The latest moment at or before `now` when the company's clock reads `hhmm`. */
export function lastCutOff(timeZone: string, hhmm: string, now: Date): Date {
  const today = dayIn(timeZone, now)
  const cut = instantOf(timeZone, `${today}T${hhmm}`)
  return cut <= now ? cut : instantOf(timeZone, `${plusDays(today, -1)}T${hhmm}`)
}

/**
 * The nightly clock-out: for every company with a time set, closes at its latest cut-off the
 * entries still open that began before it. Safe to repeat (a closed entry is not open). Returns
 * how many entries were closed.
 */
export async function clockOutNightly(now: Date = new Date()): Promise<number> {
  const companies = await db
    .select({ companyId: attendanceSettings.companyId })
    .from(attendanceSettings)
    .where(sql`${attendanceSettings.nightlyClockOut} is not null`)
  let closed = 0
  for (const { companyId } of companies) {
    const calendar = await attendanceCalendar(db, companyId)
    if (!calendar.nightlyClockOut) continue
    const at = lastCutOff(calendar.timeZone, calendar.nightlyClockOut, now)
    closed += await db.transaction(async (tx) => {
      const ids = await closeOpenEntries(tx, companyId, at, 'nightly')
      if (ids.length) {
        await audit(tx, JOB_META, {
          action: 'attendance.clockEveryoneOut',
          companyId,
          entityType: ENTITY,
          details: { at: at.toISOString(), entries: ids, nightly: true },
        })
      }
      return ids.length
    })
  }
  return closed
}

/** 'attendance-nightly-clock-out', every 15 minutes: each company's cut-off in its own zone. */
export const nightlyClockOutJob: JobDefinition = {
  name: 'attendance-nightly-clock-out',
  cron: '*/15 * * * *',
  run: () => clockOutNightly(),
}
