import { TZDate } from '@date-fns/tz'
import { addDays, endOfMonth, format, startOfMonth, startOfWeek } from 'date-fns'

/**
 * Days and instants for attendance, isomorphic. Instants are stored in UTC; a day is always
 * someone's calendar day in their time zone, so a night shift and a daylight-saving change count
 * the hours that really passed, on the day the work began.
 */

/** The wall-clock time of `instant` in `timeZone` as a form's datetime-local value. */
export function localDateTime(timeZone: string, instant: Date): string {
  return format(new TZDate(instant.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm")
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/**
 * The instant a wall-clock time ('yyyy-MM-ddTHH:mm') names in `timeZone`. A time skipped by a
 * daylight-saving change is read as the same number of minutes after the change.
 */
export function instantOf(timeZone: string, local: string): Date {
  const [, year, month, day, hour, minute] = LOCAL.exec(local)!.map(Number)
  return new Date(TZDate.tz(timeZone, year!, month! - 1, day!, hour!, minute!).getTime())
}

/** Whether `value` is a wall-clock time 'yyyy-MM-ddTHH:mm' that exists on the calendar. */
export function isLocalDateTime(value: string): boolean {
  const parts = LOCAL.exec(value)?.slice(1).map(Number)
  if (!parts) return false
  const [year, month, day, hour, minute] = parts as [number, number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute))
  return (
    year >= 1900 &&
    year <= 2200 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  )
}

/** Whether the runtime knows `timeZone` as an IANA name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

const asDay = (day: string) => new Date(`${day}T12:00:00Z`)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

export const plusDays = (day: string, days: number) => dayOf(addDays(asDay(day), days))

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = plusDays(day, 1)) days.push(day)
  return days
}

/** The lower-case English weekday of a day ('monday'), as company_weekend_info names them. */
export const weekdayOf = (day: string) => format(asDay(day), 'EEEE').toLowerCase()

type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6

/** The week (starting on the company's `weekStart`) holding `day`. */
export function weekOf(day: string, weekStart: number): { from: string; to: string } {
  const start = startOfWeek(asDay(day), { weekStartsOn: weekStart as WeekStart })
  return { from: dayOf(start), to: dayOf(addDays(start, 6)) }
}

/** The calendar month holding `day`. */
export function monthOf(day: string): { from: string; to: string } {
  const date = asDay(day)
  return {
    from: format(startOfMonth(date), 'yyyy-MM-dd'),
    to: format(endOfMonth(date), 'yyyy-MM-dd'),
  }
}

/** Minutes as hours and minutes ('7:05'; negative for a shortfall). */
export function hoursAndMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : ''
  const whole = Math.abs(Math.round(minutes))
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** Minutes as decimal hours with two places ('7.08'), what a spreadsheet sums. */
export const decimalHours = (minutes: number) => (minutes / 60).toFixed(2)

/** `timeZone` if the runtime knows it, else UTC (a stored name from an older tz database). */
export const knownZone = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : 'UTC')
