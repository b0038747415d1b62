import { and, asc, inArray, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import {
  dayIn,
  lastPeriods,
  periodOf,
  periodsBetween,
  shiftPeriod,
  type Period,
  type PeriodCalendar,
  type PeriodType,
} from '../periods'
import { stats, statValues, type Stat } from '../statistics.tables'
import { FormulaError, parseFormula, type Formula } from '../formulas.server'
import { companyCalendar, formulaIds, referencedId } from '../stat-records.server'
import { MAX_CHART_PERIODS, type ChartQuery } from './chart-query.schema'
import type { StatSeries } from './chart-model'

/**
 * The values a chart draws: each stat's values summed per period of the chart's type.
 *
 * Aggregation rule (documented in docs/features/statistics.md): a value counts in the chart period
 * that holds its period's start, and the values falling in one chart period are added up. So a
 * weekly stat shown monthly sums the weeks starting in each month; a monthly stat shown weekly
 * puts each month's value in the week holding the 1st. A period with no value has none (a gap in
 * the line), never a zero. Sums are exact decimal arithmetic.
 */

/** The columns of a stat a chart needs. */
export type ChartStat = Pick<
  Stat,
  'id' | 'name' | 'periodType' | 'lowerIsBetter' | 'upperGuide' | 'lowerGuide' | 'formula'
>

/** The periods of `type` a chart shows for `query` (see ChartQuerySchema), oldest first. */
export function chartPeriods(
  type: PeriodType,
  query: ChartQuery,
  calendar: PeriodCalendar,
  today: string = dayIn(calendar.timeZone),
): Period[] {
  const { weekStart } = calendar
  if (query.start && query.end) {
    return periodsBetween(type, query.start, query.end, weekStart, MAX_CHART_PERIODS)
  }
  if (query.start) {
    const first = periodOf(type, query.start, weekStart)
    return Array.from({ length: query.periods }, (_, index) =>
      shiftPeriod(type, first, index, weekStart),
    )
  }
  return lastPeriods(type, query.periods, query.end ?? today, weekStart)
}

/** The chart's period type: the one asked for, or the stat's own for DEFAULT. */
export function chartPeriodType(query: ChartQuery, stat: Pick<Stat, 'periodType'>): PeriodType {
  return query.period_type === 'DEFAULT' ? stat.periodType : query.period_type
}

/** The index of the period holding `day` (periods sorted, not overlapping), or -1. */
function periodIndex(periods: readonly Period[], day: string): number {
  let low = 0
  let high = periods.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const period = periods[middle]!
    if (day < period.start) high = middle - 1
    else if (day > period.end) low = middle + 1
    else return middle
  }
  return -1
}

/** Exact decimal text as a scaled integer: '-3.25' at scale 3 is -3250n. */
function scaled(value: string, scale: number): bigint {
  const negative = value.startsWith('-')
  const [whole = '0', fraction = ''] = value.replace(/^[-+]/, '').split('.')
  const digits = BigInt(whole + fraction.padEnd(scale, '0'))
  return negative ? -digits : digits
}

/** The exact sum of two decimals as text (no binary fractions: 0.1 + 0.2 is 0.3). */
export function addDecimals(a: string, b: string): string {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0)
  const sum = scaled(a, scale) + scaled(b, scale)
  const digits = (sum < 0n ? -sum : sum).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '')
  return `${sum < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`

/**
 * Each stat's values summed per period of `periods` (statId → period start → exact sum): a value
 * belongs to the period holding its own period's start. One indexed range read for all stats,
 * answered as one row per stat (`start=value,…`): on the embedded database, handing over each
 * row costs more than reading it, so 50 stats × 156 weeks come back as 50 rows, not 7,800.
 */
export async function periodSums(
  actor: Pick<Actor, 'companyId'>,
  statIds: number[],
  periods: Period[],
): Promise<Map<number, Map<string, string>>> {
  const sums = new Map<number, Map<string, string>>(statIds.map((id) => [id, new Map()]))
  if (statIds.length === 0 || periods.length === 0) return sums
  const first = periods[0]!.start
  const last = periods[periods.length - 1]!.end
  const result = await db.execute<{ stat_id: number; pairs: string }>(sql`
    select stat_id, string_agg(period_start::text || '=' || value::text, ',') as pairs
    from ${statValues}
    where ${ownedBy(statValues, actor)}
      and stat_id = any(${intArray(statIds)})
      and period_start between ${first} and ${last}
    group by stat_id`)
  for (const row of result.rows) {
    const bucket = sums.get(Number(row.stat_id))!
    for (const pair of row.pairs.split(',')) {
      const [day = '', value = ''] = pair.split('=')
      const index = periodIndex(periods, day)
      if (index < 0) continue
      const start = periods[index]!.start
      const before = bucket.get(start)
      bucket.set(start, before === undefined ? value : addDecimals(before, value))
    }
  }
  return sums
}

