import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { type Queryable, type Transaction } from '~/platform/db.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import { ADMIN_USER_TYPE, ROLE_FLAGS, type Actor, type Roles } from '~/platform/actor'
import { memberships, ROLE_FLAG_COLUMNS, type Membership } from '../accounts/accounts.tables'
import { rolesOf } from '../accounts/sessions.server'
import { divisions, membershipPositions, positions } from '../org/org.tables'
import { STAFF_MESSAGES, type StaffInput } from './staff.schema'
import { PROFILE_MESSAGES } from './profile.schema'

/*
 * The rules every staff write checks, single or bulk: the company's own positions, division and
 * manager (no reporting loop), role changes, the last admin (locked while it is decided), and
 * the person's positions saved in order.
 */

/** Positions and division must be the company's own; anything else reads as "not in the list". */
export async function checkOrgRefs(
  q: Queryable,
  owner: Pick<Actor, 'companyId'>,
  input: Pick<StaffInput, 'positions' | 'division'>,
): Promise<void> {
  if (input.positions.length > 0) {
    const found = await q
      .select({ id: positions.id })
      .from(positions)
      .where(and(ownedBy(positions, owner), inArray(positions.id, input.positions)))
    if (found.length !== new Set(input.positions).size) {
      throw AppError.invalidField('positions', PROFILE_MESSAGES.position)
    }
  }
  if (input.division !== null) {
    const [found] = await q
      .select({ id: divisions.id })
      .from(divisions)
      .where(ownedRow(divisions, owner, input.division))
    if (!found) throw AppError.invalidField('division', STAFF_MESSAGES.division)
  }
}

/**
 * A manager is an active colleague, not the person, and not someone who reports to the person
 * (directly or not): walking up from the manager must not reach them.
 */
export async function checkManager(
  q: Queryable,
  owner: Pick<Actor, 'companyId'>,
  managerId: number | null,
  personId?: number,
): Promise<void> {
  if (managerId === null) return
  if (managerId === personId) throw AppError.invalidField('manager', STAFF_MESSAGES.managerSelf)
  const [manager] = await q
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(ownedRow(memberships, owner, managerId), eq(memberships.isActive, true)))
  if (!manager) throw AppError.invalidField('manager', STAFF_MESSAGES.manager)
  if (personId === undefined) return
  const chain = await q.execute<{ id: number }>(sql`
    with recursive up(id, manager_id, depth) as (
      select id, manager_id, 0 from memberships where id = ${managerId}
      union all
      select m.id, m.manager_id, up.depth + 1 from memberships m join up on m.id = up.manager_id
      where up.depth < 10000
    ) select id from up`)
  if (chain.rows.some((row) => Number(row.id) === personId)) {
    throw AppError.invalidField('manager', STAFF_MESSAGES.managerLoop)
  }
}

/** The ids of the company's active admins, locked so two demotions cannot race past the rule. */
export async function lockActiveAdmins(
  tx: Transaction,
  owner: Pick<Actor, 'companyId'>,
): Promise<number[]> {
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        ownedBy(memberships, owner),
        eq(memberships.isActive, true),
        or(eq(memberships.userTypeSlug, ADMIN_USER_TYPE), eq(memberships.userIsAdmin, true)),
      ),
    )
    .for('update')
  return rows.map((row) => row.id)
}

export function roleColumns(roles: Partial<Roles> | undefined) {
  if (!roles) return {}
  return Object.fromEntries(
    ROLE_FLAGS.filter((flag) => roles[flag] !== undefined).map((flag) => [
      ROLE_FLAG_COLUMNS[flag],
      roles[flag],
    ]),
  )
}

/** Whether the input changes user type or flags of `current` (or sets any on a new person). */
export function changesRoles(
  input: Pick<StaffInput, 'user_type' | 'roles'>,
  current?: Membership,
): boolean {
  const currentType = current?.userTypeSlug ?? 'staff'
  const currentRoles = current ? rolesOf(current) : undefined
  if (input.user_type !== undefined && input.user_type !== currentType) return true
  return ROLE_FLAGS.some(
    (flag) =>
      input.roles?.[flag] !== undefined && input.roles[flag] !== (currentRoles?.[flag] ?? false),
  )
}

export async function savePositions(
  tx: Queryable,
  membershipId: number,
  ids: number[],
): Promise<void> {
  await tx.delete(membershipPositions).where(eq(membershipPositions.membershipId, membershipId))
  if (ids.length > 0) {
    await tx
      .insert(membershipPositions)
      .values(ids.map((positionId, rank) => ({ membershipId, positionId, rank })))
  }
}
