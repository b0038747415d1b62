import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { audit, deny } from '~/platform/audit.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../accounts/accounts.tables'
import { containsPattern } from '../people/directory.server'
import {
  divisions,
  membershipPositions,
  positionResponsibilities,
  positions,
  responsibilities,
} from './org.tables'
import { can, type PositionAction } from './positions.policy'
import {
  MAX_POSITION_RESPONSIBILITIES,
  MAX_POSITIONS,
  POSITION_MESSAGES,
  POSITIONS_PAGE_SIZE,
  type PositionBulkChange,
  type PositionInput,
  type PositionListQuery,
  type PositionPatch,
} from './positions.schema'
import { allOrNone, type BulkResult } from '~/platform/bulk.server'

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
  users_count: number
  company: number
  version: number
}

/** One row of the list page and of GET account/api/positions/. */
export type PositionRow = Omit<PositionDto, 'responsibilities' | 'above_text' | 'description'>

const AUDIT_ACTION = {
  'position.create': 'position.create',
  'position.update': 'position.update',
  'position.delete': 'position.delete',
} as const
type WriteAction = keyof typeof AUDIT_ACTION

async function authorize(
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
  if (!can(actor, policyAction)) {
    await deny(
      actor,
      meta,
      action,
      AppError.forbidden(),
      id === undefined ? undefined : { type: 'position', id },
    )
  }
}

// ---- The tree rules (pure) -------------------------------------------------------------------

/**
 * Whether making `managerId` the manager of `positionId` closes a loop: walking up from the new
 * manager reaches the position itself. A loop already in the data (never written by this
 * service) ends the walk instead of spinning.
 */
export function closesLoop(
  managerOf: ReadonlyMap<number, number | null>,
  positionId: number,
  managerId: number,
): boolean {
  const seen = new Set<number>()
  for (let at: number | null | undefined = managerId; at != null; at = managerOf.get(at)) {
    if (at === positionId) return true
    if (seen.has(at)) return false
    seen.add(at)
  }
  return false
}

/** The position and every position below it: none of them may become its manager. */
export function selfAndJuniors(
  managerOf: ReadonlyMap<number, number | null>,
  positionId: number,
): Set<number> {
  const juniorsOf = new Map<number, number[]>()
  for (const [id, manager] of managerOf) {
    if (manager != null) juniorsOf.set(manager, [...(juniorsOf.get(manager) ?? []), id])
  }
  const found = new Set([positionId])
  const queue = [positionId]
  while (queue.length) {
    for (const junior of juniorsOf.get(queue.pop()!) ?? []) {
      if (!found.has(junior)) {
        found.add(junior)
        queue.push(junior)
      }
    }
  }
  return found
}

export interface TreeNode<T> {
  item: T
  children: TreeNode<T>[]
}

/**
 * Builds the positions' tree: roots are positions without a manager (or whose manager is not in
 * `items`); juniors sorted by order, then name. Anything a loop would hide becomes a root.
 */
export function buildTree<
  T extends { id: number; manager: number | null; order: number; name: string },
