import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { ownedBy } from '~/platform/tenancy.server'
import { db } from '~/platform/db.server'
import type { Actor } from '~/platform/actor'
import { containsPattern } from '../people/directory.server'
import { divisions, positions } from './org.tables'
import { MAX_POSITIONS } from './positions.schema'
import { type Owner, type PositionRow, rowsQuery } from './positions.server'
import { buildTree, type TreeNode } from './positions-tree'
import { type PositionPerson } from './position-people.server'

/*
 * The division → position and employee → position hierarchies (seed 001 §7).
 */

export interface PositionTreeNode {
  id: number
  name: string
  division: number | null
  above_text: string
  order: number
  children: PositionTreeNode[]
}

function treeRows(owner: Owner) {
  return db
    .select({
      id: positions.id,
      name: positions.name,
      division: positions.divisionId,
      manager: positions.managerPositionId,
      order: positions.order,
      above_text: positions.aboveText,
    })
    .from(positions)
    .where(ownedBy(positions, owner))
    .limit(MAX_POSITIONS)
}

function asPlainTree<
  T extends {
    id: number
    name: string
    division: number | null
    above_text: string
    order: number
  },
  Extra,
>(nodes: TreeNode<T>[], extra: (item: T) => Extra): (PositionTreeNode & Extra)[] {
  return nodes.map(({ item, children }) => ({
    id: item.id,
    name: item.name,
    division: item.division,
    above_text: item.above_text,
    order: item.order,
    ...extra(item),
    children: asPlainTree(children, extra),
  }))
}

/**
 * division-position-hierarchy/: each division (by order) with its positions as a tree by manager
 * position; a position whose manager sits in another division starts a tree of its own. Positions
 * without a division come last, under `id: null`.
 */
export async function divisionPositionHierarchy(actor: Actor) {
  const [divisionRows, rows] = await Promise.all([
    db
      .select({
        id: divisions.id,
        division_name: divisions.name,
        division_color: divisions.color,
      })
      .from(divisions)
      .where(ownedBy(divisions, actor))
      .orderBy(asc(divisions.order), asc(divisions.name)),
    treeRows(actor),
  ])
  const groups = [...divisionRows, { id: null, division_name: null, division_color: null }].map(
    (division) => ({
      ...division,
      positions: asPlainTree(
        buildTree(rows.filter((row) => row.division === division.id)),
        () => ({}),
      ),
    }),
  )
  return groups.filter((group) => group.id !== null || group.positions.length > 0)
}

/** At most this many people are listed in each position of the people hierarchy. */
export const HIERARCHY_PEOPLE_PER_POSITION = 20

/**
 * employee-position-hierarchy/?search=: the positions tree with the people in each (at most 20
 * each, with the full count). A search keeps the positions whose name or holders match, and the
 * positions above them so the path stays visible.
 */
export async function employeePositionHierarchy(actor: Actor, search = '') {
  const pattern = search ? containsPattern(search) : null
  const [rows, people] = await Promise.all([
    treeRows(actor),
    db.execute<{
      position_id: number
      id: number
      first_name: string
      last_name: string
      photo: string | null
      gender: string | null
      total: number
      matches: boolean
    }>(sql`
      select * from (
        select mp.position_id, m.id, u.first_name, u.last_name, m.photo, m.gender,
               count(*) over (partition by mp.position_id)::int as total,
               ${pattern === null ? sql`true` : sql`m.sort_name like ${pattern}`} as matches,
               row_number() over (
                 partition by mp.position_id
                 order by ${pattern === null ? sql`0` : sql`(m.sort_name like ${pattern}) desc`}, m.sort_name, m.id
               ) as n
        from membership_positions mp
        join memberships m on m.id = mp.membership_id and m.is_active
        join users u on u.id = m.user_id
        where m.company_id = ${actor.companyId}
      ) held
      where n <= ${HIERARCHY_PEOPLE_PER_POSITION}`),
  ])
  const byPosition = new Map<
    number,
    { people: PositionPerson[]; total: number; matches: boolean }
  >()
  for (const row of people.rows) {
    const entry = byPosition.get(row.position_id) ?? {
      people: [],
      total: row.total,
      matches: false,
    }
    entry.people.push({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      photo: row.photo,
      gender: row.gender,
      is_primary: false,
    })
    entry.matches ||= row.matches
    byPosition.set(row.position_id, entry)
  }
  let kept = rows
  if (pattern !== null) {
    const needle = search.toLowerCase()
    const managerOf = new Map(rows.map((row) => [row.id, row.manager]))
    const keep = new Set<number>()
    for (const row of rows) {
      const hit = row.name.toLowerCase().includes(needle) || byPosition.get(row.id)?.matches
      if (!hit) continue
      const seen = new Set<number>()
      for (
        let at: number | null | undefined = row.id;
        at != null && !seen.has(at);
        at = managerOf.get(at)
      ) {
        seen.add(at)
        keep.add(at)
      }
    }
    kept = rows.filter((row) => keep.has(row.id))
  }
  return asPlainTree(buildTree(kept), (item) => {
    const held = byPosition.get(item.id)
    return {
      employees: (held?.people ?? []).map(({ is_primary: _p, ...person }) => person),
      employee_count: held?.total ?? 0,
    }
  })
}

/** How many positions report to this one (the Confirm Deletion page says where they go). */
export async function positionJuniorCount(actor: Actor, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(positions)
    .where(and(ownedBy(positions, actor), eq(positions.managerPositionId, id)))
  return row?.n ?? 0
}

/** The chosen positions of the bulk page; ids of another company (or gone) are left out. */
export async function positionsByIds(actor: Actor, ids: number[]): Promise<PositionRow[]> {
  if (ids.length === 0) return []
  const rows = await rowsQuery(
    db,
    actor,
    inArray(positions.id, ids.slice(0, MAX_POSITIONS)),
  ).orderBy(asc(sql`lower(${positions.name})`), asc(positions.id))
  return rows.map(({ above_text: _a, description: _d, ...row }) => row)
}
