import { describe, expect, it } from 'vitest'
import { todayIn } from './today'

describe('todayIn', () => {
  it("is the date where the person is, not the server's", () => {
    const now = new Date('2026-12-31T23:30:00Z')
    expect(todayIn('UTC', now)).toBe('2026-12-31')
    expect(todayIn('Europe/Berlin', now)).toBe('2027-01-01')
    expect(todayIn('Not/AZone', now)).toBe('2026-12-31')
  })
})
