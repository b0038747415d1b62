import { and, asc, count, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { ownedBy } from '~/platform/tenancy.server'
import { db } from '~/platform/db.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../accounts/accounts.tables'
import { membershipPositions, positionResponsibilities, responsibilities } from './org.tables'
import { getPosition, type Owner } from './positions.server'

const manager = alias(memberships, 'manager')
const managerUser = alias(users, 'manager_user')

/*
 * Who holds a position, and its responsibilities (the position detail lists).
 */

export interface PositionPerson {
  id: number
  first_name: string
  last_name: string
  photo: string | null
  gender: string | null
  is_primary: boolean
}

export const POSITION_PEOPLE_PAGE_SIZE = 100

function peopleQuery(owner: Owner, positionId: number) {
  return and(
    eq(membershipPositions.positionId, positionId),
    ownedBy(memberships, owner),
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
  const where = peopleQuery(actor, id)
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
    .where(and(eq(positionResponsibilities.positionId, id), ownedBy(responsibilities, actor)))
    .orderBy(asc(responsibilities.title))
}
