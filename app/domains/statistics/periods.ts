// One module per function: the package's index loads all 250 of them (a tenth of a CPU-second
// in every process, since the statistics tables import these periods).
import { addDays } from 'date-fns/addDays'
import { addMonths } from 'date-fns/addMonths'
import { addQuarters } from 'date-fns/addQuarters'
import { addWeeks } from 'date-fns/addWeeks'
import { addYears } from 'date-fns/addYears'
import { endOfMonth } from 'date-fns/endOfMonth'
import { endOfQuarter } from 'date-fns/endOfQuarter'
import { endOfWeek } from 'date-fns/endOfWeek'
import { endOfYear } from 'date-fns/endOfYear'
import { startOfMonth } from 'date-fns/startOfMonth'
import { startOfQuarter } from 'date-fns/startOfQuarter'
import { startOfWeek } from 'date-fns/startOfWeek'
import { startOfYear } from 'date-fns/startOfYear'
import { msg } from '~/i18n'
import { dayIn } from '~/platform/today'

/**
 * The periods a stat's values belong to (seed 001 §7 period_type). Isomorphic and pure.
 *
 * A period is a span of calendar days, written as ISO dates ('2026-03-02'), its end inclusive.
 * Calendar days carry no time, so the arithmetic runs on dates at local noon and never slips a day
 * at a daylight-saving change; a time zone matters only once, when a moment ("now", a value sent
 * without a date) becomes the company's calendar day (`dayIn`).
 */

export const PERIOD_TYPES = ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'] as const
export type PeriodType = (typeof PERIOD_TYPES)[number]

/** How each period type is named on the pages. */
export const PERIOD_LABELS: Record<PeriodType, string> = {
  DAILY: msg('Daily'),
  WEEKLY: msg('Weekly'),
  MONTHLY: msg('Monthly'),
  QUARTERLY: msg('Quarterly'),
  YEARLY: msg('Yearly'),
}

/** How many periods a list or chart shows when the request names none (seed §5). */
export const DEFAULT_PERIOD_COUNT = 12

/** The day a week starts on, as date-fns counts: 0 Sunday, 1 Monday … 6 Saturday. */
export const WEEK_START_DAYS = [0, 1, 2, 3, 4, 5, 6] as const
export type WeekStart = (typeof WEEK_START_DAYS)[number]
export const DEFAULT_WEEK_START: WeekStart = 1

/** A company's calendar: where its days begin and which day begins its weeks. */
export interface PeriodCalendar {
  timeZone: string
  weekStart: WeekStart
}

export interface Period {
  /** The first day, 'yyyy-MM-dd'. */
  start: string
  /** The last day, inclusive. */
  end: string
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A calendar day as a Date at local noon: date-fns's day, week, month and year steps then run in
 * local time (as they do by default, and fast: no time-zone object per step), and noon is hours
 * away from any midnight a clock change could skip, so the day never slips.
 */
function asDate(day: string): Date {
  const match = ISO_DAY.exec(day)
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12) : null
  if (!date || asDay(date) !== day) throw new RangeError(`Not a calendar day: ${day}`)
  return date
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The calendar day of a date, in local time (see asDate). */
const asDay = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** Whether `day` is a real calendar day written 'yyyy-MM-dd' (no 2026-02-29). */
export function isCalendarDay(day: string): boolean {
  try {
    asDate(day)
    return true
  } catch {
    return false
  }
}

interface PeriodRule {
  start: (date: Date, weekStart: WeekStart) => Date
  end: (date: Date, weekStart: WeekStart) => Date
  add: (date: Date, count: number) => Date
}

const RULES: Record<PeriodType, PeriodRule> = {
  DAILY: { start: (date) => date, end: (date) => date, add: addDays },
  WEEKLY: {
    start: (date, weekStartsOn) => startOfWeek(date, { weekStartsOn }),
    end: (date, weekStartsOn) => endOfWeek(date, { weekStartsOn }),
    add: addWeeks,
  },
  MONTHLY: { start: (date) => startOfMonth(date), end: (date) => endOfMonth(date), add: addMonths },
  QUARTERLY: {
    start: (date) => startOfQuarter(date),
    end: (date) => endOfQuarter(date),
    add: addQuarters,
  },
  YEARLY: { start: (date) => startOfYear(date), end: (date) => endOfYear(date), add: addYears },
}

/** The period of `type` that holds the calendar day `day`. */
export function periodOf(type: PeriodType, day: string, weekStart: WeekStart): Period {
  const rule = RULES[type]
  const date = asDate(day)
  return { start: asDay(rule.start(date, weekStart)), end: asDay(rule.end(date, weekStart)) }
}

/** The period of `type` that holds the moment `moment` in the company's calendar. */
export function periodAt(type: PeriodType, calendar: PeriodCalendar, moment = new Date()): Period {
  return periodOf(type, dayIn(calendar.timeZone, moment), calendar.weekStart)
}

/** Whether `day` begins a period of `type` (a value's period start must). */
export function isPeriodStart(type: PeriodType, day: string, weekStart: WeekStart): boolean {
  return isCalendarDay(day) && periodOf(type, day, weekStart).start === day
}

/** The period `steps` periods after `period` (before it when negative). */
export function shiftPeriod(
  type: PeriodType,
  period: Period,
  steps: number,
  weekStart: WeekStart,
): Period {
  // From the start, which every period type can move by whole periods: the 31st of a month
  // plus one month would land on the 30th or the 28th.
  return periodOf(type, asDay(RULES[type].add(asDate(period.start), steps)), weekStart)
}

/** The `count` periods of `type` ending with the one that holds `lastDay`, oldest first. */
export function lastPeriods(
  type: PeriodType,
  count: number,
  lastDay: string,
  weekStart: WeekStart,
): Period[] {
  const last = periodOf(type, lastDay, weekStart)
  return Array.from({ length: Math.max(0, count) }, (_, index) =>
    shiftPeriod(type, last, index - count + 1, weekStart),
  )
}

/**
 * The periods of `type` from the one holding `firstDay` to the one holding `lastDay`, oldest
 * first; at most `limit` of them (the latest), so a wide range cannot ask for millions of days.
 */
export function periodsBetween(
  type: PeriodType,
  firstDay: string,
  lastDay: string,
  weekStart: WeekStart,
  limit = 5000,
): Period[] {
  const periods: Period[] = []
  let period = periodOf(type, lastDay, weekStart)
  const first = periodOf(type, firstDay, weekStart).start
  while (period.start >= first && periods.length < limit) {
    periods.push(period)
    period = shiftPeriod(type, period, -1, weekStart)
  }
  return periods.reverse()
}
