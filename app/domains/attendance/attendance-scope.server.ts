import { and, asc, eq, inArray, sql, type Column } from 'drizzle-orm'
import { deny } from '~/platform/audit.server'
import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { memberships, users } from '../accounts/accounts.tables'
import { isAttendanceAdmin } from './attendance.policy'
import { ATTENDANCE_MESSAGES } from './attendance.schema'
import { knownZone } from './attendance-time'

/**
 * Whose time a person may see: attendance admins everyone's; anyone else their own and their
 * people's, the people they manage as requests finds a manager (the directory's manager, or the
 * holder of the manager position of someone's primary position).
 */
export type PeopleScope = { everyone: true } | { everyone: false; ids: number[] }

const TEAM_LIMIT = 2000

export async function peopleScope({ actor }: Asker): Promise<PeopleScope> {
  if (isAttendanceAdmin(actor)) return { everyone: true }
  const me = actor.membershipId
  const team = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, actor.companyId),
        eq(memberships.isActive, true),
        sql`${memberships.id} <> ${me} and (${memberships.managerId} = ${me} or exists (
          select 1 from membership_positions mp
          join positions p on p.id = mp.position_id
          join membership_positions mine on mine.position_id = p.manager_position_id
          where mp.membership_id = ${memberships.id} and mine.membership_id = ${me}
            and mp.rank = (select min(r.rank) from membership_positions r
                           where r.membership_id = ${memberships.id})
        ))`,
      ),
    )
    .limit(TEAM_LIMIT)
  return { everyone: false, ids: [me, ...team.map((row) => row.id)] }
}

/** Whether the scope holds a person. */
export const inScope = (scope: PeopleScope, membershipId: number) =>
  scope.everyone || scope.ids.includes(membershipId)

/** A condition on a membership-id column keeping the scope's people. */
export const scopeCondition = (scope: PeopleScope, column: Column) =>
  scope.everyone ? undefined : inArray(column, scope.ids)

/**
 * The person `membershipId` if the asker may see their time: anyone else (another company's,
 * someone outside their team) is the audited 404, so ids do not reveal who exists.
 */
export async function visiblePerson(
  asker: Asker,
  scope: PeopleScope,
  membershipId: number,
): Promise<{ id: number; name: string; timezone: string }> {
  const [person] = inScope(scope, membershipId)
    ? await db
        .select({
          id: memberships.id,
          first: users.firstName,
          last: users.lastName,
          timezone: memberships.timezone,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(eq(memberships.id, membershipId), eq(memberships.companyId, asker.actor.companyId)),
        )
    : []
  if (!person) {
    return deny(
      asker.actor,
      asker.meta,
      'attendance.person',
      AppError.notFound(ATTENDANCE_MESSAGES.personNotFound),
      {
        type: 'membership',
        id: membershipId,
      },
    )
  }
  return {
    id: person.id,
    name: `${person.first} ${person.last}`.trim(),
    timezone: knownZone(person.timezone),
  }
}

/** The people a person may pick in a filter (by name, at most 500), for the select. */
export async function pickablePeople(
  asker: Asker,
  scope: PeopleScope,
  divisionId: number | null = null,
): Promise<{ value: string; label: string }[]> {
  const rows = await db
    .select({ id: memberships.id, first: users.firstName, last: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, asker.actor.companyId),
        eq(memberships.isActive, true),
        scopeCondition(scope, memberships.id),
        divisionId === null ? undefined : eq(memberships.divisionId, divisionId),
      ),
    )
    .orderBy(asc(memberships.sortName), asc(memberships.id))
    .limit(500)
  return rows.map((row) => ({ value: String(row.id), label: `${row.first} ${row.last}`.trim() }))
}
