import { describe, expect, it } from 'vitest'
import {
  isCalendarDay,
  isPeriodStart,
  lastPeriods,
  periodAt,
  periodOf,
  periodsBetween,
  shiftPeriod,
} from './periods'

const MONDAY = 1
const SUNDAY = 0

describe('the period of a day', () => {
  it('starts a week on the company’s week start', () => {
    // Wednesday 4 March 2026.
    expect(periodOf('WEEKLY', '2026-03-04', MONDAY)).toEqual({
      start: '2026-03-02',
      end: '2026-03-08',
    })
    expect(periodOf('WEEKLY', '2026-03-04', SUNDAY)).toEqual({
      start: '2026-03-01',
      end: '2026-03-07',
    })
    expect(periodOf('WEEKLY', '2026-03-04', 6)).toEqual({ start: '2026-02-28', end: '2026-03-06' })
  })

  it('counts the week start day itself as the first day of its week', () => {
    expect(periodOf('WEEKLY', '2026-03-02', MONDAY).start).toBe('2026-03-02')
    expect(periodOf('WEEKLY', '2026-03-01', MONDAY).start).toBe('2026-02-23')
  })

  it('crosses a year end within a week', () => {
    expect(periodOf('WEEKLY', '2027-01-01', MONDAY)).toEqual({
      start: '2026-12-28',
      end: '2027-01-03',
    })
  })

  it('ends months on their last day, February on the 29th in a leap year', () => {
    expect(periodOf('MONTHLY', '2024-02-10', MONDAY)).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    })
    expect(periodOf('MONTHLY', '2026-02-10', MONDAY).end).toBe('2026-02-28')
    expect(periodOf('MONTHLY', '2100-02-01', MONDAY).end).toBe('2100-02-28')
    expect(periodOf('MONTHLY', '2000-02-01', MONDAY).end).toBe('2000-02-29')
    expect(periodOf('MONTHLY', '2026-04-30', MONDAY)).toEqual({
      start: '2026-04-01',
      end: '2026-04-30',
    })
  })

  it('cuts quarters and years on the calendar', () => {
    expect(periodOf('QUARTERLY', '2026-11-30', MONDAY)).toEqual({
      start: '2026-10-01',
      end: '2026-12-31',
    })
    expect(periodOf('QUARTERLY', '2026-04-01', MONDAY).start).toBe('2026-04-01')
    expect(periodOf('YEARLY', '2024-07-15', MONDAY)).toEqual({
      start: '2024-01-01',
      end: '2024-12-31',
    })
    expect(periodOf('DAILY', '2024-02-29', MONDAY)).toEqual({
      start: '2024-02-29',
      end: '2024-02-29',
    })
  })

  it('refuses a day that is not on the calendar', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true)
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('2026-13-01')).toBe(false)
    expect(isCalendarDay('2026-3-1')).toBe(false)
    expect(() => periodOf('WEEKLY', '2026-02-30', MONDAY)).toThrow(RangeError)
  })

  it('tells a period start from any other day', () => {
    expect(isPeriodStart('WEEKLY', '2026-03-02', MONDAY)).toBe(true)
    expect(isPeriodStart('WEEKLY', '2026-03-02', SUNDAY)).toBe(false)
    expect(isPeriodStart('MONTHLY', '2026-03-01', MONDAY)).toBe(true)
    expect(isPeriodStart('QUARTERLY', '2026-05-01', MONDAY)).toBe(false)
    expect(isPeriodStart('DAILY', '2026-02-30', MONDAY)).toBe(false)
  })
})

describe('runs of periods', () => {
  it('lists the last N periods oldest first, ending with the current one', () => {
    expect(lastPeriods('MONTHLY', 3, '2024-03-31', MONDAY)).toEqual([
      { start: '2024-01-01', end: '2024-01-31' },
      { start: '2024-02-01', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-31' },
    ])
    expect(lastPeriods('WEEKLY', 12, '2026-03-04', MONDAY)).toHaveLength(12)
    expect(lastPeriods('WEEKLY', 12, '2026-03-04', MONDAY)[0]?.start).toBe('2025-12-15')
    expect(lastPeriods('DAILY', 0, '2026-03-04', MONDAY)).toEqual([])
  })

  it('steps a month from its start, so the 31st never skips a short month', () => {
    const january = periodOf('MONTHLY', '2025-01-31', MONDAY)
    expect(shiftPeriod('MONTHLY', january, 1, MONDAY)).toEqual({
      start: '2025-02-01',
      end: '2025-02-28',
    })
    expect(shiftPeriod('MONTHLY', january, -1, MONDAY).start).toBe('2024-12-01')
  })

  it('has 53 weeks in a year whose first week starts before it', () => {
    // 2026 begins on a Thursday: its weeks run from 29 December 2025 to 3 January 2027.
    const weeks = periodsBetween('WEEKLY', '2026-01-01', '2026-12-31', MONDAY)
    expect(weeks).toHaveLength(53)
    expect(weeks[0]?.start).toBe('2025-12-29')
    expect(weeks.at(-1)?.end).toBe('2027-01-03')
  })

  it('lists the days of a leap February and stops at a limit', () => {
    expect(periodsBetween('DAILY', '2024-02-01', '2024-02-29', MONDAY)).toHaveLength(29)
    const latest = periodsBetween('DAILY', '1900-01-01', '2026-01-10', MONDAY, 10)
    expect(latest.map((period) => period.start)).toEqual(
      lastPeriods('DAILY', 10, '2026-01-10', MONDAY).map((period) => period.start),
    )
  })
})

describe('the period at a moment', () => {
  it('gives the week of the company’s day, not of UTC', () => {
    // Sunday 23:30 in Los Angeles is already Monday in UTC.
    const sundayNight = new Date('2026-03-09T06:30:00Z')
    const calendar = { timeZone: 'America/Los_Angeles', weekStart: MONDAY } as const
    expect(periodAt('WEEKLY', calendar, sundayNight)).toEqual({
      start: '2026-03-02',
      end: '2026-03-08',
    })
    expect(periodAt('WEEKLY', { timeZone: 'UTC', weekStart: MONDAY }, sundayNight).start).toBe(
      '2026-03-09',
    )
  })
})
