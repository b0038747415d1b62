import { and, arrayContains, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { containsPattern } from '~/domains/company/like'
import { divisions } from '~/domains/org/org.tables'
import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import {
  lastPeriods,
  periodsBetween,
  type Period,
  type PeriodCalendar,
  type PeriodType,
} from './periods'
import { dayIn } from '~/platform/today'
import { statSeries, type PeriodValue } from './stat-series.server'
import {
  companyCalendar,
  statRows,
  toStatDtos,
  type StatDto,
  type StatRow,
} from './stat-records.server'
import { STATS_PAGE_SIZE, type StatListQuery } from './statistics.schema'
import { stats, type Stat } from './statistics.tables'

/**
 * The stat lists of seed 001 §7: filtered and sorted, paginated or whole, each stat with its
 * values over recent periods. Every member reads every stat of the company.
 */

export interface StatWithValues extends StatDto {
  /** Oldest first; the last is the current period (or the range's last). */
  stat_values: PeriodValue[]
  /** 'Stat has error, contact support' when a calculated stat cannot be computed. */
  error: string | null
}

export interface StatPage<Row> {
  count: number
  page: number
  page_size: number
  has_next_page: boolean
  results: Row[]
}

/** The person's division, for `my_division`. */
async function myDivision(asker: Asker): Promise<number | null> {
  const [row] = await db
    .select({ divisionId: memberships.divisionId })
    .from(memberships)
    .where(eq(memberships.id, asker.actor.membershipId))
  return row?.divisionId ?? null
}

/** The filters of the query as one condition (the company's own stats are added by statRows). */
async function listFilter(asker: Asker, query: Partial<StatListQuery>): Promise<SQL | undefined> {
  const division = query.my_division ? await myDivision(asker) : null
  return and(
    eq(stats.isArchived, query.archived ?? false),
    query.period_type ? eq(stats.periodType, query.period_type) : undefined,
    query.search ? ilike(stats.name, containsPattern(query.search)) : undefined,
    query.division ? eq(stats.divisionId, query.division) : undefined,
    query.tag ? arrayContains(stats.tags, [query.tag]) : undefined,
    query.my_stats ? eq(stats.ownerMembershipId, asker.actor.membershipId) : undefined,
    // Someone without a division has no division's stats.
    query.my_division
      ? division === null
        ? sql`false`
        : eq(stats.divisionId, division)
      : undefined,
  )
}

/** The seed's sort keys; the list's own order breaks ties and is the default. */
function listOrder(sort: StatListQuery['sort']) {
  const byOrder = [asc(stats.order), asc(stats.id)]
  switch (sort) {
    case 'stat_name':
      return [asc(sql`lower(${stats.name})`), ...byOrder]
    case 'stat_owner':
      return [sql`${memberships.sortName} asc nulls last`, ...byOrder]
    case 'stat_division':
      return [sql`lower(${divisions.name}) asc nulls last`, ...byOrder]
    default:
      return byOrder
  }
}

/**
 * The periods a list shows for a stat: those of the range when one is given
 * (list-create-all-paginated's stat_value_period_start/end), else the last `periods` ending with
 * today's, each stat in its own period type.
 */
function periodsFor(query: Partial<StatListQuery>, calendar: PeriodCalendar) {
  const today = dayIn(calendar.timeZone)
  const first = query.stat_value_period_start
  const last = query.stat_value_period_end ?? today
  const count = query.periods ?? 12
  return (type: PeriodType): Period[] => {
    if (first) return periodsBetween(type, first, last, calendar.weekStart, count)
    return lastPeriods(type, count, last, calendar.weekStart)
  }
}

/** Rows with their values over the periods the query asks for. */
async function withValues(
  asker: Asker,
  rows: StatRow[],
  query: Partial<StatListQuery>,
): Promise<StatWithValues[]> {
  const calendar = await companyCalendar(db, asker.actor.companyId)
  const dtos = await toStatDtos(asker, rows)
  const series = await statSeries(
    asker.actor,
    rows.map((row) => row.stat),
    { periodsOf: periodsFor(query, calendar) },
  )
  return dtos.map((dto) => ({
    ...dto,
    stat_values: series.get(dto.id)?.values ?? [],
    error: series.get(dto.id)?.error ?? null,
  }))
}

/**
 * list-create-paginated/ and list-create-all-paginated/: one page of the filtered stats with
 * their values, each in its own periods (period_type filters the stats).
 */
export async function listStatPage(
  asker: Asker,
  query: StatListQuery,
  pageSize = STATS_PAGE_SIZE,
): Promise<StatPage<StatWithValues>> {
  const where = await listFilter(asker, query)
  const [total] = await db
    .select({ n: count() })
    .from(stats)
    .where(and(ownedBy(stats, asker.actor), where))
  const rows = await statRows(asker, where)
    .orderBy(...listOrder(query.sort))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
  const n = total?.n ?? 0
  return {
    count: n,
    page: query.page,
    page_size: pageSize,
    has_next_page: query.page * pageSize < n,
    results: await withValues(asker, rows, query),
  }
}

/** list-create/ and list-create2/ GET: every stat of the list (archived=true: the archive). */
export async function listAllStats(
  asker: Asker,
  query: Partial<StatListQuery> = {},
): Promise<StatDto[]> {
  const rows = await statRows(asker, await listFilter(asker, query)).orderBy(
    ...listOrder(query.sort),
  )
  return toStatDtos(asker, rows)
}

export interface StatChoice {
  id: number
  stat_name: string
  period_type: Stat['periodType']
  is_archived: boolean
}

/** simple-list/: ids and names for pickers; archived ones too with `all`. */
export async function statChoices(asker: Asker, all = false): Promise<StatChoice[]> {
  return db
    .select({
      id: stats.id,
      stat_name: stats.name,
      period_type: stats.periodType,
      is_archived: stats.isArchived,
    })
    .from(stats)
    .where(and(ownedBy(stats, asker.actor), all ? undefined : eq(stats.isArchived, false)))
    .orderBy(asc(stats.order), asc(stats.id))
}

/** tags/: the company's stat tags, each once, in alphabetical order. */
export async function statTags(asker: Asker): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${stats.tags})` })
    .from(stats)
    .where(ownedBy(stats, asker.actor))
  return rows.map((row) => row.tag).sort((a, b) => a.localeCompare(b))
}

/** Members a stat can be given to (active ones), by name, for the owner pickers. */
export async function ownerChoices(asker: Asker) {
  return db
    .select({ id: memberships.id, firstName: users.firstName, lastName: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(ownedBy(memberships, asker.actor), eq(memberships.isActive, true)))
    .orderBy(asc(memberships.sortName))
}

/** The company's divisions by name, for the division pickers and filters. */
export async function divisionChoices(asker: Asker) {
  return db
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(ownedBy(divisions, asker.actor))
    .orderBy(asc(divisions.order), asc(divisions.name))
}
