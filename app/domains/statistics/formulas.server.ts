import type { BigNumber, FactoryFunctionMap, MathJsInstance, MathNode } from 'mathjs'
import { STAT_MESSAGES } from './statistics.messages'

/**
 * Calculated stats: a formula over other stats of the same period, such as
 * `{Revenue} / {Orders}` or `max({Leads} - {Lost}, 0)`. mathjs parses and evaluates it, in an
 * instance built from only the functions a formula may use (no import, createUnit, evaluate or
 * parse of other strings exist in it), and every parsed node is checked against a short list
 * before anything runs. Numbers are decimal (BigNumber), so 0.1 + 0.2 is 0.3.
 */

/**
 * The formula engine, loaded with the first formula: importing mathjs costs over a CPU-second,
 * which every process and test file that merely imports statistics would otherwise pay.
 */
let formulaEngine: Promise<MathJsInstance> | undefined
function loadFormulaEngine(): Promise<MathJsInstance> {
  formulaEngine ??= import('mathjs').then((mathjs) =>
    mathjs.create(
      {
        parseDependencies: mathjs.parseDependencies,
        bignumberDependencies: mathjs.bignumberDependencies,
        addDependencies: mathjs.addDependencies,
        subtractDependencies: mathjs.subtractDependencies,
        multiplyDependencies: mathjs.multiplyDependencies,
        divideDependencies: mathjs.divideDependencies,
        unaryMinusDependencies: mathjs.unaryMinusDependencies,
        unaryPlusDependencies: mathjs.unaryPlusDependencies,
        minDependencies: mathjs.minDependencies,
        maxDependencies: mathjs.maxDependencies,
        absDependencies: mathjs.absDependencies,
        roundDependencies: mathjs.roundDependencies,
      } as FactoryFunctionMap,
      { number: 'BigNumber', precision: 40 },
    ),
  )
  return formulaEngine
}

/** Decimal places a calculated value keeps (1/3 is 0.3333333333). */
const RESULT_DECIMALS = 10

const OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'unaryMinus', 'unaryPlus'])
const FUNCTIONS = new Set(['min', 'max', 'abs', 'round'])

/** A stat named in a formula: `{Name}` as typed, or `{#12}` as stored (by id, so renames follow). */
const REFERENCE = /\{([^{}]*)\}/g
const referenceSymbol = (index: number) => `stat_ref_${index}`

export class FormulaError extends Error {}

/** The stats a formula names, in order of appearance, each once: '#12' for an id, else the name. */
export function formulaReferences(formula: string): string[] {
  return [...new Set([...formula.matchAll(REFERENCE)].map((match) => match[1]!.trim()))]
}

/** The formula with every reference replaced by `rename(reference)` (names ↔ ids). */
export function renameReferences(formula: string, rename: (reference: string) => string): string {
  return formula.replace(REFERENCE, (_, reference: string) => `{${rename(reference.trim())}}`)
}

/** Refuses every node but numbers, references, + − × ÷, parentheses and the allowed functions. */
function checkNode(node: MathNode, symbols: Set<string>): void {
  switch (node.type) {
    case 'ConstantNode':
      if (typeof (node as unknown as { value: unknown }).value !== 'object') {
        throw new FormulaError(STAT_MESSAGES.formulaNotAllowed)
      }
      return
    case 'SymbolNode':
      if (!symbols.has((node as unknown as { name: string }).name)) {
        throw new FormulaError(STAT_MESSAGES.formulaNameInBraces)
      }
      return
    case 'ParenthesisNode':
      return
    case 'OperatorNode':
      if (!OPERATORS.has((node as unknown as { fn: string }).fn)) {
        throw new FormulaError(STAT_MESSAGES.formulaNotAllowed)
      }
      return
    case 'FunctionNode': {
      const name = (node as unknown as { fn: { name?: string } }).fn.name
      if (!name || !FUNCTIONS.has(name)) throw new FormulaError(STAT_MESSAGES.formulaNotAllowed)
      return
    }
    default:
      throw new FormulaError(STAT_MESSAGES.formulaNotAllowed)
  }
}

export interface Formula {
  /** The stats it names, as `formulaReferences` gives them. */
  references: string[]
  /**
   * Its value for one period from the values of the stats it names (by reference); none when a
   * named stat has no value then, or the result is not a number (a division by zero).
   */
  evaluate: (valueOf: (reference: string) => string | null) => string | null
}

/** Parses and checks a formula; a FormulaError says what is wrong in the seed's plain words. */
export async function parseFormula(formula: string): Promise<Formula> {
  const references = formulaReferences(formula)
  if (references.length === 0) throw new FormulaError(STAT_MESSAGES.formulaNeedsStat)
  if (references.some((reference) => reference === '')) {
    throw new FormulaError(STAT_MESSAGES.formulaNameInBraces)
  }
  const symbols = new Map(references.map((reference, index) => [reference, referenceSymbol(index)]))
  const expression = renameReferences(formula, (reference) => symbols.get(reference)!)
    // The braces have done their work: `{stat_ref_0}` would parse as an object.
    .replace(/\{(stat_ref_\d+)\}/g, '$1')
  const math = await loadFormulaEngine()
  let root: MathNode
  try {
    root = math.parse(expression)
  } catch {
    throw new FormulaError(STAT_MESSAGES.formulaSyntax)
  }
  const allowedSymbols = new Set(symbols.values())
  root.traverse((node, _path, parent) => {
    // A function's own name is a SymbolNode too, checked as the function.
    if (parent?.type === 'FunctionNode' && node.type === 'SymbolNode') return
    checkNode(node, allowedSymbols)
  })
  const compiled = root.compile()
  return {
    references,
    evaluate(valueOf) {
      const scope = new Map<string, BigNumber>()
      for (const [reference, symbol] of symbols) {
        const value = valueOf(reference)
        if (value === null) return null
        scope.set(symbol, math.bignumber(value))
      }
      const result = compiled.evaluate(scope) as BigNumber
      if (!result?.isFinite?.()) return null
      return result.toDecimalPlaces(RESULT_DECIMALS).toFixed()
    },
  }
}

/**
 * A cycle through `start` in the graph of which stat's formula names which stats, as the ids
 * along it (start … start), or null. A calculated stat may not depend on itself.
 */
export function cycleThrough(start: number, namesOf: (id: number) => number[]): number[] | null {
  const path: number[] = []
  const seen = new Set<number>()
  const visit = (id: number): boolean => {
    path.push(id)
    for (const next of namesOf(id)) {
      if (next === start) return path.push(next) > 0
      if (!seen.has(next)) {
        seen.add(next)
        if (visit(next)) return true
      }
    }
    path.pop()
    return false
  }
  return visit(start) ? path : null
}
