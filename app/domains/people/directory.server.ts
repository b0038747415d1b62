import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { rememberPerCompany } from '~/platform/company-memo.server'
import { db } from '~/platform/db.server'
import { literalLimit } from '~/platform/sql-literals.server'
import { ownedBy } from '~/platform/tenancy.server'
import type { Actor } from '~/platform/actor'
import { memberships, ROLE_FLAG_COLUMNS, users } from '../accounts/accounts.tables'
import { divisions, membershipPositions, positions } from '../org/org.tables'
import type { CustomFieldType } from './custom-field-types'
import {
  DIRECTORY_EXPORT_LIMIT,
  DIRECTORY_PAGE_SIZE,
  EMPTY_DIRECTORY_QUERY,
  type DirectoryQuery,
  type DirectorySort,
} from './directory.schema'
import { csvDocument } from '~/platform/csv'
import { staffPhotoUrl } from './photos'
import { canAdministerProfiles } from './staff.policy'

/** One row of the directory: what the table, the CSV export and the org chart API show. */
export interface DirectoryRow {
  id: number
  firstName: string
  lastName: string
  email: string
  photo: string | null
  gender: string | null
  position: string | null
  division: { name: string; color: string } | null
  manager: { id: number; name: string } | null
}

export interface CustomFieldFilterOption {
  id: number
  name: string
  fieldType: CustomFieldType
  choices: { id: number; label: string }[]
}

export interface DirectoryOptions {
  divisions: { id: number; name: string; color: string }[]
  positions: { id: number; name: string }[]
  customFields: CustomFieldFilterOption[]
}

export interface DirectoryPage {
  rows: DirectoryRow[]
  total: number
  page: number
  pageCount: number
  options: DirectoryOptions
  abilities: { administer: boolean }
}

/** More than any company defines; keeps the filter form (and its query) bounded. */
const MAX_OPTIONS = 1000

const manager = alias(memberships, 'manager')
const managerUser = alias(users, 'manager_user')
const primaryPosition = alias(membershipPositions, 'primary_position')
const primaryPositionName = alias(positions, 'primary_position_name')

/** A LIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
}

/**
 * The divisions, positions and custom fields (with their options) the filter form offers. Every
 * directory page shows them and they change rarely: kept per company until its data changes.
 */
export function loadDirectoryOptions(actor: Actor): Promise<DirectoryOptions> {
  return directoryOptionsOf(actor.companyId)
}

/** The filter options in one query: the embedded database pays for every round trip. */
const directoryOptionsOf = rememberPerCompany(async (companyId): Promise<DirectoryOptions> => {
  const result = await db.execute<{ options: DirectoryOptions }>(sql`
    select json_build_object(
      'divisions', coalesce((
        select json_agg(d order by d."order", d.name, d.id) from (
          select id, name, color, "order" from divisions
          where company_id = ${companyId} order by "order", name, id limit ${MAX_OPTIONS}
        ) d), '[]'::json),
      'positions', coalesce((
        select json_agg(p order by p.name, p.id) from (
          select id, name from positions
          where company_id = ${companyId} order by name, id limit ${MAX_OPTIONS}
        ) p), '[]'::json),
      'customFields', coalesce((
        select json_agg(f order by f."order", f.id) from (
          select f.id, f.name, f.field_type as "fieldType", f."order",
            coalesce((
              select json_agg(json_build_object('id', c.id, 'label', c.label)
                order by c."order", c.id)
              from custom_field_choices c
              where c.definition_id = f.id and c.company_id = ${companyId}
            ), '[]'::json) as choices
          from custom_field_definitions f
          where f.company_id = ${companyId} order by f."order", f.id limit ${MAX_OPTIONS}
        ) f), '[]'::json)
    ) as options`)
  const options = result.rows[0]!.options
  // Only the fields the form uses (the sort keys came along in the JSON).
  return {
    divisions: options.divisions.map(({ id, name, color }) => ({ id, name, color })),
    positions: options.positions.map(({ id, name }) => ({ id, name })),
    customFields: options.customFields.map(({ id, name, fieldType, choices }) => ({
      id,
      name,
      fieldType,
      choices,
    })),
  }
})