>(items: T[]): TreeNode<T>[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  const nodes = new Map(items.map((item) => [item.id, { item, children: [] } as TreeNode<T>]))
  const sorted = [...items].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
  const roots: TreeNode<T>[] = []
  const placed = new Set<number>()
  for (const item of sorted) {
    if (item.manager === null || !byId.has(item.manager)) roots.push(nodes.get(item.id)!)
    else nodes.get(item.manager)!.children.push(nodes.get(item.id)!)
  }
  const visit = (node: TreeNode<T>) => {
    placed.add(node.item.id)
    for (const child of node.children) if (!placed.has(child.item.id)) visit(child)
  }
  roots.forEach(visit)
  for (const item of sorted) {
    if (placed.has(item.id)) continue
    const node = nodes.get(item.id)!
    nodes.get(item.manager!)!.children = nodes
      .get(item.manager!)!
      .children.filter((child) => child !== node)
    roots.push(node)
    visit(node)
  }
  return roots
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
const manager = alias(memberships, 'manager')
const managerUser = alias(users, 'manager_user')

function rowsQuery(q: Queryable, companyId: number) {
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
    .where(eq(positions.companyId, companyId))
    .$dynamic()
}

/** The list page and GET positions/: a page of the company's positions by name, with search. */
export async function listPositions(
  actor: Actor,
  query: PositionListQuery,
  pageSize = POSITIONS_PAGE_SIZE,
): Promise<{ count: number; page: number; pageCount: number; rows: PositionRow[] }> {
  const where = and(
    eq(positions.companyId, actor.companyId),
    query.search ? ilike(positions.name, containsPattern(query.search)) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(positions).where(where)
  const found = total?.n ?? 0
  const pageCount = Math.max(1, Math.ceil(found / pageSize))
  const page = Math.min(query.page, pageCount)
  const rows = await rowsQuery(db, actor.companyId)
    .where(where)
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

async function findPosition(q: Queryable, companyId: number, id: number) {
  const [row] = await rowsQuery(q, companyId)
    .where(and(eq(positions.companyId, companyId), eq(positions.id, id)))
    .limit(1)
  if (!row) return undefined
  const linked = await q
    .select({ id: positionResponsibilities.responsibilityId })
    .from(positionResponsibilities)
    .where(eq(positionResponsibilities.positionId, id))
    .orderBy(asc(positionResponsibilities.responsibilityId))
  return { ...row, responsibilities: linked.map((link) => link.id) } satisfies PositionDto
}

/** One position of the actor's company; another company's (or a missing) id is a 404. */
export async function getPosition(
  actor: Actor,
  id: number,
  meta: RequestMeta,
  action = 'position.read',
): Promise<PositionDto> {
  const found = await findPosition(db, actor.companyId, id)
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
  responsibilities: { id: number; title: string }[]
  positionCount: number
}

/**
 * What the position form offers: the company's divisions, positions (bounded by MAX_POSITIONS)
 * and up to 100 responsibilities, plus the ones already chosen even if beyond the first 100.
 */
export async function positionChoices(
  actor: Actor,
  chosen: number[] = [],
): Promise<PositionChoices> {
  const [divisionRows, positionRows, responsibilityRows] = await Promise.all([
    db
      .select({ id: divisions.id, name: divisions.name, color: divisions.color })
      .from(divisions)
      .where(eq(divisions.companyId, actor.companyId))
      .orderBy(asc(divisions.order), asc(divisions.name)),
    db
      .select({ id: positions.id, name: positions.name, manager: positions.managerPositionId })
      .from(positions)
      .where(eq(positions.companyId, actor.companyId))
      .orderBy(asc(sql`lower(${positions.name})`), asc(positions.id))
      .limit(MAX_POSITIONS),
    db
      .select({ id: responsibilities.id, title: responsibilities.title })
      .from(responsibilities)
      .where(
        and(
          eq(responsibilities.companyId, actor.companyId),
          chosen.length
            ? sql`(${responsibilities.id} in (${sql.join(
                chosen.map((id) => sql`${id}`),
                sql`, `,
              )}) or ${responsibilities.id} in (select id from responsibilities r2 where r2.company_id = ${actor.companyId} order by r2.title limit ${MAX_POSITION_RESPONSIBILITIES}))`
            : undefined,
        ),
      )
      .orderBy(asc(responsibilities.title), asc(responsibilities.id))
      .limit(MAX_POSITION_RESPONSIBILITIES + chosen.length),
  ])
  return {
    divisions: divisionRows,
    positions: positionRows,
    responsibilities: responsibilityRows,
    positionCount: positionRows.length,
  }
}

// ---- Writing --------------------------------------------------------------------------------

/**
 * Ids named in a body must be the actor's company's: a division, manager position or
 * responsibility of another company is not found (404), recorded as a refusal.
 */
async function checkReferences(
  actor: Actor,
  meta: RequestMeta,
  action: string,
  notFound: string,
  input: { division?: number | null; manager?: number | null; responsibilities?: number[] },
): Promise<void> {
  const refuse = (type: string, id: number) =>
    deny(actor, meta, action, AppError.notFound(notFound), { type, id })
  if (input.division != null) {
    const [found] = await db
      .select({ id: divisions.id })
      .from(divisions)
      .where(and(eq(divisions.id, input.division), eq(divisions.companyId, actor.companyId)))
    if (!found) await refuse('division', input.division)
  }
  if (input.manager != null) {
    const [found] = await db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.id, input.manager), eq(positions.companyId, actor.companyId)))
    if (!found) await refuse('position', input.manager)
  }
  if (input.responsibilities?.length) {
    const found = await db
      .select({ id: responsibilities.id })
      .from(responsibilities)
      .where(
        and(
          inArray(responsibilities.id, input.responsibilities),
          eq(responsibilities.companyId, actor.companyId),
        ),
      )
    const known = new Set(found.map((row) => row.id))
    const foreign = input.responsibilities.find((id) => !known.has(id))
    if (foreign !== undefined) await refuse('responsibility', foreign)
  }
}

