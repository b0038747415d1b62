import { sql } from 'drizzle-orm'
import { msg } from '~/i18n'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { Actor } from '~/platform/actor'
import { canAdministerProfiles } from '../people/staff.policy'
import {
  ancestorsOf,
  buildForest,
  childrenIn,
  chooseView,
  keysOfView,
  type Forest,
  type ForestItem,
} from './org-chart-forest.server'
import { peopleGraph, personKey, type PeopleGraph } from './org-chart-graph.server'
import type { OrgChartNode } from './org-chart.types'
import type { OrgChart, OrgChartSuggestion, OrgChartView } from './org-chart-view'

/** Levels under the top boxes on first paint (three levels in all); deeper ones load on demand. */
export const FIRST_PAINT_DEPTH = 2
/** Boxes one page or one expansion loads at most. */
export const MAX_VIEW_NODES = 400
/** Direct reports drawn under one box; a box with more says how many are not shown. */
export const MAX_CHILDREN = 150
/** Top-level boxes per page (a company that never set managers has one per person). */
export const ROOTS_PER_PAGE = 50
/** Suggestions the search offers. */
export const SEARCH_LIMIT = 10
/** People named per position box. */
export const POSITION_PEOPLE_SHOWN = 5
/** Loops (and people per loop) named in the administrators' notice. */
const LOOPS_REPORTED = 20
const LOOP_PEOPLE_NAMED = 10

const NO_DIVISION = 'div-none'
/** The group of people without a division (translated where the chart is drawn). */
export const NO_DIVISION_NAME = msg('No division')
type Face = Omit<OrgChartNode, 'key' | 'children' | 'directReports'>

/** A company's chart before its boxes are described: the forest and how to describe boxes. */
interface ChartSource {
  forest: Forest
  describe(keys: string[]): Promise<Map<string, Face>>
}

