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
