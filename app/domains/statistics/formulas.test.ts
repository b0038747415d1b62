import { describe, expect, it } from 'vitest'
import { cycleThrough, FormulaError, parseFormula, renameReferences } from './formulas.server'
import { STAT_MESSAGES } from './statistics.messages'

const values: Record<string, string | null> = {
  Revenue: '1000.10',
  Orders: '3',
  Refunds: '0.2',
  Tips: '0.1',
  Empty: null,
  Zero: '0',
}
const valueOf = (reference: string) => values[reference] ?? null
const evaluate = async (formula: string) => (await parseFormula(formula)).evaluate(valueOf)

async function refusal(formula: string): Promise<string> {
  try {
    await parseFormula(formula)
  } catch (error) {
    if (error instanceof FormulaError) return error.message
    throw error
  }
  throw new Error(`${formula} was accepted`)
}

describe('formulas of calculated stats', () => {
  it('computes in exact decimals', async () => {
    expect(await evaluate('{Tips} + {Refunds}')).toBe('0.3')
    expect(await evaluate('{Revenue} / {Orders}')).toBe('333.3666666667')
    expect(await evaluate('({Revenue} - {Refunds}) * 2')).toBe('1999.8')
    expect(await evaluate('max({Orders} - 5, 0) + abs(-{Orders}) + round({Revenue})')).toBe('1003')
    expect(await evaluate('min({Orders}, 2.5)')).toBe('2.5')
  })

  it('has no value when a stat it names has none, or it divides by zero', async () => {
    expect(await evaluate('{Revenue} + {Empty}')).toBeNull()
    expect(await evaluate('{Revenue} / {Zero}')).toBeNull()
  })

  it('names the stats it uses, each once', async () => {
    expect((await parseFormula('{Revenue} / {Orders} + {Revenue}')).references).toEqual([
      'Revenue',
      'Orders',
    ])
    expect(renameReferences('{ Revenue }/{#4}', (name) => (name === '#4' ? 'Orders' : '#1'))).toBe(
      '{#1}/{Orders}',
    )
  })

  it('refuses anything but arithmetic over stats', async () => {
    expect(await refusal('1 + 2')).toBe(STAT_MESSAGES.formulaNeedsStat)
    expect(await refusal('{Revenue} + Orders')).toBe(STAT_MESSAGES.formulaNameInBraces)
    expect(await refusal('{} + {Revenue}')).toBe(STAT_MESSAGES.formulaNameInBraces)
    expect(await refusal('{Revenue} +* 2')).toBe(STAT_MESSAGES.formulaSyntax)
    for (const attack of [
      'import({x: 1}) + {Revenue}',
      'createUnit("foo") + {Revenue}',
      'evaluate("1") + {Revenue}',
      'f(x) = {Revenue}',
      '{Revenue}; 1',
      '[1, 2] + {Revenue}',
      '{Revenue} > 3 ? 1 : 2',
      'sqrt({Revenue})',
      '{Revenue}.constructor',
      '"text" + {Revenue}',
      '{Revenue} ^ 1000000',
    ]) {
      expect(await refusal(attack), attack).toMatch(
        /^(A formula may use|The formula cannot be read)/,
      )
    }
  })
})

describe('cycles between calculated stats', () => {
  const graph: Record<number, number[]> = { 1: [2, 5], 2: [3], 3: [1], 4: [5], 5: [] }
  const namesOf = (id: number) => graph[id] ?? []

  it('finds the way round back to the stat', () => {
    expect(cycleThrough(1, namesOf)).toEqual([1, 2, 3, 1])
    expect(cycleThrough(4, namesOf)).toBeNull()
    expect(cycleThrough(6, (id) => (id === 6 ? [6] : []))).toEqual([6, 6])
  })
})