/**
 * The condition one custom field filter puts on a person, or null when the value cannot mean
 * anything for the field's type (then the filter is ignored, as an unparsable URL value is).
 */
function customFieldCondition(field: CustomFieldFilterOption, raw: string): SQL | null {
  const value = sql.raw('value')
  const has = (condition: SQL) =>
    sql`exists (select 1 from staff_custom_field_values v where v.membership_id = ${memberships.id} and v.definition_id = ${field.id} and ${condition})`
  switch (field.fieldType) {
    case 'text':
    case 'long_text':
      return has(sql`lower(v.${value} #>> '{}') like ${containsPattern(raw)}`)
    case 'number': {
      const number = Number(raw)
      if (!Number.isFinite(number)) return null
      return has(sql`v.${value} = ${JSON.stringify(number)}::jsonb`)
    }
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null
      return has(sql`v.${value} = ${JSON.stringify(raw)}::jsonb`)
    case 'single_choice': {
      const choice = field.choices.find((option) => String(option.id) === raw)
      if (!choice) return null
      // A choice id may be stored as a JSON number or a string: compare its text.
      return has(sql`v.${value} #>> '{}' = ${String(choice.id)}`)
    }
    case 'multiple_choice': {
      const choice = field.choices.find((option) => String(option.id) === raw)
      if (!choice) return null
      return has(
        sql`(v.${value} @> ${JSON.stringify([choice.id])}::jsonb or v.${value} @> ${JSON.stringify([String(choice.id)])}::jsonb)`,
      )
    }
    case 'checkbox': {
      if (raw !== 'yes' && raw !== 'no') return null
      const checked = has(sql`v.${value} = 'true'::jsonb`)
      // Someone who never ticked the box is a "no" too.
      return raw === 'yes' ? checked : sql`not ${checked}`
    }
  }
}

/**
 * The text search: the name and email (lower('first last email'), which the users trigram index
 * of drizzle/0006 covers) or a position's name. The positions that match are looked up first:
 * usually none do, and then the condition is the indexed one alone, so a name search reads its
 * matches rather than every member of the company (an OR with the position test cannot use the
 * index). The result is the same either way.
 */