/**
 * Locks every position of the company (in id order, so two writers never deadlock) and returns
 * who manages whom. Two concurrent edits that would together close a loop are serialised here:
 * the second one sees the first one's manager and is refused.
 */
async function lockTree(tx: Transaction, companyId: number): Promise<Map<number, number | null>> {
  const rows = await tx
    .select({ id: positions.id, manager: positions.managerPositionId })
    .from(positions)
    .where(eq(positions.companyId, companyId))
    .orderBy(asc(positions.id))
    .for('update')
  return new Map(rows.map((row) => [row.id, row.manager]))
}

/** The manager rule, against the locked tree: not itself, not one of its juniors, still there. */
function checkManager(
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

async function writeResponsibilities(tx: Transaction, positionId: number, ids: number[]) {
  await tx
    .delete(positionResponsibilities)
    .where(eq(positionResponsibilities.positionId, positionId))
  if (ids.length) {
    await tx
      .insert(positionResponsibilities)
      .values(ids.map((responsibilityId) => ({ positionId, responsibilityId })))
  }
}

export async function createPosition(
  actor: Actor,
  input: PositionInput,
  meta: RequestMeta,
): Promise<PositionDto> {
  const action = AUDIT_ACTION['position.create']
  await authorize(actor, meta, 'position.create')
  await checkReferences(actor, meta, action, POSITION_MESSAGES.createFailed, input)
  const id = await db.transaction(async (tx) => {
    const managerOf = await lockTree(tx, actor.companyId)
    if (managerOf.size >= MAX_POSITIONS) throw new AppError('VALIDATION', POSITION_MESSAGES.tooMany)
    checkManager(managerOf, undefined, input.manager)
    checkOrder(input.order, managerOf.size)
    const [position] = await tx
      .insert(positions)
      .values({
        companyId: actor.companyId,
        name: input.name,
        divisionId: input.division,
        managerPositionId: input.manager,
        order: input.order,
        divisionOrder: input.division_order ?? 1,
        aboveText: input.above_text,
        description: input.description,
      })
      .returning({ id: positions.id })
    await writeResponsibilities(tx, position!.id, input.responsibilities)
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'position',
      entityId: position!.id,
      details: { name: input.name },
    })
    return position!.id
  })
  return (await findPosition(db, actor.companyId, id))!
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
  await authorize(actor, meta, 'position.update', id)
  await getPosition(actor, id, meta, action)
  await checkReferences(actor, meta, action, POSITION_MESSAGES.updateFailed, input)
  await db.transaction(async (tx) => {
    const managerOf = await lockTree(tx, actor.companyId)
    if (!managerOf.has(id)) throw AppError.notFound(POSITION_MESSAGES.notFound)
    checkManager(managerOf, id, input.manager)
    checkOrder(input.order, managerOf.size)
    const [saved] = await tx
      .update(positions)
      .set({
        name: input.name,
        divisionId: input.division,
        managerPositionId: input.manager,
        order: input.order,
        ...(input.division_order === undefined ? {} : { divisionOrder: input.division_order }),
        aboveText: input.above_text,
        description: input.description,
        version: sql`${positions.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(positions.id, id),
          eq(positions.companyId, actor.companyId),
          eq(positions.version, version),
        ),
      )
      .returning({ id: positions.id })
    if (!saved) throw new AppError('CONFLICT', POSITION_MESSAGES.stale)
    await writeResponsibilities(tx, id, input.responsibilities)
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'position',
      entityId: id,
      details: { from_version: version, name: input.name },
    })
  })
  return (await findPosition(db, actor.companyId, id))!
}

/**
 * Deletes one position inside a transaction that holds the tree lock: its juniors now report to
 * its manager (and get a new version, so an edit made before the move is refused, not undone).
 */
async function deleteInTx(
  tx: Transaction,
  companyId: number,
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
    .where(and(eq(positions.companyId, companyId), eq(positions.managerPositionId, id)))
    .returning({ id: positions.id })
  for (const junior of moved) managerOf.set(junior.id, manager)
  const [deleted] = await tx
    .delete(positions)
    .where(and(eq(positions.id, id), eq(positions.companyId, companyId)))
    .returning({ name: positions.name })
  managerOf.delete(id)
  return { name: deleted!.name, juniors: moved.length }
}

export async function deletePosition(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  const action = AUDIT_ACTION['position.delete']
  await authorize(actor, meta, 'position.delete', id)
  const deleted = await db.transaction(async (tx) => {
    const managerOf = await lockTree(tx, actor.companyId)
    if (!managerOf.has(id)) return false
    const { name, juniors } = await deleteInTx(tx, actor.companyId, managerOf, id)
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'position',
      entityId: id,
      details: { name, juniors_moved: juniors },
    })
    return true
  })
  if (!deleted) {
    await deny(actor, meta, action, AppError.notFound(POSITION_MESSAGES.deleteFailed), {
      type: 'position',
      id,
    })
  }
}

// ---- Bulk -----------------------------------------------------------------------------------

/**
 * Runs `apply` for each id in one transaction under the tree lock: all or none. Every id that
 * fails is reported, so the admin can fix them all at once.
 */
async function eachPosition(
  actor: Actor,
  ids: number[],
  meta: RequestMeta,
  action: 'position.bulk_update' | 'position.bulk_delete',
  apply: (tx: Transaction, managerOf: Map<number, number | null>, id: number) => Promise<void>,
): Promise<BulkResult> {
  await authorize(actor, meta, action)
  const unique = [...new Set(ids)]
  const result = await allOrNone(async (tx, { fail, eachItem, stopIfFailed }) => {
    const managerOf = await lockTree(tx, actor.companyId)
    for (const id of unique) {
      if (managerOf.has(id)) await eachItem(id, () => apply(tx, managerOf, id))
      else fail(id, POSITION_MESSAGES.notFound)
    }
    stopIfFailed()
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'position',
      details: { ids: unique },
    })
  })
  return result.ok ? { ok: true, ids: unique } : result
}

/** bulk-edit-positions/ POST: the same division and/or manager position for every id. */
export async function bulkEditPositions(
  actor: Actor,
  ids: number[],
  change: PositionBulkChange,
  meta: RequestMeta,
): Promise<BulkResult> {
  const action = 'position.bulk_update'
  await authorize(actor, meta, action)
  await checkReferences(actor, meta, action, POSITION_MESSAGES.updateFailed, change)
  return eachPosition(actor, ids, meta, action, async (tx, managerOf, id) => {
    if (change.manager !== undefined) {
      checkManager(managerOf, id, change.manager)
      // The next id is checked against the tree as it will be after this one.
      managerOf.set(id, change.manager)
    }
    await tx
      .update(positions)
      .set({
        ...(change.division === undefined ? {} : { divisionId: change.division }),
        ...(change.manager === undefined ? {} : { managerPositionId: change.manager }),
        version: sql`${positions.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(positions.id, id), eq(positions.companyId, actor.companyId)))
  })
}

