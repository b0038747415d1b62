import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { db, type Queryable } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { memberships, users } from '../accounts/accounts.tables'

/**
 * The people work-tracking records name (an assignee, a requester, an approver): their names for
 * the pages, the choices a form offers, and the check that a chosen person is a colleague.
 * Shared by tasks and purchase requests.
 */

export interface PersonRef {
  id: number
  name: string
}

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`

/** How many people a person picker offers (the chosen one always among them). */
export const PEOPLE_CHOICES_LIMIT = 1000

/** The names of the given people of the actor's company, by membership id. */
export async function namesOf(
  actor: Pick<Actor, 'companyId'>,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select({ id: memberships.id, name: fullName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(ownedBy(memberships, actor), inArray(memberships.id, wanted)))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** `{ id, name }` of a person, or null when none (or no longer of the company). */
export const personRef = (names: Map<number, string>, id: number | null): PersonRef | null =>
  id !== null && names.has(id) ? { id, name: names.get(id)! } : null

/** The active colleagues a picker offers, by name; `chosen` always among them. */
export async function peopleChoices(
  actor: Pick<Actor, 'companyId'>,
  chosen: number | null = null,
): Promise<PersonRef[]> {
  return db
    .select({ id: memberships.id, name: fullName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(ownedBy(memberships, actor), eq(memberships.isActive, true)))
    .orderBy(sql`${memberships.id} = ${chosen ?? 0} desc`, asc(memberships.sortName))
    .limit(PEOPLE_CHOICES_LIMIT)
}

/**
 * Refuses (400 on `field`) a person who is not an active member of the actor's company: an id
 * from another company reads exactly like one that does not exist.
 */
export async function requireColleague(
  q: Queryable,
  actor: Pick<Actor, 'companyId'>,
  id: number | null,
  field: string,
  message: string,
): Promise<void> {
  if (id === null) return
  const [row] = await q
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(ownedRow(memberships, actor, id), eq(memberships.isActive, true)))
  if (!row) throw AppError.invalidField(field, message)
}
