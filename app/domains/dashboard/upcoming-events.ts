/** The dashboard's upcoming events: shared by the service, the REST API and the page. */

/** How far ahead the dashboard looks: today and the next 30 days. */
export const UPCOMING_DAYS = 30

/** The list stays short however large the company is. */
export const MAX_UPCOMING_EVENTS = 20

export type UpcomingEvent =
  | { kind: 'holiday'; date: string; name: string }
  | { kind: 'birthday'; date: string; name: string; membership_id: number }
  | { kind: 'anniversary'; date: string; name: string; membership_id: number; years: number }

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** A YYYY-MM-DD day plus some days, in calendar terms (no time zone involved). */
export function addDays(isoDay: string, days: number): string {
  const day = new Date(`${isoDay}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}
