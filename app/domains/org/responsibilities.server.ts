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
import { deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import {
  deleteOwned,
  givenFields,
  insertOwned,
  updateVersioned,
} from '~/platform/owned-rows.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../accounts/accounts.tables'
import { articleResponsibilities, articles } from '../knowledge/knowledge.tables'
import { linkedIds, refuseForeignIds, replaceLinks, type Link } from './linked-records.server'
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
  /** Articles assigned to everyone who holds it (article_responsibilities). */
  responsibility_articles: number[]
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

/** The articles of a responsibility, read from its side. */
const ARTICLES: Link = {
  table: articleResponsibilities,
  from: articleResponsibilities.responsibilityId,
  to: articleResponsibilities.articleId,
  versionedTarget: articles,
}

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

/** The responsibility of the actor's company, or a recorded 404 under `action`. */
function ownResponsibility(actor: Actor, meta: RequestMeta, action: string, id: number) {
  return findOwned({ actor, meta }, responsibilities, id, {
    action,
    entityType: ENTITY,
    message: RESPONSIBILITY_MESSAGES.notFound,
  })
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
  const ids = rows.map((row) => row.id)
  const [holders, creators, linkedArticles] = await Promise.all([
    holdersOf(q, ids, limit),
    creatorsOf(q, [
      ...new Set(rows.flatMap((row) => (row.createdById === null ? [] : [row.createdById]))),
    ]),
    linkedIds(q, ARTICLES, ids),
  ])
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    assigned_to: holders.get(row.id)?.people ?? [],
    assigned_count: holders.get(row.id)?.count ?? 0,
    created_by: row.createdById === null ? null : (creators.get(row.createdById) ?? null),
    responsibility_articles: linkedArticles.get(row.id) ?? [],
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
  const row = await ownResponsibility(actor, meta, 'responsibility.read', id)
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

/**
 * A new responsibility created by the actor, audited with how many people it is given to (and
 * the articles assigned through it, when the form chose any).
 */
export function insertResponsibility(
  tx: Transaction,
  asker: { actor: Actor; meta: RequestMeta },
  input: { title: string; description: string },
  assigned: number,
  linkedArticles: number[] = [],
): Promise<Responsibility> {
  return insertOwned(
    tx,
    asker,
    responsibilities,
    { ...input, createdById: asker.actor.membershipId },
    {
      action: 'responsibility.create',
      entityType: ENTITY,
      details: (row) => ({
        title: row.title,
        assigned,
        ...(linkedArticles.length ? { articles: linkedArticles } : {}),
      }),
    },
  )
}

/** Article ids in a body must be the company's: another company's is a recorded 404. */
function refuseForeignArticles(actor: Actor, meta: RequestMeta, action: string, ids?: number[]) {
  return refuseForeignIds(
    { actor, meta },
    { action, message: RESPONSIBILITY_MESSAGES.articleNotFound },
    'article',
    articles,
    ids ?? [],
  )
}

export async function createResponsibility(
  actor: Actor,
  input: ResponsibilityInput,
  meta: RequestMeta,
): Promise<ResponsibilityDto> {
  await authorize({ actor, meta }, can, 'responsibility.create')
  await checkPeople(db, actor, input.assigned_to, new Set(), 'assigned_to')
  await refuseForeignArticles(actor, meta, 'responsibility.create', input.responsibility_articles)
  const row = await db.transaction(async (tx) => {
    const created = await insertResponsibility(
      tx,
      { actor, meta },
      { title: input.title, description: input.description },
      input.assigned_to.length,
      input.responsibility_articles,
    )
    await assign(tx, actor, created.id, input.assigned_to)
    await replaceLinks(tx, ARTICLES, created.id, input.responsibility_articles)
    return created
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
  await ownResponsibility(actor, meta, action, id)
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
  await refuseForeignArticles(actor, meta, action, input.responsibility_articles)
  const row = await db.transaction(async (tx) => {
    const updated = await updateVersioned(tx, { actor, meta }, responsibilities, {
      id,
      version: input.version,
      set: givenFields({ title: input.title, description: input.description }),
      stale: RESPONSIBILITY_MESSAGES.stale,
      action,
      entityType: ENTITY,
      details: () => ({
        from_version: input.version,
        ...(input.assigned_to ? { assigned: input.assigned_to.length } : {}),
        ...(input.responsibility_articles ? { articles: input.responsibility_articles } : {}),
      }),
    })
    if (input.responsibility_articles) {
      await replaceLinks(tx, ARTICLES, id, input.responsibility_articles)
    }
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
  await deleteOwned({ actor, meta }, responsibilities, id, {
    action,
    entityType: ENTITY,
    notFound: RESPONSIBILITY_MESSAGES.notFound,
    details: (row) => ({ title: row.title }),
  })
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
