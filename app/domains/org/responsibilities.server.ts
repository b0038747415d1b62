import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { audit, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../accounts/accounts.tables'
import { employeeResponsibilities, responsibilities, type Responsibility } from './org.tables'
import { can } from './responsibilities.policy'
import {
  RESPONSIBILITY_MESSAGES,
  STAFF_CANDIDATES_LIMIT,
  type ResponsibilityInput,
  type ResponsibilityUpdateInput,
} from './responsibilities.schema'

/** A person as the responsibility lists name them. */
export interface PersonRef {
  id: number
  first_name: string
  last_name: string
}

export interface ResponsibilityDto {
  id: number
  title: string
  description: string
  /** Everyone who holds it (detail), or the first ASSIGNED_PREVIEW of them (lists). */
  assigned_to: PersonRef[]
  assigned_count: number
  created_by: PersonRef | null
  company: number
  version: number
  created_at: string
}

/** How many holders a list row names; the count says how many there are in all. */
export const ASSIGNED_PREVIEW = 10

/** Whose rows a query reads: the actor's company. */
export type Owner = Pick<Actor, 'companyId'>

export const ENTITY = 'responsibility'
export const ASSIGNMENT_ENTITY = 'employee_responsibility'

const personColumns = {
  id: memberships.id,
  first_name: users.firstName,
  last_name: users.lastName,
}

export function notFound(
  actor: Actor,
  meta: RequestMeta,
  action: string,
  type: string,
  id: number,
) {
  return deny(actor, meta, action, AppError.notFound(RESPONSIBILITY_MESSAGES.notFound), {
    type,
    id,
  })
}

export function findResponsibility(q: Queryable, owner: Owner, id: number) {
  return q
    .select()
    .from(responsibilities)
    .where(ownedRow(responsibilities, owner, id))
    .limit(1)
    .then((rows) => rows[0])
}

/** Holders of the given responsibilities: the first `limit` of each by name, and the counts. */
async function holdersOf(
  q: Queryable,
  ids: number[],
  limit: number | null,
): Promise<Map<number, { people: PersonRef[]; count: number }>> {
  const holders = new Map<number, { people: PersonRef[]; count: number }>()
  if (ids.length === 0) return holders
  const ranked = q
    .select({
      ...personColumns,
      responsibilityId: employeeResponsibilities.responsibilityId,
      rank: sql<number>`row_number() over (partition by ${employeeResponsibilities.responsibilityId} order by ${memberships.sortName}, ${memberships.id})`.as(
        'rank',
      ),
      total:
        sql<number>`count(*) over (partition by ${employeeResponsibilities.responsibilityId})`.as(
          'total',
        ),
    })
    .from(employeeResponsibilities)
    .innerJoin(memberships, eq(memberships.id, employeeResponsibilities.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inArray(employeeResponsibilities.responsibilityId, ids))
    .as('ranked')
  const rows = await q
    .select({
      id: ranked.id,
      first_name: ranked.first_name,
      last_name: ranked.last_name,
      responsibilityId: ranked.responsibilityId,
      total: ranked.total,
    })
    .from(ranked)
    .where(limit === null ? undefined : sql`${ranked.rank} <= ${limit}`)
    .orderBy(asc(ranked.rank))
  for (const { responsibilityId, total, ...person } of rows) {
    const entry = holders.get(responsibilityId) ?? { people: [], count: Number(total) }
    entry.people.push(person)
    holders.set(responsibilityId, entry)
  }
  return holders
}

async function creatorsOf(q: Queryable, ids: number[]): Promise<Map<number, PersonRef>> {
  if (ids.length === 0) return new Map()
  const rows = await q
    .select(personColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inArray(memberships.id, ids))
  return new Map(rows.map((row) => [row.id, row]))
}

async function toDtos(
  q: Queryable,
  rows: Responsibility[],
  limit: number | null,
): Promise<ResponsibilityDto[]> {
  const [holders, creators] = await Promise.all([
    holdersOf(
      q,
      rows.map((row) => row.id),
      limit,
    ),
    creatorsOf(q, [
      ...new Set(rows.flatMap((row) => (row.createdById === null ? [] : [row.createdById]))),
    ]),
  ])
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    assigned_to: holders.get(row.id)?.people ?? [],
    assigned_count: holders.get(row.id)?.count ?? 0,
    created_by: row.createdById === null ? null : (creators.get(row.createdById) ?? null),
    company: row.companyId,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  }))
}

