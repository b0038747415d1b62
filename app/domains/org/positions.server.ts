import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { auditChange, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { givenFields, insertOwned, updateVersioned } from '~/platform/owned-rows.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { containsPattern } from '../people/directory.server'
import { articlePositions, articles } from '../knowledge/knowledge.tables'
import { coursePositions, courses } from '../courses/courses.tables'
import { divisions, positionResponsibilities, positions, responsibilities } from './org.tables'
import {
  articleChoices,
  courseChoices,
  linkChoices,
  linkedIds,
  refuseForeignIds,
  replaceLinks,
  type Link,
  type LinkChoice,
} from './linked-records.server'
import { can, type PositionAction } from './positions.policy'
import {
  MAX_POSITIONS,
  POSITION_MESSAGES,
  POSITIONS_PAGE_SIZE,
  type PositionInput,
  type PositionListQuery,
  type PositionPatch,
} from './positions.schema'
import { closesLoop } from './positions-tree'

/** What the API and the pages hand out (seed 001 §3 Position, plus the version edits carry). */
export interface PositionDto {
  id: number
  name: string
  division: number | null
  division_name: string | null
  division_color: string | null
  manager: number | null
  manager_name: string | null
  order: number
  division_order: number
  above_text: string
  description: string
  responsibilities: number[]
  /** Assigned to everyone holding the position (article_positions, course_positions). */
  articles: number[]
  courses: number[]
  users_count: number
  company: number
  version: number
}

/** One row of the list page and of GET account/api/positions/. */
export type PositionRow = Omit<
  PositionDto,
  'responsibilities' | 'articles' | 'courses' | 'above_text' | 'description'
>

/** Whose rows a query reads: the actor's company. */
export type Owner = Pick<Actor, 'companyId'>

const AUDIT_ACTION = {
  'position.create': 'position.create',
  'position.update': 'position.update',
  'position.delete': 'position.delete',
} as const
type WriteAction = keyof typeof AUDIT_ACTION

/** A write (a bulk one is asked as its single-position action, audited under its own name). */
export function authorizeWrite(
  actor: Actor,
  meta: RequestMeta,
  action: WriteAction | 'position.bulk_update' | 'position.bulk_delete',
  id?: number,
): Promise<void> {
  const policyAction: PositionAction =
    action === 'position.bulk_update'
      ? 'position.update'
      : action === 'position.bulk_delete'
        ? 'position.delete'
        : action
  return authorize(
    { actor, meta },
    (who) => can(who, policyAction),
    action,
    id === undefined ? undefined : { type: 'position', id },
  )
}

// ---- Reading --------------------------------------------------------------------------------

/**
 * The active people holding a position: a correlated count per row (one index lookup each on
 * membership_positions_position_idx), so a page of 25 never aggregates the whole table.
 */
const holderCount = sql<number>`(
  select count(*)::int from membership_positions mp
  join memberships m on m.id = mp.membership_id and m.is_active
  where mp.position_id = ${positions.id})`

const managerPosition = alias(positions, 'manager_position')

/** The company's positions as lists show them, narrowed by `condition` (one `where`, so the company filter stays). */
export function rowsQuery(q: Queryable, owner: Owner, condition?: SQL) {
  return q
    .select({
      id: positions.id,
      name: positions.name,
      division: positions.divisionId,
      division_name: divisions.name,
      division_color: divisions.color,
      manager: positions.managerPositionId,
      manager_name: managerPosition.name,
      order: positions.order,
      division_order: positions.divisionOrder,
      users_count: holderCount,
      company: positions.companyId,
      version: positions.version,
      above_text: positions.aboveText,
      description: positions.description,
    })
    .from(positions)
    .leftJoin(divisions, eq(divisions.id, positions.divisionId))
    .leftJoin(managerPosition, eq(managerPosition.id, positions.managerPositionId))
    .where(and(ownedBy(positions, owner), condition))
    .$dynamic()
}

/** The list page and GET positions/: a page of the company's positions by name, with search. */
export async function listPositions(
  actor: Actor,
  query: PositionListQuery,
  pageSize = POSITIONS_PAGE_SIZE,
): Promise<{ count: number; page: number; pageCount: number; rows: PositionRow[] }> {
  const search = query.search ? ilike(positions.name, containsPattern(query.search)) : undefined
  const [total] = await db
    .select({ n: count() })
    .from(positions)
    .where(and(ownedBy(positions, actor), search))
  const found = total?.n ?? 0
  const pageCount = Math.max(1, Math.ceil(found / pageSize))
  const page = Math.min(query.page, pageCount)
  const rows = await rowsQuery(db, actor, search)
    .orderBy(asc(sql`lower(${positions.name})`), asc(positions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return {
    count: found,
    page,
    pageCount,
    rows: rows.map(({ above_text: _a, description: _d, ...row }) => row),
  }
}

/** What a position links to, read from the position's side (see Link for versionedTarget). */
const LINKS = {
  responsibilities: {
    table: positionResponsibilities,
    from: positionResponsibilities.positionId,
    to: positionResponsibilities.responsibilityId,
  },
  articles: {
    table: articlePositions,
    from: articlePositions.positionId,
    to: articlePositions.articleId,
    versionedTarget: articles,
  },
  courses: {
    table: coursePositions,
    from: coursePositions.positionId,
    to: coursePositions.courseId,
    versionedTarget: courses,
  },
} satisfies Record<string, Link>

type Linked = Pick<PositionInput, keyof typeof LINKS>

async function findPosition(
  q: Queryable,
  owner: Owner,
  id: number,
): Promise<PositionDto | undefined> {
  const [row] = await rowsQuery(q, owner, eq(positions.id, id)).limit(1)
  if (!row) return undefined
  // One after another: inside a transaction the queries share one connection.
  const responsibilityIds = await linkedIds(q, LINKS.responsibilities, [id])
  const articleIds = await linkedIds(q, LINKS.articles, [id])
  const courseIds = await linkedIds(q, LINKS.courses, [id])
  return {
    ...row,
    responsibilities: responsibilityIds.get(id)!,
    articles: articleIds.get(id)!,
    courses: courseIds.get(id)!,
  }
}

/** One position of the actor's company; another company's (or a missing) id is a 404. */
export async function getPosition(
  actor: Actor,
  id: number,
  meta: RequestMeta,
  action = 'position.read',
): Promise<PositionDto> {
  const found = await findPosition(db, actor, id)
  if (!found) {
    return deny(actor, meta, action, AppError.notFound(POSITION_MESSAGES.notFound), {
      type: 'position',
      id,
    })
  }
  return found
}

export interface PositionChoices {
  divisions: { id: number; name: string; color: string }[]
  positions: { id: number; name: string; manager: number | null }[]
  responsibilities: LinkChoice[]
  /** Published articles and the company's courses, to assign to whoever holds the position. */
  articles: LinkChoice[]
  courses: LinkChoice[]
  positionCount: number
}

const NOTHING_CHOSEN: Linked = { responsibilities: [], articles: [], courses: [] }

/**
 * What the position form offers: the company's divisions, positions (bounded by MAX_POSITIONS),
 * and up to 100 each of responsibilities, published articles and courses, plus the ones already
 * chosen (see linkChoices).
 */
export async function positionChoices(
  actor: Actor,
  chosen: Linked = NOTHING_CHOSEN,
): Promise<PositionChoices> {
  const [divisionRows, positionRows, responsibilityRows, articleRows, courseRows] =
    await Promise.all([
      db
        .select({ id: divisions.id, name: divisions.name, color: divisions.color })
        .from(divisions)
        .where(ownedBy(divisions, actor))
        .orderBy(asc(divisions.order), asc(divisions.name)),
      db
        .select({ id: positions.id, name: positions.name, manager: positions.managerPositionId })
        .from(positions)
        .where(ownedBy(positions, actor))
        .orderBy(asc(sql`lower(${positions.name})`), asc(positions.id))
        .limit(MAX_POSITIONS),
      linkChoices(actor, responsibilities, responsibilities.title, chosen.responsibilities),
      articleChoices(actor, chosen.articles),
      courseChoices(actor, chosen.courses),
    ])
  return {
    divisions: divisionRows,
    positions: positionRows,
    responsibilities: responsibilityRows,
    articles: articleRows,
    courses: courseRows,
    positionCount: positionRows.length,
  }
}

// ---- Writing --------------------------------------------------------------------------------

/**
 * Ids named in a body must be the actor's company's: a division, manager position,
 * responsibility, article or course of another company is not found (404), recorded as a refusal.
 */
export async function checkReferences(
  actor: Actor,
  meta: RequestMeta,
  action: string,
  notFound: string,
  input: { division?: number | null; manager?: number | null } & Partial<Linked>,
): Promise<void> {
  const refuse = (type: string, id: number) =>
    deny(actor, meta, action, AppError.notFound(notFound), { type, id })
  if (input.division != null) {
    const [found] = await db
      .select({ id: divisions.id })
      .from(divisions)
      .where(ownedRow(divisions, actor, input.division))
    if (!found) await refuse('division', input.division)
  }
  if (input.manager != null) {
    const [found] = await db
      .select({ id: positions.id })
      .from(positions)
      .where(ownedRow(positions, actor, input.manager))
    if (!found) await refuse('position', input.manager)
  }
  const asker = { actor, meta }
  const refusal = { action, message: notFound }
  const linked = (type: string, table: Parameters<typeof refuseForeignIds>[3], ids?: number[]) =>
    refuseForeignIds(asker, refusal, type, table, ids ?? [])
  await linked('responsibility', responsibilities, input.responsibilities)
  await linked('article', articles, input.articles)
  await linked('course', courses, input.courses)
}

/**
 * Locks every position of the company (in id order, so two writers never deadlock) and returns
 * who manages whom. Two concurrent edits that would together close a loop are serialised here:
 * the second one sees the first one's manager and is refused.
 */
export async function lockTree(tx: Transaction, owner: Owner): Promise<Map<number, number | null>> {
  const rows = await tx
    .select({ id: positions.id, manager: positions.managerPositionId })
    .from(positions)
    .where(ownedBy(positions, owner))
    .orderBy(asc(positions.id))
    .for('update')
  return new Map(rows.map((row) => [row.id, row.manager]))
}

/** The manager rule, against the locked tree: not itself, not one of its juniors, still there. */
export function checkManager(
  managerOf: ReadonlyMap<number, number | null>,
  positionId: number | undefined,
  managerId: number | null,
): void {
  if (managerId === null) return
  if (!managerOf.has(managerId)) throw AppError.invalidField('manager', POSITION_MESSAGES.manager)
  if (positionId === undefined) return
  if (managerId === positionId) throw AppError.invalidField('manager', POSITION_MESSAGES.ownManager)
  if (closesLoop(managerOf, positionId, managerId)) {
    throw AppError.invalidField('manager', POSITION_MESSAGES.loop)
  }
}

function checkOrder(order: number, positionCount: number): void {
  if (order > positionCount + 1) throw AppError.invalidField('order', POSITION_MESSAGES.order)
}

/** The position's responsibilities, articles and courses become exactly those of `input`. */
async function writeLinks(tx: Transaction, positionId: number, input: Linked) {
  await replaceLinks(tx, LINKS.responsibilities, positionId, input.responsibilities)
  await replaceLinks(tx, LINKS.articles, positionId, input.articles)
  await replaceLinks(tx, LINKS.courses, positionId, input.courses)
}

/** What the audit entry of a saved position names besides its name. */
const linkDetails = (input: Linked) => ({ articles: input.articles, courses: input.courses })

export async function createPosition(
  actor: Actor,
  input: PositionInput,
  meta: RequestMeta,
): Promise<PositionDto> {
  const action = AUDIT_ACTION['position.create']
  await authorizeWrite(actor, meta, 'position.create')
  await checkReferences(actor, meta, action, POSITION_MESSAGES.createFailed, input)
  const id = await db.transaction(async (tx) => {
    const managerOf = await lockTree(tx, actor)
    if (managerOf.size >= MAX_POSITIONS) throw new AppError('VALIDATION', POSITION_MESSAGES.tooMany)
    checkManager(managerOf, undefined, input.manager)
    checkOrder(input.order, managerOf.size)
    const position = await insertOwned(
      tx,
      { actor, meta },
      positions,
      {
        name: input.name,
        divisionId: input.division,
        managerPositionId: input.manager,
        order: input.order,
        divisionOrder: input.division_order ?? 1,
        aboveText: input.above_text,
        description: input.description,
      },
      {
        action,
        entityType: 'position',
        details: () => ({ name: input.name, ...linkDetails(input) }),
      },
    )
    await writeLinks(tx, position.id, input)
    return position.id
  })
  return (await findPosition(db, actor, id))!
}

/** The saved position with a patch applied: what PATCH positions/{id}/ writes. */
export function patched(current: PositionDto, patch: PositionPatch): PositionInput {
  return {
    name: patch.name ?? current.name,
    division: patch.division === undefined ? current.division : patch.division,
    manager: patch.manager === undefined ? current.manager : patch.manager,
    order: patch.order ?? current.order,
    division_order: patch.division_order ?? current.division_order,
    above_text: patch.above_text ?? current.above_text,
    description: patch.description ?? current.description,
    responsibilities: patch.responsibilities ?? current.responsibilities,
    articles: patch.articles ?? current.articles,
    courses: patch.courses ?? current.courses,
  }
}

/**
 * Saves a change made from `version`. A stale version is a 409 and nothing is written; a manager
 * that would make a loop is refused with a field message.
 */
export async function updatePosition(
  actor: Actor,
  id: number,
  input: PositionInput,
  version: number,
  meta: RequestMeta,
): Promise<PositionDto> {
  const action = AUDIT_ACTION['position.update']
  await authorizeWrite(actor, meta, 'position.update', id)
  await getPosition(actor, id, meta, action)
  await checkReferences(actor, meta, action, POSITION_MESSAGES.updateFailed, input)
  await db.transaction(async (tx) => {
    const managerOf = await lockTree(tx, actor)
    if (!managerOf.has(id)) throw AppError.notFound(POSITION_MESSAGES.notFound)
    checkManager(managerOf, id, input.manager)
    checkOrder(input.order, managerOf.size)
    await updateVersioned(tx, { actor, meta }, positions, {
      id,
      version,
      set: {
        name: input.name,
        divisionId: input.division,
        managerPositionId: input.manager,
        order: input.order,
        aboveText: input.above_text,
        description: input.description,
        ...givenFields({ divisionOrder: input.division_order }),
      },
      stale: POSITION_MESSAGES.stale,
      action,
      entityType: 'position',
      details: () => ({ from_version: version, name: input.name, ...linkDetails(input) }),
    })
    await writeLinks(tx, id, input)
  })
  return (await findPosition(db, actor, id))!
}

/**
 * Deletes one position inside a transaction that holds the tree lock: its juniors now report to
 * its manager (and get a new version, so an edit made before the move is refused, not undone).
 */
export async function deleteInTx(
  tx: Transaction,
  owner: Owner,
  managerOf: Map<number, number | null>,
  id: number,
): Promise<{ name: string; juniors: number }> {
  const manager = managerOf.get(id) ?? null
  const moved = await tx
    .update(positions)
    .set({
      managerPositionId: manager,
      version: sql`${positions.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(ownedBy(positions, owner), eq(positions.managerPositionId, id)))
    .returning({ id: positions.id })
  for (const junior of moved) managerOf.set(junior.id, manager)
  const [deleted] = await tx
    .delete(positions)
    .where(ownedRow(positions, owner, id))
    .returning({ name: positions.name })
  managerOf.delete(id)
  return { name: deleted!.name, juniors: moved.length }
}

export async function deletePosition(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  const action = AUDIT_ACTION['position.delete']
  await authorizeWrite(actor, meta, 'position.delete', id)
  const deleted = await db.transaction(async (tx) => {
    const managerOf = await lockTree(tx, actor)
    if (!managerOf.has(id)) return false
    const { name, juniors } = await deleteInTx(tx, actor, managerOf, id)
    await auditChange(
      tx,
      { actor, meta },
      action,
      { type: 'position', id },
      { name, juniors_moved: juniors },
    )
    return true
  })
  if (!deleted) {
    await deny(actor, meta, action, AppError.notFound(POSITION_MESSAGES.deleteFailed), {
      type: 'position',
      id,
    })
  }
}