/** bulk-edit-positions/ DELETE: deletes every id; juniors move up as with a single delete. */
export function bulkDeletePositions(
  actor: Actor,
  ids: number[],
  meta: RequestMeta,
): Promise<BulkResult> {
  return eachPosition(actor, ids, meta, 'position.bulk_delete', async (tx, managerOf, id) => {
    await deleteInTx(tx, actor.companyId, managerOf, id)
  })
}

// ---- People and responsibilities of a position ------------------------------------------------

export interface PositionPerson {
  id: number
  first_name: string
  last_name: string
  photo: string | null
  gender: string | null
  is_primary: boolean
}

export const POSITION_PEOPLE_PAGE_SIZE = 100

function peopleQuery(companyId: number, positionId: number) {
  return and(
    eq(membershipPositions.positionId, positionId),
    eq(memberships.companyId, companyId),
    eq(memberships.isActive, true),
  )
}

/** position_users/{id}/ and employees-with-managers/: the active people holding it, by name. */
export async function positionPeople(
  actor: Actor,
  id: number,
  page: number,
  meta: RequestMeta,
): Promise<{
  count: number
  rows: (PositionPerson & {
    manager: { id: number; first_name: string; last_name: string } | null
  })[]
}> {
  await getPosition(actor, id, meta)
  const where = peopleQuery(actor.companyId, id)
  const [total] = await db
    .select({ n: count() })
    .from(membershipPositions)
    .innerJoin(memberships, eq(memberships.id, membershipPositions.membershipId))
    .where(where)
  const rows = await db
    .select({
      id: memberships.id,
      first_name: users.firstName,
      last_name: users.lastName,
      photo: memberships.photo,
      gender: memberships.gender,
      rank: membershipPositions.rank,
      manager_id: manager.id,
      manager_first_name: managerUser.firstName,
      manager_last_name: managerUser.lastName,
    })
    .from(membershipPositions)
    .innerJoin(memberships, eq(memberships.id, membershipPositions.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(manager, and(eq(manager.id, memberships.managerId), eq(manager.isActive, true)))
    .leftJoin(managerUser, eq(managerUser.id, manager.userId))
    .where(where)
    .orderBy(asc(memberships.sortName), asc(memberships.id))
    .limit(POSITION_PEOPLE_PAGE_SIZE)
    .offset((page - 1) * POSITION_PEOPLE_PAGE_SIZE)
  return {
    count: total?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      photo: row.photo,
      gender: row.gender,
      is_primary: row.rank === 0,
      manager:
        row.manager_id === null
          ? null
          : {
              id: row.manager_id,
              first_name: row.manager_first_name ?? '',
              last_name: row.manager_last_name ?? '',
            },
    })),
  }
}

