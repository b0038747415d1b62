import { and, asc, eq, inArray, ne, or } from 'drizzle-orm'
import type { Queryable } from '~/platform/db.server'
import { memberships, users } from '../accounts/accounts.tables'
import { membershipPositions, positions } from '../org/org.tables'

/** A person as requests name them. */
export interface PersonRef {
  id: number
  name: string
}

/**
 * Who approves the manager step of `requesterId`'s requests: their manager on the directory
 * (memberships.manager_id), else whoever holds the manager position of their primary position
 * (the positional org chart). Only an active colleague counts; null when there is none, and the
 * chain then goes straight to the request admins.
 */
export async function managerOf(
  q: Queryable,
  companyId: number,
  requesterId: number,
): Promise<number | null> {
  const [person] = await q
    .select({ managerId: memberships.managerId })
    .from(memberships)
    .where(and(eq(memberships.id, requesterId), eq(memberships.companyId, companyId)))
  if (person?.managerId && person.managerId !== requesterId) {
    const [manager] = await q
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.id, person.managerId), eq(memberships.isActive, true)))
    if (manager) return manager.id
  }
  const [primary] = await q
    .select({ managerPositionId: positions.managerPositionId })
    .from(membershipPositions)
    .innerJoin(positions, eq(positions.id, membershipPositions.positionId))
    .where(eq(membershipPositions.membershipId, requesterId))
    .orderBy(asc(membershipPositions.rank))
    .limit(1)
  if (!primary?.managerPositionId) return null
  const [holder] = await q
    .select({ id: memberships.id })
    .from(membershipPositions)
    .innerJoin(memberships, eq(memberships.id, membershipPositions.membershipId))
    .where(
      and(
        eq(membershipPositions.positionId, primary.managerPositionId),
        eq(memberships.isActive, true),
        eq(memberships.companyId, companyId),
        ne(memberships.id, requesterId),
      ),
    )
    .orderBy(asc(membershipPositions.rank), asc(memberships.id))
    .limit(1)
  return holder?.id ?? null
}

/** Names of people by membership id (for the rows a page shows). */
export async function peopleByIds(
  q: Queryable,
  ids: readonly (number | null)[],
): Promise<Map<number, PersonRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await q
    .select({ id: memberships.id, first: users.firstName, last: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inArray(memberships.id, wanted))
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: `${row.first} ${row.last}`.trim() }]),
  )
}

/** The active request admins of a company (request admin flag, or company admins), at most 50. */
export async function requestAdminIds(q: Queryable, companyId: number): Promise<number[]> {
  const rows = await q
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.isActive, true),
        or(
          eq(memberships.userIsRequestAdmin, true),
          eq(memberships.userIsAdmin, true),
          eq(memberships.userTypeSlug, 'admin'),
        ),
      ),
    )
    .orderBy(asc(memberships.id))
    .limit(50)
  return rows.map((row) => row.id)
}
