import { dateTimeFormat } from '~/i18n'

/**
 * Today's date (YYYY-MM-DD) where the person is: what "overdue", "due today" and the coming
 * days are measured against. An unknown zone counts as UTC, so a bad setting never fails a page.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const format = (zone: string) =>
    dateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now)
  try {
    return format(timeZone)
  } catch {
    return format('UTC')
  }
}
