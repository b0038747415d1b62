import { and, asc, ilike } from 'drizzle-orm'
import { containsPattern } from '~/domains/company/like'
import type { Actor } from '~/platform/actor'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import {
  lastPeriods,
  periodOf,
  periodsBetween,
  shiftPeriod,
  type Period,
  type PeriodCalendar,
  type PeriodType,
} from '../periods'
import { dayIn } from '~/platform/today'
import { stats, type Stat } from '../statistics.tables'
import { companyCalendar } from '../stat-records.server'
import { statSeries } from '../stat-series.server'
import { MAX_CHART_PERIODS, type ChartQuery } from './chart-query.schema'
import type { StatSeries } from './chart-model'

/**
 * What a chart draws: each stat's values (the statistics' one series computation,
 * `../stat-series.server.ts`) over the periods of the chart's type and range.
 *
 * Aggregation rule (documented in docs/features/statistics.md): a value counts in the chart period
 * that holds its period's start, and the values falling in one chart period are added up. So a
 * weekly stat shown monthly sums the weeks starting in each month; a monthly stat shown weekly
 * puts each month's value in the week holding the 1st. A period with no value has none (a gap in
 * the line), never a zero; a formula that no longer reads draws no values.
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

/**
 * Each stat's chart series for a query (the single chart, its downloads, `single-stat/{id}/` and
 * the multi view): the stat's own period type for DEFAULT, else the one asked for.
 */
export async function chartSeries(
  actor: Pick<Actor, 'companyId'>,
  chartStats: readonly ChartStat[],
  query: ChartQuery,
): Promise<StatSeries[]> {
  const calendar = await companyCalendar(db, actor.companyId)
  const values = await statSeries(actor, chartStats, {
    typeOf: (stat) => chartPeriodType(query, stat),
    periodsOf: (type) => chartPeriods(type, query, calendar),
  })
  return chartStats.map((stat) => {
    const { values: periodValues } = values.get(stat.id)!
    const points = periodValues.map((value) => ({
      start: value.period_start,
      end: value.period_end,
      value: value.stat_value,
    }))
    return {
      name: stat.name,
      periodType: chartPeriodType(query, stat),
      lowerIsBetter: stat.lowerIsBetter,
      upperGuide: stat.upperGuide,
      lowerGuide: stat.lowerGuide,
      points: points.length
        ? points
        : chartPeriods(chartPeriodType(query, stat), query, calendar).map((period) => ({
            ...period,
            value: null,
          })),
    }
  })
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

/** How many stats a chart's stat picker lists; a company with more finds them by name. */
export const PICKER_LIMIT = 200

export type StatChoices = {
  choices: Pick<ChartStat, 'id' | 'name'>[]
  /** Whether more stats match than the picker lists. */
  more: boolean
}

/**
 * The stats a chart can be drawn of, in the company's order (archived ones last): every one up
 * to PICKER_LIMIT, else the first PICKER_LIMIT whose names contain `find`. Names only: a large
 * company has thousands, and a page listing them all spent most of its time on the list.
 */
export async function chartableStats(
  actor: Pick<Actor, 'companyId'>,
  find = '',
): Promise<StatChoices> {
  const named = find ? ilike(stats.name, containsPattern(find)) : undefined
  const rows = await db
    .select({ id: stats.id, name: stats.name })
    .from(stats)
    .where(and(ownedBy(stats, actor), named))
    .orderBy(asc(stats.isArchived), asc(stats.order), asc(stats.name), asc(stats.id))
    .limit(PICKER_LIMIT + 1)
  return { choices: rows.slice(0, PICKER_LIMIT), more: rows.length > PICKER_LIMIT }
}
