import { and, inArray, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { FormulaError, parseFormula, type Formula } from './formulas.server'
import type { Period, PeriodType } from './periods'
import { formulaIds, referencedId } from './stat-records.server'
import { STAT_MESSAGES } from './statistics.messages'
import { stats, statValues, type Stat } from './statistics.tables'

/**
 * The values of stats over periods, entered or calculated: the one computation lists, charts,
 * the statsheet's neighbours and the API read.
 *
 * - An entered stat's value for a period is the sum of its stored values whose period starts in
 *   it: in the stat's own periods that is the one stored value (editable: its id and version come
 *   along); in coarser ones (a weekly stat charted monthly) the weeks starting in each month add
 *   up. A period with no value has none (a gap), never a zero. Sums are exact decimals.
 * - A calculated stat's value is its formula over the values the stats it names have in that
 *   same period, computed when read (nothing is stored, so a corrected input corrects every
 *   formula over it); over coarser periods a formula of sums, so a ratio stays a ratio.
 * - A formula that no longer reads (a deleted stat, a cycle the checks on save did not see) gives
 *   the stat an error and no values.
 */

export interface PeriodValue {
  period_start: string
  period_end: string
  /** An exact decimal as text; null when the period has no value. */
  stat_value: string | null
  /** The stored value's id and version when the period holds exactly one: what an edit sends. */
  id: number | null
  version: number | null
}

export interface ValueSeries {
  values: PeriodValue[]
  /** Set when a calculated stat cannot be computed. */
  error: string | null
}

/** The columns of a stat its series needs. */
export type SeriesStat = Pick<Stat, 'id' | 'periodType' | 'formula'>

/** Which periods a stat's series covers: by period type (a stat's own unless one is asked). */
export interface SeriesPeriods {
  typeOf?: (stat: SeriesStat) => PeriodType
  periodsOf: (type: PeriodType) => Period[]
}

/** Formulas deeper than this are a cycle the checks on save did not see. */
const MAX_DEPTH = 25

/** The targets and every stat their formulas name, however deep (archived ones too). */
async function withReferencedStats(
  actor: Pick<Actor, 'companyId'>,
  targets: readonly SeriesStat[],
): Promise<Map<number, SeriesStat>> {
  const known = new Map<number, SeriesStat>(targets.map((stat) => [stat.id, stat]))
  let pending = targets.flatMap((stat) => formulaIds(stat.formula))
  for (let depth = 0; pending.length > 0 && depth < MAX_DEPTH; depth++) {
    const missing = [...new Set(pending)].filter((id) => !known.has(id))
    if (missing.length === 0) break
    const found = await db
      .select({ id: stats.id, periodType: stats.periodType, formula: stats.formula })
      .from(stats)
      .where(and(ownedBy(stats, actor), inArray(stats.id, missing)))
    for (const stat of found) known.set(stat.id, stat)
    pending = found.flatMap((stat) => formulaIds(stat.formula))
  }
  return known
}

type Stored = { start: string; value: string; id: number; version: number }

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`

/**
 * The stored values of `ids` starting from `first` to `last`, by stat. One indexed range read,
 * answered as one row per stat (`start=value=id=version,…`): on the embedded database handing
 * over each row costs more than reading it, so 50 stats × 156 weeks come back as 50 rows.
 */
async function storedValues(
  actor: Pick<Actor, 'companyId'>,
  ids: number[],
  first: string,
  last: string,
): Promise<Map<number, Stored[]>> {
  const byStat = new Map<number, Stored[]>()
  if (ids.length === 0) return byStat
  const result = await db.execute<{ stat_id: number; rows: string }>(sql`
    select stat_id, string_agg(
      period_start::text || '=' || value::text || '=' || id::text || '=' || version::text, ','
    ) as rows
    from ${statValues}
    where ${ownedBy(statValues, actor)}
      and stat_id = any(${intArray(ids)})
      and period_start between ${first} and ${last}
    group by stat_id`)
  for (const row of result.rows) {
    byStat.set(
      Number(row.stat_id),
      row.rows.split(',').map((text) => {
        const [start = '', value = '', id = '', version = ''] = text.split('=')
        return { start, value, id: Number(id), version: Number(version) }
      }),
    )
  }
  return byStat
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

/** One stat's values in `periods`, index for index (null: none). */
type Column = { values: (string | null)[]; editable: (Stored | null)[] }

/** Stored values added up per period; a period holding exactly its own start's value keeps it. */
function enteredColumn(periods: readonly Period[], rows: readonly Stored[]): Column {
  const values: (string | null)[] = periods.map(() => null)
  const editable: (Stored | null)[] = periods.map(() => null)
  const counts = periods.map(() => 0)
  for (const row of rows) {
    const index = periodIndex(periods, row.start)
    if (index < 0) continue
    const before = values[index]
    values[index] = before == null ? row.value : addDecimals(before, row.value)
    counts[index]! += 1
    editable[index] = counts[index] === 1 && row.start === periods[index]!.start ? row : null
  }
  return { values, editable }
}

class BrokenStat extends Error {}

/**
 * Each target's values over its periods (oldest first), entered or calculated. Two queries
 * whatever the number of stats: the stats formulas name, and every stored value in range.
 */
export async function statSeries(
  actor: Pick<Actor, 'companyId'>,
  targets: readonly SeriesStat[],
  { typeOf = (stat) => stat.periodType, periodsOf }: SeriesPeriods,
): Promise<Map<number, ValueSeries>> {
  const periodsByType = new Map<PeriodType, Period[]>()
  for (const stat of targets) {
    const type = typeOf(stat)
    if (!periodsByType.has(type)) periodsByType.set(type, periodsOf(type))
  }
  const all = [...periodsByType.values()].flat()
  const series = new Map<number, ValueSeries>()
  if (all.length === 0) {
    for (const stat of targets) series.set(stat.id, { values: [], error: null })
    return series
  }
  const known = await withReferencedStats(actor, targets)
  const formulas = await parsedFormulas(known.values())
  const entered = [...known.values()].filter((stat) => stat.formula === null)
  const stored = await storedValues(
    actor,
    entered.map((stat) => stat.id),
    all.map((period) => period.start).reduce((a, b) => (a < b ? a : b)),
    all.map((period) => period.end).reduce((a, b) => (a > b ? a : b)),
  )

  // A stat's column per period type, computed once; `null` while it is being computed, so a
  // formula that comes back to it is a cycle.
  const columns = new Map<string, Column | null>()
  const columnOf = (id: number, type: PeriodType, periods: Period[]): Column => {
    const key = `${type}:${id}`
    const done = columns.get(key)
    if (done) return done
    const stat = known.get(id)
    if (!stat || done === null) throw new BrokenStat()
    columns.set(key, null)
    const column =
      stat.formula === null
        ? enteredColumn(periods, stored.get(id) ?? [])
        : calculatedColumn(formulas.get(id) ?? null, periods, (named) =>
            columnOf(named, type, periods),
          )
    columns.set(key, column)
    return column
  }

  for (const stat of targets) {
    const periods = periodsByType.get(typeOf(stat))!
    try {
      const { values, editable } = columnOf(stat.id, typeOf(stat), periods)
      series.set(stat.id, {
        values: periods.map((period, index) => ({
          period_start: period.start,
          period_end: period.end,
          stat_value: values[index] ?? null,
          id: editable[index]?.id ?? null,
          version: editable[index]?.version ?? null,
        })),
        error: null,
      })
    } catch (error) {
      if (!(error instanceof BrokenStat)) throw error
      series.set(stat.id, { values: [], error: STAT_MESSAGES.statHasError })
    }
  }
  return series
}

/** Each calculated stat's formula, parsed once; null when it no longer parses (a broken stat). */
async function parsedFormulas(
  stats: Iterable<{ id: number; formula: string | null }>,
): Promise<Map<number, Formula | null>> {
  const parsed = new Map<number, Formula | null>()
  for (const stat of stats) {
    if (stat.formula === null) continue
    try {
      parsed.set(stat.id, await parseFormula(stat.formula))
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error
      parsed.set(stat.id, null)
    }
  }
  return parsed
}

/** A calculated stat's values: its formula, period by period, over its named stats' columns. */
function calculatedColumn(
  formula: Formula | null,
  periods: readonly Period[],
  columnOf: (id: number) => Column,
): Column {
  if (!formula) throw new BrokenStat()
  const named = new Map(
    formula.references.map((reference) => {
      const id = referencedId(reference)
      if (id === null) throw new BrokenStat()
      return [reference, columnOf(id).values]
    }),
  )
  return {
    values: periods.map((_, index) =>
      formula.evaluate((reference) => named.get(reference)![index] ?? null),
    ),
    editable: periods.map(() => null),
  }
}