/** Case-insensitive "contains" for LIKE: the user's % and _ are literal characters. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The company's responsibilities, newest title first by title, searched and paged. */
export async function listResponsibilities(
  actor: Actor,
  query: { search?: string; page: number; pageSize: number },
): Promise<{ count: number; results: ResponsibilityDto[] }> {
  const where = and(
    ownedBy(responsibilities, actor),
    query.search
      ? or(
          ilike(responsibilities.title, containing(query.search)),
          ilike(responsibilities.description, containing(query.search)),
        )
      : undefined,
  )
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(responsibilities).where(where),
    db
      .select()
      .from(responsibilities)
      .where(where)
      .orderBy(asc(responsibilities.title), asc(responsibilities.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ])
  return { count: total?.n ?? 0, results: await toDtos(db, rows, ASSIGNED_PREVIEW) }
}

/** The `simple` list for selects: id and title only. */
export async function listResponsibilityTitles(
  actor: Actor,
  query: { search?: string; page: number; pageSize: number },
): Promise<{ count: number; results: { id: number; title: string }[] }> {
  const where = and(
    ownedBy(responsibilities, actor),
    query.search ? ilike(responsibilities.title, containing(query.search)) : undefined,
  )
  const [[total], results] = await Promise.all([
    db.select({ n: count() }).from(responsibilities).where(where),
    db
      .select({ id: responsibilities.id, title: responsibilities.title })
      .from(responsibilities)
      .where(where)
      .orderBy(asc(responsibilities.title), asc(responsibilities.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ])
  return { count: total?.n ?? 0, results }
}

/** One responsibility with everyone who holds it; another company's id is a (recorded) 404. */
export async function getResponsibility(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<ResponsibilityDto> {
  const row = await findResponsibility(db, actor, id)
  if (!row) return notFound(actor, meta, 'responsibility.read', ENTITY, id)
  const [dto] = await toDtos(db, [row], null)
  return dto!
}

/**
 * The people of `ids` who may be given a responsibility: members of the actor's company, and
 * active unless they already hold it (`kept`). Anything else is a field error.
 */
export async function checkPeople(
  q: Queryable,
  actor: Actor,
  ids: number[],
  kept: Set<number>,
  field: string,
): Promise<void> {
  if (ids.length === 0) return
  const rows = await q
    .select({ id: memberships.id, isActive: memberships.isActive })
    .from(memberships)
    .where(and(ownedBy(memberships, actor), inArray(memberships.id, ids)))
  const allowed = new Set(rows.filter((r) => r.isActive || kept.has(r.id)).map((r) => r.id))
  if (ids.some((id) => !allowed.has(id))) {
    throw AppError.invalidField(field, RESPONSIBILITY_MESSAGES.badPeople)
  }
}

async function assign(tx: Transaction, actor: Actor, responsibilityId: number, people: number[]) {
  if (people.length === 0) return
  await tx
    .insert(employeeResponsibilities)
    .values(
      people.map((membershipId) => ({
        companyId: actor.companyId,
        responsibilityId,
        membershipId,
      })),
    )
    .onConflictDoNothing()
}

export async function createResponsibility(
  actor: Actor,
  input: ResponsibilityInput,
  meta: RequestMeta,
): Promise<ResponsibilityDto> {
  await authorize({ actor, meta }, can, 'responsibility.create')
  await checkPeople(db, actor, input.assigned_to, new Set(), 'assigned_to')
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(responsibilities)
      .values({
        companyId: actor.companyId,
        title: input.title,
        description: input.description,
        createdById: actor.membershipId,
      })
      .returning()
    await assign(tx, actor, created!.id, input.assigned_to)
    await audit(tx, meta, {
      action: 'responsibility.create',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: ENTITY,
      entityId: created!.id,
      details: { title: created!.title, assigned: input.assigned_to.length },
    })
    return created!
  })
  const [dto] = await toDtos(db, [row], null)
  return dto!
}

/** Applies a change made from `input.version` (stale: 409); assigned_to replaces the holders. */
export async function updateResponsibility(
  actor: Actor,
  id: number,
  input: ResponsibilityUpdateInput,
  meta: RequestMeta,
): Promise<ResponsibilityDto> {
  const action = 'responsibility.update'
  await authorize({ actor, meta }, can, action, { type: ENTITY, id })
  const current = await findResponsibility(db, actor, id)
  if (!current) return notFound(actor, meta, action, ENTITY, id)
  if (input.assigned_to) {
    const holders = await db
      .select({ id: employeeResponsibilities.membershipId })
      .from(employeeResponsibilities)
      .where(eq(employeeResponsibilities.responsibilityId, id))
    await checkPeople(
      db,
      actor,
      input.assigned_to,
      new Set(holders.map((holder) => holder.id)),
      'assigned_to',
    )
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(responsibilities)
      .set({
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.description === undefined ? {} : { description: input.description }),
        version: sql`${responsibilities.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(responsibilities.id, id),
          ownedBy(responsibilities, actor),
          eq(responsibilities.version, input.version),
        ),
      )
      .returning()
    if (!updated) throw new AppError('CONFLICT', RESPONSIBILITY_MESSAGES.stale)
    if (input.assigned_to) {
      const keep = input.assigned_to
      await tx
        .delete(employeeResponsibilities)
        .where(
          and(
            eq(employeeResponsibilities.responsibilityId, id),
            keep.length ? notInArray(employeeResponsibilities.membershipId, keep) : undefined,
          ),
        )
      await assign(tx, actor, id, keep)
    }
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: ENTITY,
      entityId: id,
      details: {
        from_version: input.version,
        ...(input.assigned_to ? { assigned: input.assigned_to.length } : {}),
      },
    })
    return updated
  })
  const [dto] = await toDtos(db, [row], null)
  return dto!
}

export async function deleteResponsibility(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  const action = 'responsibility.delete'
  await authorize({ actor, meta }, can, action, { type: ENTITY, id })
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(responsibilities)
      .where(ownedRow(responsibilities, actor, id))
      .returning()
    if (!row) return false
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: ENTITY,
      entityId: id,
      details: { title: row.title },
    })
    return true
  })
  if (!deleted) await notFound(actor, meta, action, ENTITY, id)
}

// ---- For the pages -------------------------------------------------------------------------

/**
 * The active staff a responsibility form offers: those matching `search` (by name), by name,
 * at most STAFF_CANDIDATES_LIMIT, so a 10,000-person company still gets a short list.
 */
export async function staffCandidates(actor: Actor, search: string): Promise<PersonRef[]> {
  const conditions: SQL[] = [ownedBy(memberships, actor), eq(memberships.isActive, true)]
  if (search) conditions.push(ilike(memberships.sortName, containing(search.toLowerCase())))
  return db
    .select(personColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(...conditions))
    .orderBy(asc(memberships.sortName), asc(memberships.id))
    .limit(STAFF_CANDIDATES_LIMIT)
}

/** Names of chosen people of the actor's company (to keep them ticked after a search). */
export async function peopleByIds(actor: Actor, ids: number[]): Promise<PersonRef[]> {
  if (ids.length === 0) return []
  return db
    .select(personColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(ownedBy(memberships, actor), inArray(memberships.id, ids)))
    .orderBy(asc(memberships.sortName), asc(memberships.id))
}

/** How many responsibilities a profile lists; more are counted, not shown. */
export const PROFILE_RESPONSIBILITIES_LIMIT = 100

/** A person's responsibilities for their profile page (every member may read them). */
export async function loadPersonResponsibilities(actor: Actor, membershipId: number) {
  const where = and(
    eq(employeeResponsibilities.membershipId, membershipId),
    ownedBy(employeeResponsibilities, actor),
  )
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(employeeResponsibilities).where(where),
    db
      .select({
        id: responsibilities.id,
        title: responsibilities.title,
        description: responsibilities.description,
      })
      .from(employeeResponsibilities)
      .innerJoin(
        responsibilities,
        eq(responsibilities.id, employeeResponsibilities.responsibilityId),
      )
      .where(where)
      .orderBy(asc(responsibilities.title), desc(responsibilities.id))
      .limit(PROFILE_RESPONSIBILITIES_LIMIT),
  ])
  return { total: total?.n ?? 0, items: rows, canManage: can(actor, 'responsibility.assign') }
}
export type PersonResponsibilities = Awaited<ReturnType<typeof loadPersonResponsibilities>>
