import { describe, expect, it } from 'vitest'
import { shuffled } from './shuffle'

describe('the answer shuffle', () => {
  it('gives one order per seed and question, and every item once', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8]
    expect(shuffled(items, 42, 7)).toEqual(shuffled(items, 42, 7))
    expect([...shuffled(items, 42, 7)].sort()).toEqual(items)
    const orders = new Set([1, 2, 3, 4, 5, 6].map((seed) => shuffled(items, seed, 7).join()))
    expect(orders.size).toBeGreaterThan(1)
  })
})