const idOf = (key: string) => Number(key.slice(key.lastIndexOf('-') + 1))
/** A database array parameter that both engines accept. */
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`

// ---- Reading the company --------------------------------------------------------------------

type PersonFace = {
  id: number
  name: string
  photo: string | null
  gender: string | null
  title: string | null
  divisionName: string | null
  divisionColor: string | null
  dottedId: number | null
  dottedName: string | null
}

/** Name, primary position, division, photo and dotted-line manager of some people. */
async function personFaces(companyId: number, ids: number[]): Promise<PersonFace[]> {
  if (ids.length === 0) return []
  const result = await db.execute<PersonFace>(sql`
    select m.id, trim(u.first_name || ' ' || u.last_name) as name, m.photo, m.gender,
      p.name as title, d.name as "divisionName", d.color as "divisionColor",
      dm.id as "dottedId", trim(du.first_name || ' ' || du.last_name) as "dottedName"
    from memberships m
    join users u on u.id = m.user_id
    left join lateral (
      select ps.name from membership_positions mp join positions ps on ps.id = mp.position_id
      where mp.membership_id = m.id order by mp.rank, mp.position_id limit 1
    ) p on true
    left join divisions d on d.id = m.division_id and d.company_id = m.company_id
    left join memberships dm on dm.id = m.dotted_manager_id and dm.company_id = m.company_id
      and dm.is_active and dm.id <> m.id
    left join users du on du.id = dm.user_id
    where m.company_id = ${companyId} and m.id = any(${intArray(ids)})`)
  return result.rows
}

function personFace(row: PersonFace): Face {
  const dotted =
    row.dottedId === null ? [] : [{ key: personKey(row.dottedId), name: row.dottedName! }]
  return {
    kind: 'person',
    name: row.name,
    title: row.title,
    division: row.divisionName ? { name: row.divisionName, color: row.divisionColor! } : null,
    person: { id: row.id, photo: row.photo, gender: row.gender },
    dottedManagerKeys: dotted.map((link) => link.key),
    dottedManagers: dotted,
  }
}

async function describePeople(companyId: number, keys: string[]): Promise<Map<string, Face>> {
  const ids = keys.filter((key) => key.startsWith('p-')).map(idOf)
  const rows = await personFaces(companyId, ids)
  return new Map(rows.map((row) => [personKey(row.id), personFace(row)]))
}

async function peopleSource(companyId: number): Promise<ChartSource> {
  const { forest } = await peopleGraph(companyId)
  return { forest, describe: (keys) => describePeople(companyId, keys) }
}

type DivisionRow = {
  id: number
  name: string
  color: string
}

type DivisionForest = { forest: Forest; headcount: Map<number | null, number> }
const divisionKey = (id: number | null) => (id === null ? NO_DIVISION : `div-${id}`)
/** The last division forest made of each graph, and the division order it was made for. */
const divisionForests = new WeakMap<PeopleGraph, { order: string } & DivisionForest>()

/** The division chart's shape, made again only when the people or the divisions changed. */
function divisionForest(graph: PeopleGraph, divisionIds: number[]): DivisionForest {
  const order = divisionIds.join(',')
  const found = divisionForests.get(graph)
  if (found?.order === order) return found
  const { rows, forest: people } = graph
  const divisionOf = new Map(rows.map((row) => [personKey(row.id), row.divisionId]))
  const headcount = new Map<number | null, number>()
  for (const row of rows) headcount.set(row.divisionId, (headcount.get(row.divisionId) ?? 0) + 1)
  const items: ForestItem[] = divisionIds.map((id) => ({ key: divisionKey(id), id, parent: null }))
  if (headcount.has(null)) items.push({ key: NO_DIVISION, id: 0, parent: null })
  for (const row of rows) {
    const key = personKey(row.id)
    const manager = people.parentOf.get(key) ?? null
    const sameDivision = manager !== null && divisionOf.get(manager) === row.divisionId
    items.push({
      key,
      id: row.id,
      parent: sameDivision ? manager : divisionKey(row.divisionId),
    })
  }
  const forest = buildForest(items)
  // Divisions keep their own order (empty ones included), not "managers first".
  forest.roots = items.filter((item) => item.parent === null).map((item) => item.key)
  divisionForests.set(graph, { order, forest, headcount })
  return { forest, headcount }
}

/**
 * The chart grouped by division: a box per division (and one for people without a division),
 * each holding its people's tree. Someone whose manager works in another division heads their
 * own division's tree. Loops are broken on the people tree first, so this one has none.
 */
async function divisionSource(companyId: number): Promise<ChartSource> {
  const [graph, divisionResult] = await Promise.all([
    peopleGraph(companyId),
    db.execute<DivisionRow>(sql`
      select id, name, color from divisions where company_id = ${companyId}
      order by "order", name, id`),
  ])
  const divisionRows = divisionResult.rows
  const { forest, headcount } = divisionForest(
    graph,
    divisionRows.map((division) => division.id),
  )
  const divisionFaces = new Map<string, Face>(
    divisionRows.map((division) => [
      divisionKey(division.id),
      {
        kind: 'division',
        name: division.name,
        title: null,
        division: { name: division.name, color: division.color },
        peopleCount: headcount.get(division.id) ?? 0,
        dottedManagerKeys: [],
      },
    ]),
  )
  divisionFaces.set(NO_DIVISION, {
    kind: 'division',
    name: NO_DIVISION_NAME,
    title: null,
    division: null,
    peopleCount: headcount.get(null) ?? 0,
    dottedManagerKeys: [],
  })
  return {
    forest,
    async describe(keys) {
      const faces = await describePeople(companyId, keys)
      for (const key of keys) {
        const face = divisionFaces.get(key)
        if (face) faces.set(key, face)
      }
      return faces
    },
  }
}

type PositionRow = {
  id: number
  managerPositionId: number | null
  name: string
  aboveText: string
  order: number
  divisionName: string | null
  divisionColor: string | null
}

/**
 * The positions tree (positions.manager_position_id) with the people holding each position. The
 * positions form refuses loops; an older one is broken and reported like a people loop.
 */
async function positionsSource(companyId: number): Promise<ChartSource> {
  const result = await db.execute<PositionRow>(sql`
    select p.id, p.manager_position_id as "managerPositionId", p.name, p.above_text as "aboveText",
      p."order", d.name as "divisionName", d.color as "divisionColor"
    from positions p
    left join divisions d on d.id = p.division_id and d.company_id = p.company_id
    where p.company_id = ${companyId}
    order by p."order", lower(p.name), p.id`)
  const rows = new Map(result.rows.map((row) => [`pos-${row.id}`, row]))
  const forest = buildForest(
    result.rows.map((row) => ({
      key: `pos-${row.id}`,
      id: row.id,
      // Siblings by the position's order (1 = leftmost), then name.
      parent: row.managerPositionId === null ? null : `pos-${row.managerPositionId}`,
    })),
  )
  return {
    forest,
    async describe(keys) {
      const ids = keys.filter((key) => rows.has(key)).map(idOf)
      // One grouped count, and per position a few names (the first found, so a
      // position thousands hold reads five names, not thousands).
      const holders = ids.length
        ? await db.execute<{
            positionId: number
            total: number
            people: { id: number; name: string }[] | null
          }>(sql`
            select p.id as "positionId", coalesce(c.total, 0)::int as total, h.people
            from unnest(${intArray(ids)}) as p(id)
            left join (
              select mp.position_id, count(*) as total from membership_positions mp
              join memberships m on m.id = mp.membership_id
              where mp.position_id = any(${intArray(ids)}) and m.company_id = ${companyId}
                and m.is_active
              group by mp.position_id
            ) c on c.position_id = p.id
            cross join lateral (
              select json_agg(json_build_object('id', x.id, 'name', x.name)) as people from (
                select m.id, trim(u.first_name || ' ' || u.last_name) as name
                from membership_positions mp
                join memberships m on m.id = mp.membership_id
                join users u on u.id = m.user_id
                where mp.position_id = p.id and m.company_id = ${companyId} and m.is_active
                limit ${POSITION_PEOPLE_SHOWN}
              ) x
            ) h`)
        : { rows: [] }
      const people = new Map(
        holders.rows.map((row) => [row.positionId, { list: row.people ?? [], total: row.total }]),
      )
      const faces = new Map<string, Face>()
      for (const id of ids) {
        const row = rows.get(`pos-${id}`)!
        faces.set(`pos-${id}`, {
          kind: 'position',
          name: row.name,
          title: row.aboveText || null,
          division: row.divisionName ? { name: row.divisionName, color: row.divisionColor! } : null,
          people: people.get(id)?.list ?? [],
          peopleCount: people.get(id)?.total ?? 0,
          dottedManagerKeys: [],
        })
      }
      return faces
    },
  }
}

function sourceFor(chart: OrgChart, companyId: number): Promise<ChartSource> {
  switch (chart) {
    case 'people':
      return peopleSource(companyId)
    case 'positions':
      return positionsSource(companyId)
    case 'division':
      return divisionSource(companyId)
  }
}

// ---- Views ----------------------------------------------------------------------------------

/** Turns a chosen view into nested nodes. */
function assemble(
  source: ChartSource,
  roots: string[],
  loaded: Map<string, string[]>,
  faces: Map<string, Face>,
): OrgChartNode[] {
  const node = (key: string): OrgChartNode => ({
    key,
    ...faces.get(key)!,
    directReports: childrenIn(source.forest, key).length,
    children: (loaded.get(key) ?? []).map(node),
  })
  return roots.filter((key) => faces.has(key)).map(node)
}

export interface OrgChartQuery {
  /** Show the chart from this box down (a breadcrumb leads back up). */
  root: string | null
  /** Open the way down to this box and highlight it. */
  focus: string | null
  /** Show the chart from the focused box's parent down (where a search result is seen). */
  rootAboveFocus?: boolean
  /** The page of top-level boxes (without a root). */
  page: number
}

/** The chart a page shows: its top levels, re-rooted and opened as the query says. */
export async function loadOrgChart(
  actor: Actor,
  chart: OrgChart,
  query: OrgChartQuery,
): Promise<OrgChartView> {
  const source = await sourceFor(chart, actor.companyId)
  const { forest } = source
  const known = (key: string | null) => (key !== null && forest.parentOf.has(key) ? key : null)
  if (query.root !== null && known(query.root) === null) {
    throw new AppError('NOT_FOUND', 'Not found.')
  }
  const focus = known(query.focus)
  const root =
    query.rootAboveFocus && focus !== null ? (forest.parentOf.get(focus) ?? null) : query.root
  const focusChain = focus ? ancestorsOf(forest, focus) : []
  const above = root ? ancestorsOf(forest, root) : []
  // The boxes to open on the way down to the focus; a focus outside the root is not shown.
  let open: string[] | null = null
  if (focus !== null) {
    if (root === null) open = focusChain
    else if (focus === root) open = []
    else if (focusChain.includes(root)) open = focusChain.slice(focusChain.indexOf(root))
  }
  const usefulFocus = open !== null
  const pageCount = Math.max(1, Math.ceil(forest.roots.length / ROOTS_PER_PAGE))
  let page = Math.min(Math.max(query.page, 1), pageCount)
  let tops: string[]
  if (root) tops = [root]
  else {
    if (focus !== null)
      page = Math.floor(forest.roots.indexOf(focusChain[0] ?? focus) / ROOTS_PER_PAGE) + 1
    tops = forest.roots.slice((page - 1) * ROOTS_PER_PAGE, page * ROOTS_PER_PAGE)
  }
  const loaded = chooseView(forest, tops, {
    depth: FIRST_PAINT_DEPTH,
    maxNodes: MAX_VIEW_NODES,
    maxChildren: MAX_CHILDREN,
    path: focus !== null && open !== null ? { open: new Set(open), target: focus } : undefined,
  })
  const loopKeys =
    chart !== 'positions' && canAdministerProfiles(actor)
      ? forest.loops.slice(0, LOOPS_REPORTED).map((loop) => loop.slice(0, LOOP_PEOPLE_NAMED))
      : []
  const faces = await source.describe([
    ...new Set([...keysOfView(tops, loaded), ...above, ...loopKeys.flat()]),
  ])
  const nameOf = (key: string) => faces.get(key)?.name ?? ''
  return {
    chart,
    roots: assemble(source, tops, loaded, faces),
    trail: root ? [...above, root].map((key) => ({ key, name: nameOf(key) })) : [],
    root,
    focus: usefulFocus ? focus : null,
    highlightPath: usefulFocus ? focusChain : [],
    page,
    pageCount: root ? 1 : pageCount,
    total: forest.parentOf.size - forest.roots.filter((key) => key.startsWith('div-')).length,
    loops:
      chart !== 'positions' && canAdministerProfiles(actor)
        ? loopKeys.map((loop) => loop.map((key) => ({ id: idOf(key), name: nameOf(key) })))
        : null,
  }
}

/**
 * The reports of one box, each with its own reports loaded one level down: what "expand" adds
 * to the chart in the browser. Another company's box is not found.
 */
export async function loadOrgChartBranch(
  actor: Actor,
  chart: OrgChart,
  key: string,
): Promise<OrgChartNode[]> {
  const source = await sourceFor(chart, actor.companyId)
  if (!source.forest.parentOf.has(key)) throw new AppError('NOT_FOUND', 'Not found.')
  const tops = childrenIn(source.forest, key).slice(0, MAX_CHILDREN)
  const loaded = chooseView(source.forest, tops, {
    depth: 1,
    maxNodes: MAX_VIEW_NODES,
    maxChildren: MAX_CHILDREN,
  })
  const faces = await source.describe(keysOfView(tops, loaded))
  return assemble(source, tops, loaded, faces)
}

/** People whose name (or email) contains `q`, as boxes of `chart`; bounded. */
export async function searchOrgChart(
  actor: Actor,
  chart: OrgChart,
  q: string,
): Promise<OrgChartSuggestion[]> {
  const text = q.trim()
  if (text.length === 0) return []
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
  // The directory's trigram index covers this expression (drizzle/0006).
  const result = await db.execute<{
    id: number
    name: string
    title: string | null
    positionId: number | null
  }>(sql`
    select m.id, trim(u.first_name || ' ' || u.last_name) as name, p.name as title,
      p.id as "positionId"
    from memberships m
    join users u on u.id = m.user_id
    left join lateral (
      select ps.id, ps.name from membership_positions mp join positions ps on ps.id = mp.position_id
      where mp.membership_id = m.id order by mp.rank, mp.position_id limit 1
    ) p on true
    where m.company_id = ${actor.companyId} and m.is_active
      and lower(u.first_name || ' ' || u.last_name || ' ' || u.email) like ${pattern}
      ${chart === 'positions' ? sql`and p.id is not null` : sql``}
    order by m.sort_name, m.id
    limit ${SEARCH_LIMIT}`)
  return result.rows.map((row) => ({
    key: chart === 'positions' ? `pos-${row.positionId}` : personKey(row.id),
    name: row.name,
    title: row.title,
  }))
}

/** Boxes the SVG export draws at most: the current root's subtree, level by level. */
export const MAX_EXPORT_NODES = 1000
const EXPORT_DEPTH = 6

/**
 * What the SVG export draws: the chart from `root` (or the top) down to six levels, capped at
 * 1,000 boxes, so exporting a 10,000-person company stays a bounded file.
 */
export async function loadOrgChartForExport(
  actor: Actor,
  chart: OrgChart,
  root: string | null,
): Promise<OrgChartNode[]> {
  const source = await sourceFor(chart, actor.companyId)
  if (root !== null && !source.forest.parentOf.has(root)) {
    throw new AppError('NOT_FOUND', 'Not found.')
  }
  const tops = root ? [root] : source.forest.roots.slice(0, ROOTS_PER_PAGE)
  const loaded = chooseView(source.forest, tops, {
    depth: EXPORT_DEPTH,
    maxNodes: MAX_EXPORT_NODES,
    maxChildren: MAX_CHILDREN,
  })
  const faces = await source.describe(keysOfView(tops, loaded))
  return assemble(source, tops, loaded, faces)
}

// ---- The public chart -----------------------------------------------------------------------

/**
 * The public chart of a company: the people tree with names, titles and divisions only. Boxes
 * are keyed by their place in the tree (`n-0-2`: the third report of the first top person), so
 * no record id leaves the company.
 */
export async function loadPublicOrgChart(
  companyId: number,
  rootPath: string | null,
): Promise<{ roots: OrgChartNode[]; trail: { key: string; name: string }[]; total: number }> {
  const source = await peopleSource(companyId)
  const { forest } = source
  const steps = rootPath === null ? [] : parsePlace(rootPath)
  if (steps === null) throw new AppError('NOT_FOUND', 'Not found.')
  let root: string | null = null
  for (const [depth, step] of steps.entries()) {
    const siblings: string[] = depth === 0 ? forest.roots : childrenIn(forest, root!)
    root = siblings[step] ?? null
    if (root === null) throw new AppError('NOT_FOUND', 'Not found.')
  }
  const tops = root ? [root] : forest.roots.slice(0, ROOTS_PER_PAGE)
  const loaded = chooseView(forest, tops, {
    depth: FIRST_PAINT_DEPTH,
    maxNodes: MAX_VIEW_NODES,
    maxChildren: MAX_CHILDREN,
  })
  const above = root ? ancestorsOf(forest, root) : []
  const faces = await source.describe([...keysOfView(tops, loaded), ...above])
  const placeOf = new Map<string, string>()
  const placeKey = (parent: string | null, key: string, index: number) => {
    const place = `${parent === null ? 'n' : placeOf.get(parent)!}-${index}`
    placeOf.set(key, place)
    return place
  }
  // The places of the boxes above the root and of the root itself.
  let parent: string | null = null
  for (const key of [...above, ...(root ? [root] : [])]) {
    const siblings: string[] = parent === null ? forest.roots : childrenIn(forest, parent)
    placeKey(parent, key, siblings.indexOf(key))
    parent = key
  }
  const strip = (key: string, place: string): OrgChartNode => {
    const face = faces.get(key)!
    return {
      key: place,
      kind: 'person',
      name: face.name,
      title: face.title,
      division: face.division,
      directReports: childrenIn(forest, key).length,
      children: (loaded.get(key) ?? []).map((child, index) =>
        strip(child, placeKey(key, child, index)),
      ),
      dottedManagerKeys: [],
    }
  }
  const roots = tops.map((key, index) =>
    strip(key, root ? placeOf.get(root)! : placeKey(null, key, index)),
  )
  return {
    roots,
    trail: [...above, ...(root ? [root] : [])].map((key) => ({
      key: placeOf.get(key)!,
      name: faces.get(key)?.name ?? '',
    })),
    total: forest.parentOf.size,
  }
}

/** `n-0-2` → [0, 2]; anything else → null. */
function parsePlace(place: string): number[] | null {
  if (!/^n(-\d{1,6}){1,64}$/.test(place)) return null
  return place.slice(2).split('-').map(Number)
}
