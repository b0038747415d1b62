import { dateTimeFormat } from '~/i18n'

export { ARTICLES_PATH } from '../articles/article-paths'

/**
 * A moment (ISO timestamp) as day and time in the reader's time zone and language; the server
 * and the browser are given the same zone, so both render the same text.
 */
export function formatMoment(iso: string, language: string, timeZone: string): string {
  const locale = language === 'en' ? 'en-GB' : language
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso))
}

/** The list page's query string for a set of filters (empty values left out). */
export function articlesQuery(filters: Record<string, string | number | boolean | undefined>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === false) continue
    params.set(key, value === true ? 'on' : String(value))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