/** positions/{id}/responsibilities/: the responsibilities that come with the position. */
export async function positionResponsibilityList(actor: Actor, id: number, meta: RequestMeta) {
  await getPosition(actor, id, meta)
  return db
    .select({
      id: responsibilities.id,
      title: responsibilities.title,
      description: responsibilities.description,
    })
    .from(positionResponsibilities)
    .innerJoin(responsibilities, eq(responsibilities.id, positionResponsibilities.responsibilityId))
    .where(
      and(
        eq(positionResponsibilities.positionId, id),
        eq(responsibilities.companyId, actor.companyId),
      ),
    )
    .orderBy(asc(responsibilities.title))
}

// ---- Hierarchies ----------------------------------------------------------------------------

export interface PositionTreeNode {
  id: number
  name: string
  division: number | null
  above_text: string
  order: number
  children: PositionTreeNode[]
}

function treeRows(companyId: number) {
  return db
    .select({
      id: positions.id,
      name: positions.name,
      division: positions.divisionId,
      manager: positions.managerPositionId,
      order: positions.order,
      above_text: positions.aboveText,
    })
    .from(positions)
    .where(eq(positions.companyId, companyId))
    .limit(MAX_POSITIONS)
}

function asPlainTree<
  T extends {
    id: number
    name: string
    division: number | null
    above_text: string
    order: number
  },
  Extra,
>(nodes: TreeNode<T>[], extra: (item: T) => Extra): (PositionTreeNode & Extra)[] {
  return nodes.map(({ item, children }) => ({
    id: item.id,
    name: item.name,
    division: item.division,
    above_text: item.above_text,
    order: item.order,
    ...extra(item),
    children: asPlainTree(children, extra),
  }))
}

/**
 * division-position-hierarchy/: each division (by order) with its positions as a tree by manager
 * position; a position whose manager sits in another division starts a tree of its own. Positions
 * without a division come last, under `id: null`.
 */
