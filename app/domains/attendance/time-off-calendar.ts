/**
 * The month grid's arithmetic, pure and isomorphic: the server builds the days with it, the page
 * places each person's time off on them. Days are YYYY-MM-DD strings throughout; a calendar day
 * has no time zone once the company's "today" is known.
 */

const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

export interface CalendarDay {
  date: string
  /** 0 Sunday … 6 Saturday. */
  weekday: number
  weekend: boolean
  /** The company holiday's name, or null. */
  holiday: string | null
  today: boolean
}

export interface CalendarTimeOff {
  request_id: number
  time_off_kind: { id: number; name: string }
  starts_on: string
  ends_on: string
  days: string
}

const dayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`)
const isoOf = (date: Date) => date.toISOString().slice(0, 10)

/** The first and last day of a month (YYYY-MM). */
export function monthRange(month: string): { from: string; to: string } {
  const first = dayOf(`${month}-01`)
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0))
  return { from: isoOf(first), to: isoOf(last) }
}

/** The month `by` months after (or before, when negative) `month`. */
export function shiftMonth(month: string, by: number): string {
  const first = dayOf(`${month}-01`)
  return isoOf(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + by, 1))).slice(0, 7)
}

/** Every day of a month with what makes it not a working day: a weekend or a holiday. */
export function monthDays(
  month: string,
  calendar: { weekend: readonly string[]; holidays: ReadonlyMap<string, string>; today: string },
): CalendarDay[] {
  const { from, to } = monthRange(month)
  const days: CalendarDay[] = []
  for (let day = dayOf(from); isoOf(day) <= to; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = isoOf(day)
    const weekday = day.getUTCDay()
    days.push({
      date,
      weekday,
      weekend: calendar.weekend.includes(WEEK_DAYS[weekday]!),
      holiday: calendar.holidays.get(date) ?? null,
      today: date === calendar.today,
    })
  }
  return days
}

/** Which time off covers each day of a person's row (the first one, if two overlap). */
export function timeOffByDay(timeOff: readonly CalendarTimeOff[]): Map<string, CalendarTimeOff> {
  const byDay = new Map<string, CalendarTimeOff>()
  for (const entry of timeOff) {
    for (let day = dayOf(entry.starts_on); isoOf(day) <= entry.ends_on;) {
      if (!byDay.has(isoOf(day))) byDay.set(isoOf(day), entry)
      day.setUTCDate(day.getUTCDate() + 1)
    }
  }
  return byDay
}
