import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import {
  articleDivisions,
  articleIndividuals,
  articlePositions,
  articleResponsibilities,
  articles,
} from '~/domains/knowledge/knowledge.tables'
import type { Actor } from '~/platform/actor'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import {
  courseDivisions,
  courseIndividuals,
  coursePositions,
  courseResponsibilities,
  courses,
} from '../courses.tables'
import { can } from '../courses.policy'

export type AssignmentTarget =
  'everyone' | 'division' | 'position' | 'responsibility' | 'individual'

/** One assignment: an article or a course, and one target it is assigned to. */
export interface AssignmentRow {
  itemType: 'article' | 'course'
  itemId: number
  title: string
  targetType: AssignmentTarget
  /** The division, position, responsibility or membership id; null for everyone. */
  targetId: number | null
}

export interface AssignmentList {
  count: number
  rows: AssignmentRow[]
}

/** The kinds of target an assignment table pairs an item with, and the column naming it. */
const PAIR_TARGETS = {
  division: 'divisionId',
  position: 'positionId',
  responsibility: 'responsibilityId',
  individual: 'membershipId',
} as const
type PairTarget = keyof typeof PAIR_TARGETS

interface Pairs {
  target: PairTarget
  table: PgTable
  owner: PgColumn
  targetId: PgColumn
}

interface Assignable {
  type: 'article' | 'course'
  table: PgTable & { id: PgColumn; companyId: PgColumn; isAssignedToEveryone: PgColumn }
  title: PgColumn
  pairs: Pairs[]
}

/** The four assignment tables of one kind of item (org/assignments.tables), `owner` their item. */
function pairsOf(owner: 'articleId' | 'courseId', tables: Record<PairTarget, PgTable>): Pairs[] {
  return (Object.keys(PAIR_TARGETS) as PairTarget[]).map((target) => {
    const table = tables[target] as PgTable & Record<string, PgColumn>
    return { target, table, owner: table[owner]!, targetId: table[PAIR_TARGETS[target]]! }
  })
}

const ASSIGNABLES: Assignable[] = [
  {
    type: 'article',
    table: articles,
    title: articles.title,
    pairs: pairsOf('articleId', {
      division: articleDivisions,
      position: articlePositions,
      responsibility: articleResponsibilities,
      individual: articleIndividuals,
    }),
  },
  {
    type: 'course',
    table: courses,
    title: courses.name,
    pairs: pairsOf('courseId', {
      division: courseDivisions,
      position: coursePositions,
      responsibility: courseResponsibilities,
      individual: courseIndividuals,
    }),
  },
]

/** The selects of one assignable kind: assigned to everyone, then each kind of target. */
function selectsOf(actor: Actor, item: Assignable): SQL[] {
  const columns = (target: AssignmentTarget, targetId: SQL | PgColumn) =>
    sql`${item.type}::text as item_type, ${item.table.id} as item_id, ${item.title} as title,
      ${target}::text as target_type, ${targetId} as target_id`
  return [
    sql`select ${columns('everyone', sql`null::integer`)} from ${item.table}
      where ${ownedBy(item.table, actor)} and ${item.table.isAssignedToEveryone}`,
    ...item.pairs.map(
      (pairs) =>
        sql`select ${columns(pairs.target, pairs.targetId)} from ${pairs.table}
          join ${item.table} on ${item.table.id} = ${pairs.owner}
          where ${ownedBy(item.table, actor)}`,
    ),
  ]
}

/**
 * The company's assignments (seed §7 assignments/, KB admins): which article or course is
 * assigned to which target, one row per pair, ordered by item and target, a page at a time.
 */
export async function listAssignments(
  asker: Asker,
  window: { page: number; pageSize: number },
): Promise<AssignmentList> {
  await authorize(asker, can, 'completions.view')
  const union = sql.join(
    ASSIGNABLES.flatMap((item) => selectsOf(asker.actor, item)),
    sql` union all `,
  )
  const [result, total] = await Promise.all([
    db.execute<{
      item_type: 'article' | 'course'
      item_id: number
      title: string
      target_type: AssignmentTarget
      target_id: number | null
    }>(sql`select * from (${union}) as assignments
      order by item_type, item_id, target_type, target_id
      limit ${window.pageSize} offset ${(window.page - 1) * window.pageSize}`),
    db.execute<{ count: string | number }>(
      sql`select count(*) as count from (${union}) as assignments`,
    ),
  ])
  return {
    count: Number(total.rows[0]?.count ?? 0),
    rows: result.rows.map((row) => ({
      itemType: row.item_type,
      itemId: Number(row.item_id),
      title: row.title,
      targetType: row.target_type,
      targetId: row.target_id === null ? null : Number(row.target_id),
    })),
  }
}