export async function divisionPositionHierarchy(actor: Actor) {
  const [divisionRows, rows] = await Promise.all([
    db
      .select({
        id: divisions.id,
        division_name: divisions.name,
        division_color: divisions.color,
      })
      .from(divisions)
      .where(eq(divisions.companyId, actor.companyId))
      .orderBy(asc(divisions.order), asc(divisions.name)),
    treeRows(actor.companyId),
  ])
  const groups = [...divisionRows, { id: null, division_name: null, division_color: null }].map(
    (division) => ({
      ...division,
      positions: asPlainTree(
        buildTree(rows.filter((row) => row.division === division.id)),
        () => ({}),
      ),
    }),
  )
  return groups.filter((group) => group.id !== null || group.positions.length > 0)
}

/** At most this many people are listed in each position of the people hierarchy. */
export const HIERARCHY_PEOPLE_PER_POSITION = 20

/**
 * employee-position-hierarchy/?search=: the positions tree with the people in each (at most 20
 * each, with the full count). A search keeps the positions whose name or holders match, and the
 * positions above them so the path stays visible.
 */
export async function employeePositionHierarchy(actor: Actor, search = '') {
  const pattern = search ? containsPattern(search) : null
  const [rows, people] = await Promise.all([
    treeRows(actor.companyId),
    db.execute<{
      position_id: number
      id: number
      first_name: string
      last_name: string
      photo: string | null
      gender: string | null
      total: number
      matches: boolean
    }>(sql`
      select * from (
        select mp.position_id, m.id, u.first_name, u.last_name, m.photo, m.gender,
               count(*) over (partition by mp.position_id)::int as total,
               ${pattern === null ? sql`true` : sql`m.sort_name like ${pattern}`} as matches,
               row_number() over (
                 partition by mp.position_id
                 order by ${pattern === null ? sql`0` : sql`(m.sort_name like ${pattern}) desc`}, m.sort_name, m.id
               ) as n
        from membership_positions mp
        join memberships m on m.id = mp.membership_id and m.is_active
        join users u on u.id = m.user_id
        where m.company_id = ${actor.companyId}
      ) held
      where n <= ${HIERARCHY_PEOPLE_PER_POSITION}`),
  ])
  const byPosition = new Map<
    number,
    { people: PositionPerson[]; total: number; matches: boolean }
  >()
  for (const row of people.rows) {
    const entry = byPosition.get(row.position_id) ?? {
      people: [],
      total: row.total,
      matches: false,
    }
    entry.people.push({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      photo: row.photo,
      gender: row.gender,
      is_primary: false,
    })
    entry.matches ||= row.matches
    byPosition.set(row.position_id, entry)
  }
  let kept = rows
  if (pattern !== null) {
    const needle = search.toLowerCase()
    const managerOf = new Map(rows.map((row) => [row.id, row.manager]))
    const keep = new Set<number>()
    for (const row of rows) {
      const hit = row.name.toLowerCase().includes(needle) || byPosition.get(row.id)?.matches
      if (!hit) continue
      const seen = new Set<number>()
      for (
        let at: number | null | undefined = row.id;
        at != null && !seen.has(at);
        at = managerOf.get(at)
      ) {
        seen.add(at)
        keep.add(at)
      }
    }
    kept = rows.filter((row) => keep.has(row.id))
  }
  return asPlainTree(buildTree(kept), (item) => {
    const held = byPosition.get(item.id)
    return {
      employees: (held?.people ?? []).map(({ is_primary: _p, ...person }) => person),
      employee_count: held?.total ?? 0,
    }
  })
}

/** How many positions report to this one (the Confirm Deletion page says where they go). */
export async function positionJuniorCount(actor: Actor, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(positions)
    .where(and(eq(positions.companyId, actor.companyId), eq(positions.managerPositionId, id)))
  return row?.n ?? 0
}

/** The chosen positions of the bulk page; ids of another company (or gone) are left out. */
export async function positionsByIds(actor: Actor, ids: number[]): Promise<PositionRow[]> {
  if (ids.length === 0) return []
  const rows = await rowsQuery(db, actor.companyId)
    .where(
      and(
        eq(positions.companyId, actor.companyId),
        inArray(positions.id, ids.slice(0, MAX_POSITIONS)),
      ),
    )
    .orderBy(asc(sql`lower(${positions.name})`), asc(positions.id))
  return rows.map(({ above_text: _a, description: _d, ...row }) => row)
}
