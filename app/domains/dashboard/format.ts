import { dateTimeFormat } from '~/i18n'

/**
 * Calendar days (YYYY-MM-DD) in the page's language. The day is read as UTC midnight and
 * formatted in UTC, so it never shifts with the server's or the browser's time zone, and the
 * server and the browser render the same text.
 */
export function formatDay(
  isoDay: string,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string {
  // English keeps the day-month-year order the product has always shown.
  const locale = language === 'en' ? 'en-GB' : language
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  )
}

/**
 * Puts a React node where a translated sentence has its placeholder, so a sentence with
 * emphasis inside stays one translation key in every word order.
 */
export function splitAround(sentence: string, marker: string): [string, string] {
  const at = sentence.indexOf(marker)
  if (at < 0) return [sentence, '']
  return [sentence.slice(0, at), sentence.slice(at + marker.length)]
}
