/**
 * The shape of a chart, apart from what its boxes say: who hangs under whom. Pure and in memory:
 * a company's whole reporting graph (10,000 people are 10,000 small rows) is read in one query,
 * then roots, report counts and manager loops are worked out here in linear time, and only the
 * boxes on screen are looked up in detail.
 */

/** One box and the box it hangs under (null or unknown: a root). */
export interface ForestItem {
  key: string
  /** Decides which member of a loop becomes a root: the lowest. */
  id: number
  parent: string | null
}

export interface Forest {
  roots: string[]
  parentOf: Map<string, string | null>
  childrenOf: Map<string, string[]>
  /** Each manager loop found, as keys, starting with the member made a root to break it. */
  loops: string[][]
}

const NO_CHILDREN: string[] = []

/**
 * Builds the forest from items in display order (siblings keep the order of `items`, so the
 * database sorts them, by index). A parent that is not among the items (deactivated, another company, none)
 * makes a root. A loop (A → B → A, or a person managing themself) would leave its members
 * nowhere: the member with the lowest id is made a root, so the chart is the same on every load,
 * and the loop is reported for an administrator to repair.
 */
export function buildForest(items: ForestItem[]): Forest {
  const byKey = new Map(items.map((item) => [item.key, item]))
  const parentOf = new Map<string, string | null>()
  for (const item of items) {
    parentOf.set(item.key, item.parent !== null && byKey.has(item.parent) ? item.parent : null)
  }

  // Walk up from every box, marking boxes as done once their way to a root is known. A walk that
  // meets a box of its own path has found a loop.
  const loops: string[][] = []
  const state = new Map<string, 'walking' | 'done'>()
  for (const item of items) {
    const path: string[] = []
    let at: string | null = item.key
    while (at !== null && !state.has(at)) {
      state.set(at, 'walking')
      path.push(at)
      at = parentOf.get(at) ?? null
    }
    if (at !== null && state.get(at) === 'walking') {
      const loop = path.slice(path.indexOf(at))
      const breaker = loop.reduce((low, key) =>
        byKey.get(key)!.id < byKey.get(low)!.id ? key : low,
      )
      parentOf.set(breaker, null)
      const start = loop.indexOf(breaker)
      loops.push([...loop.slice(start), ...loop.slice(0, start)])
    }
    for (const key of path) state.set(key, 'done')
  }

  const childrenOf = new Map<string, string[]>()
  const roots: string[] = []
  for (const item of items) {
    const parent = parentOf.get(item.key)!
    if (parent === null) roots.push(item.key)
    else {
      const siblings = childrenOf.get(parent)
      if (siblings) siblings.push(item.key)
      else childrenOf.set(parent, [item.key])
    }
  }
  // The largest tree first (the chart a visitor came for: the one under the chief executive),
  // the people who manage no one last; equal sizes keep the name order (the sort is stable).
  const size = new Map(roots.map((root) => [root, treeSize(root, childrenOf)]))
  const sortedRoots = roots.sort((a, b) => size.get(b)! - size.get(a)!)
  return { roots: sortedRoots, parentOf, childrenOf, loops }
}

/** How many people are in the tree under `root`, itself included. */
function treeSize(root: string, childrenOf: Map<string, string[]>): number {
  let count = 0
  const stack = [root]
  while (stack.length > 0) {
    count += 1
    stack.push(...(childrenOf.get(stack.pop()!) ?? []))
  }
  return count
}

export function childrenIn(forest: Forest, key: string): string[] {
  return forest.childrenOf.get(key) ?? NO_CHILDREN
}

/** The keys from the top of the forest down to `key`'s parent (empty for a root). */
export function ancestorsOf(forest: Forest, key: string): string[] {
  const chain: string[] = []
  for (
    let at = forest.parentOf.get(key) ?? null;
    at !== null;
    at = forest.parentOf.get(at) ?? null
  ) {
    chain.push(at)
  }
  return chain.reverse()
}

export interface ViewLimits {
  /** Levels loaded under each shown root (0: the roots alone). */
  depth: number
  /** Boxes loaded at most; past it, boxes show their report count and load on demand. */
  maxNodes: number
  /** Direct reports loaded under one box at most (the rest is counted, not drawn). */
  maxChildren: number
  /**
   * The way down to a searched person: the reports of every box in `open` are loaded whatever the
   * limits, and `target` is loaded even past `maxChildren`.
   */
  path?: { open: ReadonlySet<string>; target: string }
}

/**
 * Which boxes to load under `roots`: level by level, a box's reports are loaded while the level
 * is within `depth` and the budget allows. Returns, for each loaded box, the reports loaded
 * under it (absent: none loaded).
 */
export function chooseView(
  forest: Forest,
  roots: string[],
  limits: ViewLimits,
): Map<string, string[]> {
  const loaded = new Map<string, string[]>()
  let count = roots.length
  let level: string[] = roots
  for (let depth = 0; level.length > 0; depth++) {
    const next: string[] = []
    for (const key of level) {
      const all = childrenIn(forest, key)
      if (all.length === 0) continue
      const path = limits.path
      const forced = path?.open.has(key) ?? false
      const within =
        depth < limits.depth && count + Math.min(all.length, limits.maxChildren) <= limits.maxNodes
      if (!forced && !within) continue
      const shown = all.slice(0, limits.maxChildren)
      if (path && all.length > shown.length) {
        shown.push(
          ...all
            .slice(limits.maxChildren)
            .filter((child) => path.open.has(child) || child === path.target),
        )
      }
      loaded.set(key, shown)
      count += shown.length
      next.push(...shown)
    }
    level = next
    if (depth >= limits.depth && !limits.path) break
  }
  return loaded
}

/** Every key of a view: the roots and all loaded reports. */
export function keysOfView(roots: string[], loaded: Map<string, string[]>): string[] {
  const keys = [...roots]
  for (const children of loaded.values()) keys.push(...children)
  return keys
}
