import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import { divisions, positions, responsibilities } from './org.tables'

/**
 * Assignment tables: what is assigned (an article, a course) to everyone reached through one kind
 * of target — a responsibility, a division, a position or a person by name (seed 001 §3
 * assigned_responsibilities, division, assigned_positions, individuals). One row per pair, indexed
 * by target for "what must I do". Articles and courses are assigned the same way, so their tables
 * are built here once.
 */

/** A column of an assignment pair; the pair goes with either of its rows. */
export const assignmentColumn = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' })

type AssignmentColumn = ReturnType<typeof assignmentColumn>

function assignmentTable<OwnerKey extends string, TargetKey extends string>(
  name: string,
  ownerKey: OwnerKey,
  owner: AssignmentColumn,
  targetKey: TargetKey,
  target: AssignmentColumn,
) {
  const pair = { [ownerKey]: owner, [targetKey]: target } as Record<
    OwnerKey | TargetKey,
    AssignmentColumn
  >
  return pgTable(name, pair, (table) => [
    primaryKey({ columns: [table[ownerKey], table[targetKey]] }),
    index(`${name}_target_idx`).on(table[targetKey]),
  ])
}

/**
 * The four assignment tables of one assignable thing: `{prefix}_responsibilities`,
 * `{prefix}_divisions`, `{prefix}_positions` and `{prefix}_individuals`, each pairing `ownerKey`
 * (made afresh by `owner` for every table) with its target.
 */
export function assignmentTables<OwnerKey extends string>(
  prefix: string,
  ownerKey: OwnerKey,
  owner: () => AssignmentColumn,
) {
  return {
    responsibilities: assignmentTable(
      `${prefix}_responsibilities`,
      ownerKey,
      owner(),
      'responsibilityId',
      assignmentColumn('responsibility_id', () => responsibilities.id),
    ),
    divisions: assignmentTable(
      `${prefix}_divisions`,
      ownerKey,
      owner(),
      'divisionId',
      assignmentColumn('division_id', () => divisions.id),
    ),
    positions: assignmentTable(
      `${prefix}_positions`,
      ownerKey,
      owner(),
      'positionId',
      assignmentColumn('position_id', () => positions.id),
    ),
    individuals: assignmentTable(
      `${prefix}_individuals`,
      ownerKey,
      owner(),
      'membershipId',
      assignmentColumn('membership_id', () => memberships.id),
    ),
  }
}
