import { dateTimeFormat } from '~/i18n'

const DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const

/**
 * The calendar day (YYYY-MM-DD) it is at `instant` in `timeZone` (an IANA name such as
 * 'Europe/Berlin'): what "today", "overdue", a clock-in's day and a statistic's period are
 * measured against. An unknown zone counts as UTC (dateTimeFormat).
 */
export function dayIn(timeZone: string, instant: Date = new Date()): string {
  return dateTimeFormat('en-CA', { ...DAY, timeZone }).format(instant)
}

const TIME_OF_DAY = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const

/**
 * The time of day (HH:mm, 24-hour) it is at `instant` in `timeZone`. Intl rather than a date
 * library: the header's clock shows it on every signed-in page, so it ships to every browser.
 */
export function timeIn(timeZone: string, instant: Date): string {
  return dateTimeFormat('en-GB', { ...TIME_OF_DAY, timeZone }).format(instant)
}
