import { and, eq, inArray, type SQL } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { divisions } from '~/domains/org/org.tables'
import type { Asker } from '~/platform/authorize.server'
import { db, type Queryable } from '~/platform/db.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import { formulaReferences, renameReferences } from './formulas.server'
import { DEFAULT_WEEK_START, WEEK_START_DAYS, type PeriodCalendar, type WeekStart } from './periods'
import { STAT_MESSAGES } from './statistics.messages'
import { stats, type Stat } from './statistics.tables'

/**
 * How stats are read and shown: the DTO every page and API call answers with (the seed's field
 * names), the rows with their owner's and division's names, and the company's calendar.
 */

export interface StatDto {
  id: number
  stat_name: string
  stat_owner: number | null
  stat_owner_name: string | null
  stat_division: number | null
  stat_division_name: string | null
  tags: string[]
  order: number
  period_type: Stat['periodType']
  lower_is_better: boolean
  description: string
  is_archived: boolean
  is_external: boolean
  /** The last characters of the external token, when one was issued. */
  external_token_hint: string | null
  is_calculated: boolean
  /** As people write it: stats named in braces. */
  formula: string | null
  upper_guide: string | null
  lower_guide: string | null
  version: number
}

const statColumns = {
  stat: stats,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  divisionName: divisions.name,
}
export type StatRow = {
  stat: Stat
  ownerFirstName: string | null
  ownerLastName: string | null
  divisionName: string | null
}

/** The actor's company's stats matching `where`, with their owner's and division's names. */
export function statRows(asker: Asker, where?: SQL) {
  return db
    .select(statColumns)
    .from(stats)
    .leftJoin(memberships, eq(memberships.id, stats.ownerMembershipId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .leftJoin(divisions, eq(divisions.id, stats.divisionId))
    .where(and(ownedBy(stats, asker.actor), where))
}

/** A stored reference (`#12`) as the id it names, or null. */
export const referencedId = (reference: string): number | null =>
  /^#\d+$/.test(reference) ? Number(reference.slice(1)) : null

/** The ids a stored formula names. */
export const formulaIds = (formula: string | null): number[] =>
  formula
    ? formulaReferences(formula)
        .map(referencedId)
        .filter((id): id is number => id !== null)
    : []

/** The names of the stats the formulas of `rows` name, by id (one query for a whole list). */
export async function formulaNames(asker: Asker, rows: Stat[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((stat) => formulaIds(stat.formula)))]
  if (ids.length === 0) return new Map()
  const named = await db
    .select({ id: stats.id, name: stats.name })
    .from(stats)
    .where(and(ownedBy(stats, asker.actor), inArray(stats.id, ids)))
  return new Map(named.map((stat) => [stat.id, stat.name]))
}

/** A stored formula as people read it; a stat since deleted shows as its old reference. */
export function displayFormula(formula: string | null, names: Map<number, string>): string | null {
  if (formula === null) return null
  return renameReferences(formula, (reference) => {
    const id = referencedId(reference)
    return (id !== null && names.get(id)) || reference
  })
}

export function toStatDto(row: StatRow, names: Map<number, string>): StatDto {
  const { stat } = row
  const owner = [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(' ')
  return {
    id: stat.id,
    stat_name: stat.name,
    stat_owner: stat.ownerMembershipId,
    stat_owner_name: owner || null,
    stat_division: stat.divisionId,
    stat_division_name: row.divisionName,
    tags: stat.tags,
    order: stat.order,
    period_type: stat.periodType,
    lower_is_better: stat.lowerIsBetter,
    description: stat.description,
    is_archived: stat.isArchived,
    is_external: stat.isExternal,
    external_token_hint: stat.externalTokenHint,
    is_calculated: stat.formula !== null,
    formula: displayFormula(stat.formula, names),
    upper_guide: stat.upperGuide,
    lower_guide: stat.lowerGuide,
    version: stat.version,
  }
}

/** The DTOs of rows, their formulas named in one query. */
export async function toStatDtos(asker: Asker, rows: StatRow[]): Promise<StatDto[]> {
  const names = await formulaNames(
    asker,
    rows.map((row) => row.stat),
  )
  return rows.map((row) => toStatDto(row, names))
}

export const STAT_NOT_FOUND = (action: string) => ({
  action,
  entityType: 'stat',
  message: STAT_MESSAGES.notFound,
})

/** One stat of the actor's company, or the audited 404. */
export function findStat(asker: Asker, id: number, action = 'stat.read'): Promise<Stat> {
  return findOwned(asker, stats, id, STAT_NOT_FOUND(action))
}

/** One stat as its DTO, or the audited 404 (settings/{id}/). */
export async function readStat(asker: Asker, id: number): Promise<StatDto> {
  await findStat(asker, id)
  const rows = await statRows(asker, eq(stats.id, id))
  const [dto] = await toStatDtos(asker, rows)
  return dto!
}

/** The company's calendar: its time zone and the day its weeks start on. */
export async function companyCalendar(q: Queryable, companyId: number): Promise<PeriodCalendar> {
  const [company] = await q
    .select({ timezone: companies.timezone, weekStart: companies.weekStart })
    .from(companies)
    .where(eq(companies.id, companyId))
  const weekStart = WEEK_START_DAYS.find((day) => day === company?.weekStart) ?? DEFAULT_WEEK_START
  return { timeZone: company?.timezone ?? 'UTC', weekStart: weekStart as WeekStart }
}
