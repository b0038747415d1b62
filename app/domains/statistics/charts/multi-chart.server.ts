import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { containsPattern } from '~/domains/company/like'
import { divisions } from '~/domains/org/org.tables'
import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { StatListQuerySchema, type StatListQuery } from '../statistics.schema'
import { stats } from '../statistics.tables'
import { english, type StatSeries, type Translate } from './chart-model'
import { chartQueryFrom, type ChartQueryForm } from './chart-query.schema'
import { chartFile, type ChartFormat } from './single-chart.server'
import { CHART_STAT_COLUMNS, chartSeries, type ChartStat } from './chart-series.server'
import { smallMultiplesSvg } from './stat-chart-svg'

/**
 * The multi view (`/statistics/multi/`): many stats side by side, each its own small chart, over
 * the same periods. The filters are the stat list's of seed §7 (sort, search, division, tag,
 * my_stats, my_division) plus the chart query (period_type, periods, start, end); archived stats
 * are left out. Fifty stats a page: every chart's values come from one query.
 */

export const MULTI_PAGE_SIZE = 50

export type MultiFilters = Pick<
  StatListQuery,
  'sort' | 'search' | 'division' | 'tag' | 'my_stats' | 'my_division' | 'page'
>

export type MultiChartView = {
  form: ChartQueryForm
  filters: MultiFilters
  charts: { stat: ChartStat; series: StatSeries }[]
  page: number
  pageCount: number
  total: number
}

/** The multi view's filters and chart query from its address. */
export function multiQueryFrom(params: URLSearchParams) {
  const { query, form } = chartQueryFrom(params)
  const { sort, search, division, tag, my_stats, my_division, page } = StatListQuerySchema.parse(
    Object.fromEntries(params),
  )
  return { query, form, filters: { sort, search, division, tag, my_stats, my_division, page } }
}

function filtersWhere(asker: Asker, filters: MultiFilters): SQL {
  const { actor } = asker
  const conditions: (SQL | undefined)[] = [
    ownedBy(stats, actor),
    eq(stats.isArchived, false),
    filters.search ? ilike(stats.name, containsPattern(filters.search)) : undefined,
    filters.division ? eq(stats.divisionId, filters.division) : undefined,
    filters.tag ? sql`${stats.tags} @> array[${filters.tag}]::text[]` : undefined,
    filters.my_stats ? eq(stats.ownerMembershipId, actor.membershipId) : undefined,
    filters.my_division
      ? sql`${stats.divisionId} = (select ${memberships.divisionId} from ${memberships} where ${memberships.id} = ${actor.membershipId})`
      : undefined,
  ]
  return and(...conditions)!
}

const SORTS: Record<NonNullable<MultiFilters['sort']>, SQL[]> = {
  stat_division: [sql`${divisions.name} asc nulls last`],
  stat_owner: [sql`${users.firstName} asc nulls last`, sql`${users.lastName} asc nulls last`],
  stat_name: [sql`lower(${stats.name})`],
}

/** One page of the filtered stats, in the chosen sort, then the company's order. */
async function filteredStats(asker: Asker, filters: MultiFilters) {
  const where = filtersWhere(asker, filters)
  const [rows, [total]] = await Promise.all([
    db
      .select(CHART_STAT_COLUMNS)
      .from(stats)
      .leftJoin(divisions, eq(divisions.id, stats.divisionId))
      .leftJoin(memberships, eq(memberships.id, stats.ownerMembershipId))
      .leftJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(...(filters.sort ? SORTS[filters.sort] : []), asc(stats.order), asc(stats.id))
      .limit(MULTI_PAGE_SIZE)
      .offset((filters.page - 1) * MULTI_PAGE_SIZE),
    db.select({ total: count() }).from(stats).where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}

export async function multiChartView(
  asker: Asker,
  params: URLSearchParams,
): Promise<MultiChartView> {
  const { query, form, filters } = multiQueryFrom(params)
  const { rows, total } = await filteredStats(asker, filters)
  return {
    form,
    filters,
    charts: (await chartSeries(asker.actor, rows, query)).map((series, index) => ({
      stat: rows[index]!,
      series,
    })),
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / MULTI_PAGE_SIZE)),
    total,
  }
}

/** The multi view's page of charts as one SVG or PNG of small multiples, or its values as CSV. */
export async function multiChartFile(
  asker: Asker,
  params: URLSearchParams,
  format: ChartFormat,
  t: Translate = english,
): Promise<Response> {
  const view = await multiChartView(asker, params)
  const seriesList = view.charts.map((chart) => chart.series)
  const title = t('Statistics')
  return chartFile(
    format,
    'statistics',
    () => smallMultiplesSvg(seriesList, { title, t }),
    seriesList,
    t,
  )
}
