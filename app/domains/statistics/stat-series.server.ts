import { and, between, inArray } from 'drizzle-orm'
import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { FormulaError, parseFormula, type Formula } from './formulas.server'
import type { Period } from './periods'
import { formulaIds, referencedId } from './stat-records.server'
import { STAT_MESSAGES } from './statistics.messages'
import { stats, statValues, type Stat } from './statistics.tables'

/**
 * The values of stats over periods, entered or calculated: what lists, charts and the statsheet
 * read. A calculated stat's value for a period is its formula over the values the stats it names
 * have for that same period, computed when read (nothing is stored, so a corrected input corrects
 * every formula over it).
 */

export interface PeriodValue {
  period_start: string
  period_end: string
  /** An exact decimal as text; null when the period has no value. */
  stat_value: string | null
  /** The stored value's id and version (entered values only): what an edit sends back. */
  id: number | null
  version: number | null
}

export interface StatSeries {
  values: PeriodValue[]
  /** Set when a calculated stat cannot be computed (a formula naming a deleted stat, a cycle). */
  error: string | null
}

type Stored = { id: number; value: string; version: number }
/** Formulas deeper than this are a cycle the checks on save did not see. */
const MAX_DEPTH = 25

/** The targets and every stat their formulas name, however deep (archived ones too). */
async function withReferencedStats(asker: Asker, targets: Stat[]): Promise<Map<number, Stat>> {
  const known = new Map(targets.map((stat) => [stat.id, stat]))
  let pending = targets.flatMap((stat) => formulaIds(stat.formula))
  for (let depth = 0; pending.length > 0 && depth < MAX_DEPTH; depth++) {
    const missing = [...new Set(pending)].filter((id) => !known.has(id))
    if (missing.length === 0) break
    const found = await db
      .select()
      .from(stats)
      .where(and(ownedBy(stats, asker.actor), inArray(stats.id, missing)))
    for (const stat of found) known.set(stat.id, stat)
    pending = found.flatMap((stat) => formulaIds(stat.formula))
  }
  return known
}

/** The stored values of `ids` from `first` to `last` period start, by stat and period start. */
async function storedValues(asker: Asker, ids: number[], first: string, last: string) {
  const byStat = new Map<number, Map<string, Stored>>()
  if (ids.length === 0) return byStat
  const rows = await db
    .select({
      id: statValues.id,
      statId: statValues.statId,
      periodStart: statValues.periodStart,
      value: statValues.value,
      version: statValues.version,
    })
    .from(statValues)
    .where(
      and(
        ownedBy(statValues, asker.actor),
        inArray(statValues.statId, ids),
        between(statValues.periodStart, first, last),
      ),
    )
  for (const row of rows) {
    const periods = byStat.get(row.statId) ?? new Map<string, Stored>()
    periods.set(row.periodStart, row)
    byStat.set(row.statId, periods)
  }
  return byStat
}

class BrokenStat extends Error {}

/**
 * Each target's values for the periods `periodsOf(stat)` gives it (oldest first). One query for
 * the stats formulas name, one for the stored values.
 */
export async function statSeries(
  asker: Asker,
  targets: Stat[],
  periodsOf: (stat: Stat) => Period[],
): Promise<Map<number, StatSeries>> {
  const periods = new Map(targets.map((stat) => [stat.id, periodsOf(stat)]))
  const starts = [...periods.values()].flat().map((period) => period.start)
  const series = new Map<number, StatSeries>()
  if (starts.length === 0) {
    for (const stat of targets) series.set(stat.id, { values: [], error: null })
    return series
  }
  const known = await withReferencedStats(asker, targets)
  const entered = [...known.values()].filter((stat) => stat.formula === null)
  const stored = await storedValues(
    asker,
    entered.map((stat) => stat.id),
    starts.reduce((a, b) => (a < b ? a : b)),
    starts.reduce((a, b) => (a > b ? a : b)),
  )

  const formulas = new Map<number, Formula>()
  const formulaOf = (stat: Stat): Formula => {
    const cached = formulas.get(stat.id)
    if (cached) return cached
    try {
      const formula = parseFormula(stat.formula!)
      formulas.set(stat.id, formula)
      return formula
    } catch (error) {
      if (error instanceof FormulaError) throw new BrokenStat()
      throw error
    }
  }
  const valueAt = (id: number, start: string, depth: number): string | null => {
    const stat = known.get(id)
    if (!stat || depth > MAX_DEPTH) throw new BrokenStat()
    if (stat.formula === null) return stored.get(id)?.get(start)?.value ?? null
    return formulaOf(stat).evaluate((reference) => {
      const named = referencedId(reference)
      if (named === null) throw new BrokenStat()
      return valueAt(named, start, depth + 1)
    })
  }

  for (const stat of targets) {
    try {
      const values = (periods.get(stat.id) ?? []).map((period) => {
        const saved = stat.formula === null ? stored.get(stat.id)?.get(period.start) : undefined
        return {
          period_start: period.start,
          period_end: period.end,
          stat_value: saved ? saved.value : valueAt(stat.id, period.start, 0),
          id: saved?.id ?? null,
          version: saved?.version ?? null,
        }
      })
      series.set(stat.id, { values, error: null })
    } catch (error) {
      if (!(error instanceof BrokenStat)) throw error
      series.set(stat.id, { values: [], error: STAT_MESSAGES.statHasError })
    }
  }
  return series
}
