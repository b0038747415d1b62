/**
 * The arithmetic of time off, pure and exact: day counts are integers of hundredths of a day
 * (numeric(6,2) columns read as strings), never floats, so 1/12 of 25 days accrues as 2.08 and
 * twelve months of it add up to exactly 25.00 (ADR 036).
 */

const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const DAY_MS = 86_400_000

/** '12.50' → 1250; '-3' → -300. The input is a numeric column or a validated day count. */
export function toHundredths(days: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(days.trim())
  if (!match) throw new Error(`Not a day count: ${days}`)
  const whole = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] ? -whole : whole
}

/** 1250 → '12.50'; -50 → '-0.50'. */
export function fromHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : ''
  const abs = Math.abs(hundredths)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS
const isoOf = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10)

/** The calendar days from `start` to `end`, both included. */
export function calendarDays(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start) + 1
}

/** Every day from `start` to `end`, both included, as YYYY-MM-DD. */
export function daysBetween(start: string, end: string): string[] {
  const first = dayNumber(start)
  return Array.from({ length: calendarDays(start, end) }, (_, index) => isoOf(first + index))
}

/**
 * The working days of a span in hundredths: days that are neither one of the company's weekend
 * days (`company_weekend_info`, e.g. ['saturday', 'sunday']) nor a company holiday. A half day
 * (one working day only) is 50.
 */
export function workingDaysHundredths(
  start: string,
  end: string,
  weekend: readonly string[],
  holidays: ReadonlySet<string>,
  halfDay = false,
): number {
  const working = daysBetween(start, end).filter((day) => {
    const weekDay = WEEK_DAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!
    return !weekend.includes(weekDay) && !holidays.has(day)
  }).length
  return halfDay ? Math.min(working, 1) * 50 : working * 100
}

/**
 * The accrual rule: a kind's yearly allowance accrues one twelfth at the start of each month of
 * the calendar year, from January (or from the month of hire, for someone hired that year) up
 * to and including the month of `asOf`; the sum is rounded down to the hundredth. A whole year
 * earns exactly the allowance. Nothing carries over on its own: a carry-over is an adjustment.
 */
export function accruedHundredths(
  annualHundredths: number,
  year: number,
  asOf: string,
  hiredOn: string | null,
): number {
  const asOfYear = Number(asOf.slice(0, 4))
  if (asOfYear < year) return 0
  const lastMonth = asOfYear > year ? 12 : Number(asOf.slice(5, 7))
  let firstMonth = 1
  if (hiredOn) {
    const hiredYear = Number(hiredOn.slice(0, 4))
    if (hiredYear > year) return 0
    if (hiredYear === year) firstMonth = Number(hiredOn.slice(5, 7))
  }
  const months = Math.max(0, lastMonth - firstMonth + 1)
  return Math.floor((annualHundredths * months) / 12)
}

/** One kind's balance in one year, in hundredths of a day. */
export interface BalanceHundredths {
  accrued: number
  adjustment: number
  /** Approved time off starting that year. */
  taken: number
  /** Time off asked for and not decided yet (pending or sent back for changes). */
  pending: number
}

/** What is left to ask for: accrued and adjusted, less what is taken and already asked for. */
export const leftToRequest = (balance: BalanceHundredths) =>
  balance.accrued + balance.adjustment - balance.taken - balance.pending
