import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm'
import { auditChange, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { findOwned, ownedBy, ownedRow } from '~/platform/tenancy.server'
import { db } from '~/platform/db.server'
import { givenFields, insertOwned, readOwned, updateVersioned } from '~/platform/owned-rows.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../accounts/accounts.tables'
import { can, type DivisionAction } from './divisions.policy'
import {
  DIVISION_MESSAGES,
  type DivisionCreateInput,
  type DivisionDisposal,
  type DivisionUpdateInput,
} from './divisions.schema'
import { divisions, positions, type Division } from './org.tables'

/** What the API and the pages hand out (the seed's field names, plus version and counts). */
export interface DivisionDto {
  id: number
  division_name: string
  division_color: string
  division_order: number
  division_description: string
  company: number
  version: number
}

export interface DivisionWithCounts extends DivisionDto {
  /** Active people in the division. */
  people_count: number
  positions_count: number
}

/** A person as the division lists show them (enough for a name and an avatar). */
export interface DivisionMember {
  id: number
  first_name: string
  last_name: string
  photo: string | null
  gender: string | null
}

export function toDivisionDto(division: Division): DivisionDto {
  return {
    id: division.id,
    division_name: division.name,
    division_color: division.color,
    division_order: division.order,
    division_description: division.description,
    company: division.companyId,
    version: division.version,
  }
}

const ACTION: Record<Exclude<DivisionAction, 'division.read'>, string> = {
  'division.create': 'division.create',
  'division.update': 'division.update',
  'division.delete': 'division.delete',
}

const ENTITY = 'division'

/** The people of a division that count: active members (deactivated people keep their row). */
const activeIn = (divisionId: number) =>
  and(eq(memberships.divisionId, divisionId), eq(memberships.isActive, true))

/** The division of the actor's company, or a recorded 404 (another company's id included). */
async function ownDivision(
  actor: Actor,
  meta: RequestMeta,
  action: string,
  id: number,
): Promise<Division> {
  return findOwned({ actor, meta }, divisions, id, {
    action,
    entityType: ENTITY,
    message: DIVISION_MESSAGES.notFound,
  })
}

/** The company's divisions by order then name, each with its people and positions counted. */
export async function listDivisions(actor: Actor): Promise<DivisionWithCounts[]> {
  const people = db
    .select({ divisionId: memberships.divisionId, n: count().as('people_n') })
    .from(memberships)
    .where(and(ownedBy(memberships, actor), eq(memberships.isActive, true)))
    .groupBy(memberships.divisionId)
    .as('people')
  const held = db
    .select({ divisionId: positions.divisionId, n: count().as('positions_n') })
    .from(positions)
    .where(ownedBy(positions, actor))
    .groupBy(positions.divisionId)
    .as('held')
  const rows = await db
    .select({ division: divisions, people: people.n, positions: held.n })
    .from(divisions)
    .leftJoin(people, eq(people.divisionId, divisions.id))
    .leftJoin(held, eq(held.divisionId, divisions.id))
    .where(ownedBy(divisions, actor))
    .orderBy(asc(divisions.order), asc(divisions.name), asc(divisions.id))
  return rows.map((row) => ({
    ...toDivisionDto(row.division),
    people_count: Number(row.people ?? 0),
    positions_count: Number(row.positions ?? 0),
  }))
}

/** One division with its counts; another company's id is a (recorded) 404. */
export async function getDivision(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<DivisionWithCounts> {
  const division = await ownDivision(actor, meta, 'division.read', id)
  const [[people], [held]] = await Promise.all([
    db.select({ n: count() }).from(memberships).where(activeIn(id)),
    db.select({ n: count() }).from(positions).where(eq(positions.divisionId, id)),
  ])
  return {
    ...toDivisionDto(division),
    people_count: people?.n ?? 0,
    positions_count: held?.n ?? 0,
  }
}

export async function createDivision(
  actor: Actor,
  input: DivisionCreateInput,
  meta: RequestMeta,
): Promise<DivisionDto> {
  await authorize({ actor, meta }, can, 'division.create')
  const division = await insertOwned(
    db,
    { actor, meta },
    divisions,
    {
      name: input.division_name,
      color: input.division_color,
      order: input.division_order ?? 1,
      description: input.division_description,
    },
    {
      action: ACTION['division.create'],
      entityType: ENTITY,
      details: (division) => ({ name: division.name }),
    },
  )
  return toDivisionDto(division)
}

/** Applies a change made from `input.version`; a stale version is a 409 and nothing is written. */
export async function updateDivision(
  actor: Actor,
  id: number,
  input: DivisionUpdateInput,
  meta: RequestMeta,
): Promise<DivisionDto> {
  const action = ACTION['division.update']
  await authorize({ actor, meta }, can, 'division.update', { type: ENTITY, id })
  await ownDivision(actor, meta, action, id)
  const division = await updateVersioned(db, { actor, meta }, divisions, {
    id,
    version: input.version,
    set: givenFields({
      name: input.division_name,
      color: input.division_color,
      order: input.division_order,
      description: input.division_description,
    }),
    stale: DIVISION_MESSAGES.stale,
    action,
    entityType: ENTITY,
    details: (row) => ({ from_version: input.version, name: row.name }),
  })
  return toDivisionDto(division)
}

/** The API's refusal when a division still has people or positions and no choice was sent. */
export function stillInUseMessage(people: number, held: number): string {
  return (
    `This division still has ${people} ${people === 1 ? 'person' : 'people'} and ${held} ` +
    `${held === 1 ? 'position' : 'positions'}. Send "move_to" with the id of another division ` +
    'to move them there, or null to leave them without a division.'
  )
}

/**
 * Deletes a division. Its people and positions are moved to `moveTo` or left without a division
 * (null), in the same transaction; when it still has any and no choice was made, nothing is
 * deleted (409). Moved rows get a new version, so an edit made before the move is refused rather
 * than silently undoing it.
 */
export async function deleteDivision(
  actor: Actor,
  id: number,
  disposal: DivisionDisposal,
  meta: RequestMeta,
): Promise<{ moved_people: number; moved_positions: number }> {
  const action = ACTION['division.delete']
  await authorize({ actor, meta }, can, 'division.delete', { type: ENTITY, id })
  await ownDivision(actor, meta, action, id)
  const { moveTo } = disposal
  if (moveTo === id) throw AppError.invalidField('move_to', DIVISION_MESSAGES.moveTarget)
  if (moveTo != null && !(await readOwned(db, divisions, actor, moveTo))) {
    throw AppError.invalidField('move_to', DIVISION_MESSAGES.moveTarget)
  }
  const result = await db.transaction(async (tx) => {
    // Lock the division so people added to it meanwhile are counted (or wait for us).
    const [locked] = await tx
      .select({ id: divisions.id, name: divisions.name })
      .from(divisions)
      .where(ownedRow(divisions, actor, id))
      .for('update')
    if (!locked) return null
    if (moveTo === undefined) {
      const [[people], [held]] = [
        await tx.select({ n: count() }).from(memberships).where(activeIn(id)),
        await tx.select({ n: count() }).from(positions).where(eq(positions.divisionId, id)),
      ]
      const peopleCount = people?.n ?? 0
      const heldCount = held?.n ?? 0
      if (peopleCount > 0 || heldCount > 0) {
        throw new AppError('CONFLICT', stillInUseMessage(peopleCount, heldCount))
      }
    }
    const target = moveTo ?? null
    const movedPeople = await tx
      .update(memberships)
      .set({ divisionId: target, version: sql`${memberships.version} + 1`, updatedAt: new Date() })
      .where(and(eq(memberships.divisionId, id), ownedBy(memberships, actor)))
      .returning({ id: memberships.id, isActive: memberships.isActive })
    const movedPositions = await tx
      .update(positions)
      .set({ divisionId: target, version: sql`${positions.version} + 1`, updatedAt: new Date() })
      .where(and(eq(positions.divisionId, id), ownedBy(positions, actor)))
      .returning({ id: positions.id })
    await tx.delete(divisions).where(eq(divisions.id, id))
    const counts = {
      moved_people: movedPeople.filter((person) => person.isActive).length,
      moved_positions: movedPositions.length,
    }
    await auditChange(
      tx,
      { actor, meta },
      action,
      { type: ENTITY, id },
      { name: locked.name, move_to: target, ...counts },
    )
    return counts
  })
  if (!result) {
    return deny(actor, meta, action, AppError.notFound(DIVISION_MESSAGES.notFound), {
      type: ENTITY,
      id,
    })
  }
  return result
}

const memberColumns = {
  id: memberships.id,
  first_name: users.firstName,
  last_name: users.lastName,
  photo: memberships.photo,
  gender: memberships.gender,
}

/** The active people of a division, by name, a page at a time. */
export async function listDivisionUsers(
  actor: Actor,
  id: number,
  page: { page: number; pageSize: number },
  meta: RequestMeta,
): Promise<{ count: number; results: DivisionMember[] }> {
  await ownDivision(actor, meta, 'division.read', id)
  const [[total], results] = await Promise.all([
    db.select({ n: count() }).from(memberships).where(activeIn(id)),
    db
      .select(memberColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(activeIn(id), ownedBy(memberships, actor)))
      .orderBy(asc(memberships.sortName), asc(memberships.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
  ])
  return { count: total?.n ?? 0, results }
}

/** How many of a division's people `division-with-employees/` lists (the rest are paged by id). */
export const EMPLOYEES_PER_DIVISION = 50

/**
 * Divisions a page at a time, each with its first EMPLOYEES_PER_DIVISION active people by name
 * and its full count (`division_users/{id}/` pages through the rest), so a 10,000-person
 * company never answers with everyone at once.
 */
export async function listDivisionsWithEmployees(
  actor: Actor,
  page: { page: number; pageSize: number },
): Promise<{
  count: number
  results: (DivisionWithCounts & { employees: DivisionMember[] })[]
}> {
  const all = await listDivisions(actor)
  const slice = all.slice((page.page - 1) * page.pageSize, page.page * page.pageSize)
  if (slice.length === 0) return { count: all.length, results: [] }
  const ranked = db
    .select({
      ...memberColumns,
      divisionId: memberships.divisionId,
      rank: sql<number>`row_number() over (partition by ${memberships.divisionId} order by ${memberships.sortName}, ${memberships.id})`.as(
        'rank',
      ),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        ownedBy(memberships, actor),
        eq(memberships.isActive, true),
        inArray(
          memberships.divisionId,
          slice.map((division) => division.id),
        ),
      ),
    )
    .as('ranked')
  const people = await db
    .select({
      id: ranked.id,
      first_name: ranked.first_name,
      last_name: ranked.last_name,
      photo: ranked.photo,
      gender: ranked.gender,
      divisionId: ranked.divisionId,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${EMPLOYEES_PER_DIVISION}`)
    .orderBy(asc(ranked.rank))
  const byDivision = new Map<number, DivisionMember[]>()
  for (const { divisionId, ...person } of people) {
    const list = byDivision.get(divisionId!) ?? []
    list.push(person)
    byDivision.set(divisionId!, list)
  }
  return {
    count: all.length,
    results: slice.map((division) => ({
      ...division,
      employees: byDivision.get(division.id) ?? [],
    })),
  }
}

/** What the delete page asks about: the counts and the divisions its people could move to. */
export async function divisionDeleteChoices(actor: Actor, id: number, meta: RequestMeta) {
  const division = await getDivision(actor, id, meta)
  const others = await db
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(and(ownedBy(divisions, actor), ne(divisions.id, id)))
    .orderBy(asc(divisions.order), asc(divisions.name))
  return { division, others }
}
