import { eq } from 'drizzle-orm'
import { deny } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../accounts/accounts.tables'

export interface StaffTarget {
  membershipId: number
  name: string
}

/**
 * The person a custom-field or file call is about: a membership of the actor's company (also a
 * deactivated one, whose records admins still manage). Any other id is not found, and recorded.
 */
export async function findStaffTarget(
  actor: Actor,
  membershipId: number,
  meta: RequestMeta,
  action: string,
): Promise<StaffTarget> {
  const [row] = await db
    .select({ id: memberships.id, firstName: users.firstName, lastName: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(ownedRow(memberships, actor, membershipId))
  if (!row) {
    return deny(actor, meta, action, AppError.notFound(), { type: 'staff', id: membershipId })
  }
  return {
    membershipId: row.id,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
  }
}
