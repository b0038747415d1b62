import type { SQL } from 'drizzle-orm'
import { getTableName, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { assignmentTables } from './assignments.tables'

/**
 * Who something assignable (an article, a course) is assigned to, as SQL over its four
 * assignment tables (assignments.tables): to everyone, to a person by name, to their division,
 * or to a position or responsibility they hold. Articles and courses are assigned the same way,
 * so the rule is written once here and each asks it of its own tables.
 */

/** The assignable table: its rows are a company's and may be assigned to everyone. */
type AssignableTable = PgTable & {
  id: AnyPgColumn
  companyId: AnyPgColumn
  isAssignedToEveryone: AnyPgColumn
}

type AssignmentTables<OwnerKey extends string> = ReturnType<typeof assignmentTables<OwnerKey>>

export interface AssignmentAccess {
  /** The row of the assignable table in the query is assigned to this person. */
  assignedTo(membershipId: number): SQL
  /**
   * The same rule as one set of ids worked out once per query (`id in (…)`): a list of what is
   * assigned to one person starts from the few assigned rows instead of testing every one.
   */
  assignedIds(companyId: number, membershipId: number): SQL
  /**
   * The active members the row `id` is assigned to, as a subquery of membership ids. `id` must
   * already be known to be the caller's company's.
   */
  assignedMembers(id: number): SQL
}

export function assignmentAccess<OwnerKey extends string>(
  owner: AssignableTable,
  tables: AssignmentTables<OwnerKey>,
  ownerKey: OwnerKey,
): AssignmentAccess {
  const ownerTable = sql.identifier(getTableName(owner))
  // The assignment tables name their owner by the same column (article_id, course_id).
  const key = sql.identifier(tables.individuals[ownerKey].name)
  const individuals = sql.identifier(getTableName(tables.individuals))
  const divisions = sql.identifier(getTableName(tables.divisions))
  const positions = sql.identifier(getTableName(tables.positions))
  const responsibilities = sql.identifier(getTableName(tables.responsibilities))

  return {
    assignedTo: (membershipId) => sql`(
      ${owner.isAssignedToEveryone}
      or exists (select 1 from ${individuals} ai
                 where ai.${key} = ${owner.id} and ai.membership_id = ${membershipId})
      or exists (select 1 from ${divisions} ad join memberships m on m.division_id = ad.division_id
                 where ad.${key} = ${owner.id} and m.id = ${membershipId})
      or exists (select 1 from ${positions} ap join membership_positions mp on mp.position_id = ap.position_id
                 where ap.${key} = ${owner.id} and mp.membership_id = ${membershipId})
      or exists (select 1 from ${responsibilities} ar
                 join employee_responsibilities er on er.responsibility_id = ar.responsibility_id
                 where ar.${key} = ${owner.id} and er.membership_id = ${membershipId})
    )`,

    assignedIds: (companyId, membershipId) => sql`${owner.id} in (
      select a.id from ${ownerTable} a where a.company_id = ${companyId} and a.is_assigned_to_everyone
      union select ai.${key} from ${individuals} ai where ai.membership_id = ${membershipId}
      union select ad.${key} from ${divisions} ad
        join memberships m on m.division_id = ad.division_id where m.id = ${membershipId}
      union select ap.${key} from ${positions} ap
        join membership_positions mp on mp.position_id = ap.position_id
        where mp.membership_id = ${membershipId}
      union select ar.${key} from ${responsibilities} ar
        join employee_responsibilities er on er.responsibility_id = ar.responsibility_id
        where er.membership_id = ${membershipId}
    )`,

    assignedMembers: (id) => sql`(
      select m.id from memberships m join ${ownerTable} a on a.id = ${id}
      where m.company_id = a.company_id and m.is_active and (
        a.is_assigned_to_everyone
        or exists (select 1 from ${individuals} ai where ai.${key} = a.id and ai.membership_id = m.id)
        or exists (select 1 from ${divisions} ad where ad.${key} = a.id and ad.division_id = m.division_id)
        or exists (select 1 from ${positions} ap join membership_positions mp on mp.position_id = ap.position_id
                   where ap.${key} = a.id and mp.membership_id = m.id)
        or exists (select 1 from ${responsibilities} ar
                   join employee_responsibilities er on er.responsibility_id = ar.responsibility_id
                   where ar.${key} = a.id and er.membership_id = m.id)
      )
    )`,
  }
}
