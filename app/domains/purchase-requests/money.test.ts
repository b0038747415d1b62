import { describe, expect, it } from 'vitest'
import {
  compareMoney,
  isDecimal,
  lineTotal,
  plainDecimal,
  sumMoney,
  totalsByCurrency,
} from './money'

describe('money', () => {
  it('multiplies exactly where floats drift', () => {
    expect(0.1 * 3).not.toBe(0.3)
    expect(lineTotal('3', '0.10')).toBe('0.30')
    expect(lineTotal('1.005', '1000.00')).toBe('1005.00')
    expect(lineTotal('0.333', '0.01')).toBe('0.00')
    expect(lineTotal('0.5', '0.01')).toBe('0.01')
  })

  it('rounds a line to the cent, half away from zero', () => {
    expect(lineTotal('2.5', '0.03')).toBe('0.08')
    expect(lineTotal('1.125', '1')).toBe('1.13')
    expect(lineTotal('1.124', '1')).toBe('1.12')
  })

  it('sums and compares amounts beyond what a float holds', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30')
    expect(sumMoney(['99999999999999.99', '0.01'])).toBe('100000000000000.00')
    expect(sumMoney([])).toBe('0.00')
    expect(compareMoney('1000.00', '999.99')).toBe(1)
    expect(compareMoney('5', '5.00')).toBe(0)
    expect(compareMoney('0.01', '0.02')).toBe(-1)
  })

  it('accepts plain decimals only, to a given number of places', () => {
    expect(isDecimal('12.50', 2)).toBe(true)
    expect(isDecimal('12.505', 2)).toBe(false)
    expect(isDecimal('-1', 2)).toBe(false)
    expect(isDecimal('1e3', 2)).toBe(false)
    expect(isDecimal('.5', 2)).toBe(false)
    expect(plainDecimal('3.000')).toBe('3')
    expect(plainDecimal('2.500')).toBe('2.5')
    expect(plainDecimal('10')).toBe('10')
  })

  it('totals each currency on its own', () => {
    const lines = [
      { currency: 'USD', total: '10.00' },
      { currency: 'EUR', total: '5.50' },
      { currency: 'USD', total: '0.05' },
    ]
    expect(totalsByCurrency(lines)).toEqual([
      { currency: 'USD', total: '10.05' },
      { currency: 'EUR', total: '5.50' },
    ])
  })
})