type FormulaStat = Pick<Stat, 'id' | 'formula'>

/** How deep calculated stats may build on calculated stats before the rest count as missing. */
const MAX_FORMULA_DEPTH = 25

/** The stats the calculated ones among `chart` name (stored as `{#id}`), however deep. */
async function formulaClosure(
  actor: Pick<Actor, 'companyId'>,
  chart: readonly FormulaStat[],
): Promise<Map<number, FormulaStat>> {
  const known = new Map(chart.map((stat) => [stat.id, stat]))
  let pending = chart.flatMap((stat) => formulaIds(stat.formula))
  for (let depth = 0; depth < MAX_FORMULA_DEPTH && pending.length; depth++) {
    const missing = [...new Set(pending)].filter((id) => !known.has(id))
    if (!missing.length) break
    const found = await db
      .select({ id: stats.id, formula: stats.formula })
      .from(stats)
      .where(and(ownedBy(stats, actor), inArray(stats.id, missing)))
    for (const stat of found) known.set(stat.id, stat)
    pending = found.flatMap((stat) => formulaIds(stat.formula))
  }
  return known
}

/**
 * Each stat's value per period (stat id → period start → exact decimal text): the sum of its
 * entered values, or, for a calculated stat, its formula over the values of the stats it names
 * in that period (a formula over sums when the chart's periods are coarser than the stats', so
 * a ratio stays a ratio). A period where a named stat has no value has none; a formula that no
 * longer reads (a deleted stat, a cycle) gives no values rather than an error page.
 */
export async function periodValues(
  actor: Pick<Actor, 'companyId'>,
  chart: readonly FormulaStat[],
  periods: Period[],
): Promise<Map<number, Map<string, string>>> {
  const known = await formulaClosure(actor, chart)
  const entered = [...known.values()].filter((stat) => !stat.formula).map((stat) => stat.id)
  const values = await periodSums(actor, entered, periods)
  // A stat's map is stored before it is filled, so a cycle reads it empty instead of looping.
  const valuesOf = (stat: FormulaStat): Map<string, string> => {
    const done = values.get(stat.id)
    if (done) return done
    const result = new Map<string, string>()
    values.set(stat.id, result)
    let formula: Formula | null = null
    try {
      formula = parseFormula(stat.formula ?? '')
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error
    }
    const named = (reference: string) => known.get(referencedId(reference) ?? 0)
    for (const period of formula ? periods : []) {
      const value = formula!.evaluate((reference) => {
        const source = named(reference)
        return source ? (valuesOf(source).get(period.start) ?? null) : null
      })
      if (value !== null) result.set(period.start, value)
    }
    return result
  }
  return new Map(chart.map((stat) => [stat.id, valuesOf(stat)]))
}

/** A stat's chart series over `periods` from its values. */
export function seriesOf(
  stat: ChartStat,
  periodType: PeriodType,
  periods: Period[],
  sums: Map<string, string> | undefined,
): StatSeries {
  return {
    name: stat.name,
    periodType,
    lowerIsBetter: stat.lowerIsBetter,
    upperGuide: stat.upperGuide,
    lowerGuide: stat.lowerGuide,
    points: periods.map((period) => ({ ...period, value: sums?.get(period.start) ?? null })),
  }
}

/** One stat's chart series for a query (the single chart page and `single-stat/{id}/`). */
export async function statSeries(
  actor: Pick<Actor, 'companyId'>,
  stat: ChartStat,
  query: ChartQuery,
): Promise<StatSeries> {
  const periodType = chartPeriodType(query, stat)
  const periods = chartPeriods(periodType, query, await companyCalendar(db, actor.companyId))
  const values = await periodValues(actor, [stat], periods)
  return seriesOf(stat, periodType, periods, values.get(stat.id))
}

export const CHART_STAT_COLUMNS = {
  id: stats.id,
  name: stats.name,
  periodType: stats.periodType,
  lowerIsBetter: stats.lowerIsBetter,
  upperGuide: stats.upperGuide,
  lowerGuide: stats.lowerGuide,
  formula: stats.formula,
}

/** The company's stats a chart can be drawn of, in the company's order (archived ones last). */
export function chartableStats(
  actor: Pick<Actor, 'companyId'>,
): Promise<Pick<ChartStat, 'id' | 'name'>[]> {
  // Names only: a large company lists thousands, and the chart reads its own stat in full.
  return db
    .select({ id: stats.id, name: stats.name })
    .from(stats)
    .where(ownedBy(stats, actor))
    .orderBy(asc(stats.isArchived), asc(stats.order), asc(stats.name), asc(stats.id))
}
