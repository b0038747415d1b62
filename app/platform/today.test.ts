import { describe, expect, it } from 'vitest'
import { dayIn } from './today'

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
