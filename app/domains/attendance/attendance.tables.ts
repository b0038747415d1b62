import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import * as columns from '~/platform/table-columns'

/** Where a clock-in or clock-out came from. */
export const CLOCK_SOURCES = ['web', 'api'] as const
/** How an entry was closed: by the person (web, api), or for them (clock everyone out, nightly). */
export const CLOCK_OUT_SOURCES = ['web', 'api', 'everyone', 'nightly'] as const

/**
 * One stretch of work: clocked in and (once done) out, as instants. `work_day` is the calendar
 * day of the clock-in in the person's time zone then (`timezone`): the day the hours count for,
 * kept as a column so reports group and filter by an index instead of converting every row.
 */
export const attendanceEntries = pgTable(
  'attendance_entries',
  {
    ...columns.companyRow(),
    membershipId: columns.membership(),
    clockedInAt: timestamp('clocked_in_at', { withTimezone: true }).notNull(),
    clockedOutAt: timestamp('clocked_out_at', { withTimezone: true }),
    timezone: text('timezone').notNull(),
    workDay: date('work_day', { mode: 'string' }).notNull(),
    source: text('source', { enum: CLOCK_SOURCES }).notNull(),
    clockOutSource: text('clock_out_source', { enum: CLOCK_OUT_SOURCES }),
    note: text('note').notNull().default(''),
    /** Minutes of finished breaks, kept with the entry so totals need no join. */
    breakMinutes: integer('break_minutes').notNull().default(0),
    correctedById: integer('corrected_by_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    correctionReason: text('correction_reason'),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    // One open entry per person: a second clock-in cannot slip in between check and insert.
    uniqueIndex('attendance_entries_one_open_idx')
      .on(table.membershipId)
      .where(sql`${table.clockedOutAt} is null`),
    // Clocking everyone out reads a company's open entries.
    index('attendance_entries_company_open_idx')
      .on(table.companyId)
      .where(sql`${table.clockedOutAt} is null`),
    index('attendance_entries_company_day_idx').on(
      table.companyId,
      table.workDay,
      table.membershipId,
    ),
    index('attendance_entries_person_day_idx').on(table.membershipId, table.workDay),
    check(
      'attendance_entries_out_after_in',
      sql`${table.clockedOutAt} is null or ${table.clockedOutAt} >= ${table.clockedInAt}`,
    ),
  ],
)

export type AttendanceEntry = typeof attendanceEntries.$inferSelect

/** A break within an entry; at most one open at a time. */
export const attendanceBreaks = pgTable(
  'attendance_breaks',
  {
    ...columns.companyRow(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => attendanceEntries.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('attendance_breaks_entry_idx').on(table.entryId),
    uniqueIndex('attendance_breaks_one_open_idx')
      .on(table.entryId)
      .where(sql`${table.endedAt} is null`),
  ],
)

export type AttendanceBreak = typeof attendanceBreaks.$inferSelect

/** The company's attendance settings (one row, made on first save; absent means the defaults). */
export const attendanceSettings = pgTable('attendance_settings', {
  companyId: columns.company().primaryKey(),
  /** Expected minutes of work on a working day (8 hours unless set). */
  dailyMinutes: smallint('daily_minutes').notNull().default(480),
  /** Clock everyone still in out at this time of the company's day, every night (null: never). */
  nightlyClockOut: time('nightly_clock_out'),
  ...columns.versioned(),
})

export type AttendanceSettings = typeof attendanceSettings.$inferSelect
