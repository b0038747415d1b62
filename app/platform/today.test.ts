import { describe, expect, it } from 'vitest'
import { dayIn, timeIn } from './today'

describe('the company’s day at a moment', () => {
  it('is the local calendar day of the company’s time zone', () => {
    const moment = new Date('2026-06-30T23:30:00Z')
    expect(dayIn('UTC', moment)).toBe('2026-06-30')
    expect(dayIn('Europe/Berlin', moment)).toBe('2026-07-01')
    expect(dayIn('America/Los_Angeles', moment)).toBe('2026-06-30')
    expect(dayIn('Asia/Kolkata', new Date('2026-06-30T18:29:00Z'))).toBe('2026-06-30')
    expect(dayIn('Asia/Kolkata', new Date('2026-06-30T18:30:00Z'))).toBe('2026-07-01')
  })

  it('moves midnight by an hour across a daylight-saving change', () => {
    // New York: UTC−5 until 8 March 2026 02:00, UTC−4 after.
    expect(dayIn('America/New_York', new Date('2026-03-08T04:59:00Z'))).toBe('2026-03-07')
    expect(dayIn('America/New_York', new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08')
    expect(dayIn('America/New_York', new Date('2026-03-09T03:59:00Z'))).toBe('2026-03-08')
    expect(dayIn('America/New_York', new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09')
  })

  it('counts an unknown zone as UTC', () => {
    expect(dayIn('Not/AZone', new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31')
  })
})

describe('the time of day at a moment', () => {
  it('is the 24-hour wall-clock time of the time zone, across a daylight-saving change', () => {
    expect(timeIn('UTC', new Date('2026-06-30T00:05:00Z'))).toBe('00:05')
    expect(timeIn('Europe/Berlin', new Date('2026-06-30T21:30:00Z'))).toBe('23:30')
    expect(timeIn('Asia/Kolkata', new Date('2026-06-30T18:29:00Z'))).toBe('23:59')
    // New York: 01:59 EST, then 03:00 EDT a minute later.
    expect(timeIn('America/New_York', new Date('2026-03-08T06:59:00Z'))).toBe('01:59')
    expect(timeIn('America/New_York', new Date('2026-03-08T07:00:00Z'))).toBe('03:00')
  })

  it('counts an unknown zone as UTC', () => {
    expect(timeIn('Not/AZone', new Date('2026-12-31T13:07:00Z'))).toBe('13:07')
  })
})
