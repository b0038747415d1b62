import { describe, expect, it } from 'vitest'
import {
  accruedHundredths,
  fromHundredths,
  toHundredths,
  workingDaysHundredths,
} from './time-off-rules'

describe('time off arithmetic', () => {
  it('reads and writes day counts exactly', () => {
    expect(toHundredths('12.5')).toBe(1250)
    expect(toHundredths('-0.25')).toBe(-25)
    expect(toHundredths('24')).toBe(2400)
    expect(fromHundredths(208)).toBe('2.08')
    expect(fromHundredths(-50)).toBe('-0.50')
  })

  it('accrues a twelfth a month, from January or the month of hire, to the whole allowance', () => {
    expect(accruedHundredths(2500, 2026, '2026-01-15', null)).toBe(208)
    expect(accruedHundredths(2500, 2026, '2026-03-01', '2019-07-01')).toBe(625)
    expect(accruedHundredths(2500, 2026, '2026-12-31', null)).toBe(2500)
    expect(accruedHundredths(2500, 2026, '2027-02-01', null)).toBe(2500)
    // Hired in September: September to December, four months.
    expect(accruedHundredths(2400, 2026, '2026-12-01', '2026-09-20')).toBe(800)
    expect(accruedHundredths(2400, 2026, '2026-08-01', '2026-09-20')).toBe(0)
    expect(accruedHundredths(2400, 2026, '2025-12-31', null)).toBe(0)
    expect(accruedHundredths(2400, 2026, '2026-06-01', '2027-01-01')).toBe(0)
  })

  it('counts the working days of a span by the company weekend and holidays', () => {
    const weekend = ['saturday', 'sunday']
    // 2026-06-01 is a Monday.
    expect(workingDaysHundredths('2026-06-01', '2026-06-07', weekend, new Set())).toBe(500)
    expect(
      workingDaysHundredths('2026-06-01', '2026-06-07', weekend, new Set(['2026-06-03'])),
    ).toBe(400)
    // A Friday–Saturday weekend.
    expect(
      workingDaysHundredths('2026-06-01', '2026-06-07', ['friday', 'saturday'], new Set()),
    ).toBe(500)
    expect(
      workingDaysHundredths('2026-06-05', '2026-06-05', ['friday', 'saturday'], new Set()),
    ).toBe(0)
    expect(workingDaysHundredths('2026-06-02', '2026-06-02', weekend, new Set(), true)).toBe(50)
  })
})