async function textCondition(actor: Actor, text: string): Promise<SQL> {
  const pattern = containsPattern(text)
  const nameMatches = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${pattern}`
  const matching = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(ownedBy(positions, actor), sql`lower(${positions.name}) like ${pattern}`))
  if (matching.length === 0) return nameMatches
  const positionIds = matching.map((position) => position.id)
  return sql`(${nameMatches} or exists (select 1 from ${membershipPositions} where ${membershipPositions.membershipId} = ${memberships.id} and ${inArray(membershipPositions.positionId, positionIds)}))`
}

/** Every filter of a query as conditions on the active members of the actor's company. */
async function directoryWhere(
  actor: Actor,
  query: DirectoryQuery,
  fields: CustomFieldFilterOption[],
): Promise<SQL | undefined> {
  // `is_active` as it stands, not `= $n`: a prepared statement's generic plan can then use the
  // partial index of active members' names (memberships_directory_name_idx).
  const conditions: SQL[] = [ownedBy(memberships, actor), sql`${memberships.isActive}`]
  if (query.q) conditions.push(await textCondition(actor, query.q))
  if (query.division !== null) conditions.push(eq(memberships.divisionId, query.division))
  if (query.position !== null) {
    conditions.push(
      sql`exists (select 1 from membership_positions fp where fp.membership_id = ${memberships.id} and fp.position_id = ${query.position})`,
    )
  }
  // The flag as it stands too: it implies the condition of memberships_role_holders_idx.
  if (query.role !== null) conditions.push(sql`${memberships[ROLE_FLAG_COLUMNS[query.role]]}`)
  for (const [definitionId, raw] of Object.entries(query.custom)) {
    // Another company's field id is simply not among this company's fields.
    const field = fields.find((option) => option.id === Number(definitionId))
    const condition = field ? customFieldCondition(field, raw) : null
    if (condition) conditions.push(condition)
  }
  return and(...conditions)
}

/**
 * The sort keys, empty values last, then the name; the membership id is a stable tie-break for
 * paging.
 */
function orderBy(sort: DirectorySort, dir: 'asc' | 'desc'): SQL[] {
  const by = dir === 'asc' ? asc : desc
  const last = (expression: SQL) => sql`${expression} ${sql.raw(dir)} nulls last`
  // memberships.sort_name is lower('first last'), indexed per company (drizzle/0007).
  const name = [by(memberships.sortName), by(memberships.id)]
  switch (sort) {
    case 'name':
      return name
    case 'position':
      return [last(sql`lower(${primaryPositionName.name})`), ...name]
    case 'division':
      return [last(sql`lower(${divisions.name})`), ...name]
    case 'manager':
      return [
        last(sql`lower(${managerUser.firstName})`),
        last(sql`lower(${managerUser.lastName})`),
        ...name,
      ]
  }
}

type DirectorySelect = ReturnType<typeof idsSelect>

/** Each person's division. */
const joinDivision = (select: DirectorySelect) =>
  select.leftJoin(
    divisions,
    and(eq(divisions.id, memberships.divisionId), eq(divisions.companyId, memberships.companyId)),
  )

/** Each person's primary position and its name. */
const joinPrimaryPosition = (select: DirectorySelect) =>
  select
    .leftJoin(
      primaryPosition,
      and(eq(primaryPosition.membershipId, memberships.id), eq(primaryPosition.rank, 0)),
    )
    .leftJoin(primaryPositionName, eq(primaryPositionName.id, primaryPosition.positionId))

/** Each person's manager (active, of the same company) and the manager's name. */
const joinManager = (select: DirectorySelect) =>
  select
    .leftJoin(
      manager,
      and(
        eq(manager.id, memberships.managerId),
        eq(manager.companyId, memberships.companyId),
        eq(manager.isActive, true),
      ),
    )
    .leftJoin(managerUser, eq(managerUser.id, manager.userId))

/** Joins the primary position, division and (active, same-company) manager of each person. */
function withOrg<T extends { leftJoin: (...args: never[]) => unknown }>(select: T) {
  const dynamic = select as unknown as DirectorySelect
  return joinManager(joinPrimaryPosition(joinDivision(dynamic)))
}

/** The membership ids of the company's people, joined to nothing yet. */
function idsSelect() {
  return db.select({ id: memberships.id }).from(memberships).$dynamic()
}

/** The joins the sort key reads (the name is the membership's own). */
const SORT_JOINS: Record<DirectorySort, (select: DirectorySelect) => DirectorySelect> = {
  name: (select) => select,
  position: joinPrimaryPosition,
  division: joinDivision,
  manager: joinManager,
}

/**
 * The ids of one window, in order. Only the joins the filters and the sort read are made: a page
 * sorted by name reads 25 index entries rather than the whole company, and one sorted by
 * division joins the company's people to their division alone. (Every membership has its user,
 * so the users table is joined for the search only.)
 */
async function windowIds(
  query: DirectoryQuery,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<number[]> {
  const base = idsSelect()
  const searched = query.q ? base.innerJoin(users, eq(users.id, memberships.userId)) : base
  const found = await SORT_JOINS[query.sort](searched)
    .where(where)
    .orderBy(...orderBy(query.sort, query.dir))
    .limit(literalLimit(window.limit))
    .offset(window.offset)
  return found.map((row) => row.id)
}

/** How many people the filters match (the search alone needs the users table). */
async function countMatches(query: DirectoryQuery, where: SQL | undefined): Promise<number> {
  const counted = db.select({ n: count() }).from(memberships)
  const [row] = await (
    query.q ? counted.innerJoin(users, eq(users.id, memberships.userId)) : counted
  ).where(where)
  return row?.n ?? 0
}

/** The directory rows of these people, in the order given. */
async function rowsOf(ids: number[]): Promise<DirectoryRow[]> {
  if (ids.length === 0) return []
  const found = await withOrg(
    db
      .select({
        id: memberships.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        photo: memberships.photo,
        gender: memberships.gender,
        position: primaryPositionName.name,
        divisionName: divisions.name,
        divisionColor: divisions.color,
        managerId: manager.id,
        managerFirstName: managerUser.firstName,
        managerLastName: managerUser.lastName,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId)),
  ).where(inArray(memberships.id, ids))
  const byId = new Map((found as unknown as RawRow[]).map((row) => [row.id, row] as const))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    return [
      {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        photo: row.photo,
        gender: row.gender,
        position: row.position,
        division:
          row.divisionName === null ? null : { name: row.divisionName, color: row.divisionColor! },
        manager:
          row.managerId === null
            ? null
            : {
                id: row.managerId,
                name: `${row.managerFirstName ?? ''} ${row.managerLastName ?? ''}`.trim(),
              },
      },
    ]
  })
}

/** A row as the query reads it: a DirectoryRow with its division and manager still flat. */
type RawRow = Omit<DirectoryRow, 'division' | 'manager'> & {
  divisionName: string | null
  divisionColor: string | null
  managerId: number | null
  managerFirstName: string | null
  managerLastName: string | null
}

async function selectRows(
  actor: Actor,
  query: DirectoryQuery,
  fields: CustomFieldFilterOption[],
  window: { limit: number; offset: number },
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const where = await directoryWhere(actor, query, fields)
  const ids = await windowIds(query, where, window)
  const [rows, total] = await Promise.all([rowsOf(ids), countMatches(query, where)])
  return { rows, total }
}

/**
 * One page of the directory: every active member of the actor's company matching the filters.
 * A page past the end shows the last page, so a shared link to page 9 of a shrunk list still
 * shows people.
 */
export async function loadDirectory(actor: Actor, query: DirectoryQuery): Promise<DirectoryPage> {
  const options = await loadDirectoryOptions(actor)
  const where = await directoryWhere(actor, query, options.customFields)
  const total = await countMatches(query, where)
  const pageCount = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE))
  const page = Math.min(query.page, pageCount)
  const ids = await windowIds(query, where, {
    limit: DIRECTORY_PAGE_SIZE,
    offset: (page - 1) * DIRECTORY_PAGE_SIZE,
  })
  return {
    rows: await rowsOf(ids),
    total,
    page,
    pageCount,
    options,
    abilities: { administer: canAdministerProfiles(actor) },
  }
}

export const DIRECTORY_CSV_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Position',
  'Division',
  'Manager',
]

/** The current view of the directory, every page, as CSV (at most DIRECTORY_EXPORT_LIMIT rows). */
export async function exportDirectoryCsv(actor: Actor, query: DirectoryQuery): Promise<string> {
  const options = await loadDirectoryOptions(actor)
  const { rows } = await selectRows(actor, query, options.customFields, {
    limit: DIRECTORY_EXPORT_LIMIT,
    offset: 0,
  })
  const lines = [
    DIRECTORY_CSV_HEADER,
    ...rows.map((row) => [
      row.firstName,
      row.lastName,
      row.email,
      row.position ?? '',
      row.division?.name ?? '',
      row.manager?.name ?? '',
    ]),
  ]
  return csvDocument(lines)
}

/** A window of the company's active staff for programs (the org chart source and pickers). */
export interface StaffListing {
  count: number
  rows: (DirectoryRow & { photoUrl: string; juniors: number[] })[]
}

export async function listCompanyStaff(
  actor: Actor,
  options: { page: number; pageSize: number; search?: string },
): Promise<StaffListing> {
  const query = { ...EMPTY_DIRECTORY_QUERY, q: options.search ?? '' }
  const { rows, total } = await selectRows(actor, query, [], {
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
  })
  const ids = rows.map((row) => row.id)
  const reports = ids.length
    ? await db
        .select({ id: memberships.id, managerId: memberships.managerId })
        .from(memberships)
        .where(
          and(
            ownedBy(memberships, actor),
            eq(memberships.isActive, true),
            inArray(memberships.managerId, ids),
          ),
        )
        .orderBy(asc(memberships.id))
    : []
  return {
    count: total,
    rows: rows.map((row) => ({
      ...row,
      photoUrl: staffPhotoUrl(row),
      juniors: reports.filter((report) => report.managerId === row.id).map((report) => report.id),
    })),
  }
}
