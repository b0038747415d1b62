import { sql, type SQL } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import type { Queryable } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { readOwned } from '~/platform/owned-rows.server'
import { memberships } from '../accounts/accounts.tables'
import { divisions, positions } from '../org/org.tables'
import type { AssigneeKind } from './checklist-constants'
import { CHECKLIST_MESSAGES, type Assignee } from './checklists.schema'

/**
 * Whom a template or a checklist is for, in its three columns (a person, a position, a
 * division): reading and writing them, checking the named one is the company's, and the SQL of
 * "the rows for this person".
 */

interface AssigneeColumns {
  forMembershipId: number | null
  forPositionId: number | null
  forDivisionId: number | null
}

/** The three columns an assignee is written to. */
export const assigneeColumns = (assignee: Assignee | null): AssigneeColumns => ({
  forMembershipId: assignee?.kind === 'person' ? assignee.id : null,
  forPositionId: assignee?.kind === 'position' ? assignee.id : null,
  forDivisionId: assignee?.kind === 'division' ? assignee.id : null,
})

/** The assignee a row names, if any. */
export function assigneeOf(row: AssigneeColumns): Assignee | null {
  if (row.forMembershipId !== null) return { kind: 'person', id: row.forMembershipId }
  if (row.forPositionId !== null) return { kind: 'position', id: row.forPositionId }
  if (row.forDivisionId !== null) return { kind: 'division', id: row.forDivisionId }
  return null
}

const TABLE_OF = { person: memberships, position: positions, division: divisions } as const

/**
 * Refuses (400 on `assigned_to`) a person, position or division that is not the company's (or
 * a person who has left): ids of other companies are no more choosable than missing ones.
 */
export async function checkAssignee(
  q: Queryable,
  actor: Actor,
  assignee: Assignee | null,
): Promise<void> {
  if (!assignee) return
  const row = await readOwned(q, TABLE_OF[assignee.kind], actor, assignee.id)
  const gone = !row || ('isActive' in row && row.isActive === false)
  if (gone) throw AppError.invalidField('assigned_to', CHECKLIST_MESSAGES.badOption)
}

/** Where an assignee's name comes from, as SQL over a row's three columns. */
export function assigneeNameSql(row: {
  forMembershipId: unknown
  forPositionId: unknown
  forDivisionId: unknown
}): SQL<string | null> {
  return sql<string | null>`coalesce(
    (select u.first_name || ' ' || u.last_name from memberships m join users u on u.id = m.user_id
      where m.id = ${row.forMembershipId}),
    (select p.name from positions p where p.id = ${row.forPositionId}),
    (select d.name from divisions d where d.id = ${row.forDivisionId}))`
}

export interface AssigneeDto {
  kind: AssigneeKind
  id: number
  name: string
}

export const assigneeDto = (assignee: Assignee | null, name: string | null): AssigneeDto | null =>
  assignee ? { ...assignee, name: name ?? '' } : null

/**
 * The rows (templates or checklists) that are for `membershipId`: named for them, for a
 * position they hold or for their division.
 */
export function forPerson(
  row: { forMembershipId: unknown; forPositionId: unknown; forDivisionId: unknown },
  membershipId: number,
): SQL {
  return sql`(${row.forMembershipId} = ${membershipId}
    or ${row.forPositionId} in (select mp.position_id from membership_positions mp
                                 where mp.membership_id = ${membershipId})
    or ${row.forDivisionId} = (select m.division_id from memberships m where m.id = ${membershipId}))`
}
