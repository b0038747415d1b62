import { sql } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import { buildForest, type Forest } from './org-chart-forest.server'

/**
 * A company's reporting graph: every active person's manager and division, in name order. Reading
 * it is the chart's only per-person read, and at 100,000 people it is a second on the embedded
 * database and as long again to make the forest. So it is kept in memory, per company, with the
 * company's org_chart_versions counter it was read at: triggers bump that counter whenever a
 * member is added, removed, or changes manager, division, activity or name (drizzle/0015), so
 * a request reads that one row and reads the graph again only when it changed. Every process
 * checks the counter itself, so several servers on one PostgreSQL stay right.
 */

export type PersonRow = {
  id: number
  managerId: number | null
  divisionId: number | null
}

export interface PeopleGraph {
  rows: PersonRow[]
  forest: Forest
}

export const personKey = (id: number) => `p-${id}`

/** Graphs kept at most; the least recently read goes first (a 100,000-person one is ~30 MB). */
const KEPT_GRAPHS = 8
const kept = new Map<number, { version: number; graph: PeopleGraph }>()

/**
 * Every active person's place, in name order. One text value ('id,manager,division;…') instead
 * of one row per person, which the embedded database returns about eight times faster; the
 * per-company name index gives the order without a sort.
 */
async function peopleRows(companyId: number): Promise<PersonRow[]> {
  const result = await db.execute<{ places: string | null }>(sql`
    select string_agg(concat_ws(',', id, coalesce(manager_id, 0), coalesce(division_id, 0)), ';'
      order by sort_name, id) as places
    from memberships where company_id = ${companyId} and is_active`)
  const places = result.rows[0]?.places
  if (!places) return []
  return places.split(';').map((place) => {
    const [id, managerId, divisionId] = place.split(',').map(Number) as [number, number, number]
    return { id, managerId: managerId || null, divisionId: divisionId || null }
  })
}

async function graphVersion(companyId: number): Promise<number> {
  const result = await db.execute<{ version: string | number }>(sql`
    select coalesce((select version from org_chart_versions where company_id = ${companyId}), 0)
      as version`)
  return Number(result.rows[0]!.version)
}

/**
 * The company's graph as of now. The counter is read before the graph: a change committed in
 * between makes the kept graph newer than its counter says, which costs one extra read later,
 * never a stale chart.
 */
export async function peopleGraph(companyId: number): Promise<PeopleGraph> {
  const version = await graphVersion(companyId)
  const found = kept.get(companyId)
  kept.delete(companyId)
  if (found && found.version === version) {
    kept.set(companyId, found)
    return found.graph
  }
  const rows = await peopleRows(companyId)
  const forest = buildForest(
    rows.map((row) => ({
      key: personKey(row.id),
      id: row.id,
      parent: row.managerId === null ? null : personKey(row.managerId),
    })),
  )
  const graph = { rows, forest }
  kept.set(companyId, { version, graph })
  if (kept.size > KEPT_GRAPHS) kept.delete(kept.keys().next().value!)
  return graph
}
