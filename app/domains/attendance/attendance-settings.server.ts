import { and, eq, sql } from 'drizzle-orm'
import { auditChange } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Queryable } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { companies } from '../company/company.tables'
import { can } from './attendance.policy'
import { ATTENDANCE_MESSAGES, type SettingsInput } from './attendance.schema'
import { isTimeZone } from './attendance-time'
import { attendanceSettings } from './attendance.tables'

/** What attendance needs to know of its company: its calendar and its settings. */
export interface AttendanceCalendar {
  /** Where the company's days begin (IANA name). */
  timeZone: string
  /** The first day of its weeks, as date-fns counts (0 Sunday … 6 Saturday). */
  weekStart: number
  /** Its weekend days ('saturday', …): not working days. */
  weekendDays: string[]
  /** Expected minutes of work on a working day. */
  dailyMinutes: number
  /** 'HH:MM' of the company's day when everyone still in is clocked out, or null. */
  nightlyClockOut: string | null
  /** The settings' version (1 before they were first saved). */
  version: number
}

export const DEFAULT_DAILY_MINUTES = 480

/** The company's calendar and attendance settings (the defaults until an admin saves them). */
export async function attendanceCalendar(
  q: Queryable,
  companyId: number,
): Promise<AttendanceCalendar> {
  const [row] = await q
    .select({
      timeZone: companies.timezone,
      weekStart: companies.weekStart,
      weekendDays: companies.weekendInfo,
      dailyMinutes: attendanceSettings.dailyMinutes,
      nightlyClockOut: attendanceSettings.nightlyClockOut,
      version: attendanceSettings.version,
    })
    .from(companies)
    .leftJoin(attendanceSettings, eq(attendanceSettings.companyId, companies.id))
    .where(eq(companies.id, companyId))
  return {
    timeZone: row && isTimeZone(row.timeZone) ? row.timeZone : 'UTC',
    weekStart: row?.weekStart ?? 1,
    weekendDays: row?.weekendDays ?? ['saturday', 'sunday'],
    dailyMinutes: row?.dailyMinutes ?? DEFAULT_DAILY_MINUTES,
    nightlyClockOut: row?.nightlyClockOut?.slice(0, 5) ?? null,
    version: row?.version ?? 1,
  }
}

/**
 * Saves the company's attendance settings from `input.version` (stale: 409). The row is made on
 * the first save, at version 1 like a row that was always there.
 */
export async function updateAttendanceSettings(
  asker: Asker,
  input: SettingsInput,
): Promise<AttendanceCalendar> {
  const { actor } = asker
  await authorize(asker, can, 'settings.manage')
  const values = {
    dailyMinutes: Math.round(input.daily_hours * 60),
    nightlyClockOut: input.nightly_clock_out,
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(attendanceSettings)
      .values({ companyId: actor.companyId, version: 1 })
      .onConflictDoNothing()
    const [saved] = await tx
      .update(attendanceSettings)
      .set({ ...values, version: sql`${attendanceSettings.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(attendanceSettings.companyId, actor.companyId),
          eq(attendanceSettings.version, input.version),
        ),
      )
      .returning()
    if (!saved) throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.settingsStale)
    await auditChange(
      tx,
      asker,
      'attendance.settings',
      { type: 'attendance_settings' },
      {
        daily_minutes: saved.dailyMinutes,
        nightly_clock_out: saved.nightlyClockOut,
      },
    )
  })
  return attendanceCalendar(db, actor.companyId)
}
