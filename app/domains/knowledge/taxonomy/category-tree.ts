/**
 * The article category tree (seed 001 §3: id, category, parent, is_subsection, subcategories;
 * sorted alphabetically). Pure and client-safe: the services build it, the form components and
 * pages walk it.
 */
export interface CategoryNode {
  id: number
  name: string
  parentId: number | null
  isSubsection: boolean
  version: number
  children: CategoryNode[]
}

export interface CategoryRow {
  id: number
  name: string
  parentId: number | null
  version: number
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Alphabetical (case- and accent-insensitive, numbers in number order), then by id. */
export function byName(a: { name: string; id: number }, b: { name: string; id: number }): number {
  return collator.compare(a.name, b.name) || a.id - b.id
}

/** Rows → a tree sorted alphabetically at every level. A row whose parent is missing is a root. */
export function buildCategoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(
    rows.map((row) => [
      row.id,
      { ...row, isSubsection: row.parentId !== null, children: [] as CategoryNode[] },
    ]),
  )
  const roots: CategoryNode[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  const sort = (list: CategoryNode[]) => {
    list.sort(byName)
    for (const node of list) sort(node.children)
  }
  sort(roots)
  return roots
}

export interface FlatCategory {
  id: number
  name: string
  depth: number
  /** Names from the root down to this category, for labels such as 'Safety › Warehouse'. */
  path: string[]
}

/** Depth-first, in tree order: the options of a select. */
export function flattenCategoryTree(
  tree: readonly CategoryNode[],
  depth = 0,
  path: string[] = [],
): FlatCategory[] {
  return tree.flatMap((node) => {
    const here = [...path, node.name]
    return [
      { id: node.id, name: node.name, depth, path: here },
      ...flattenCategoryTree(node.children, depth + 1, here),
    ]
  })
}

/** A category and everything below it, by id (to keep a category from moving inside itself). */
export function subtreeIds(tree: readonly CategoryNode[], id: number): Set<number> {
  const found = flattenCategoryTree(tree).find((node) => node.id === id)
  if (!found) return new Set()
  const ids = new Set<number>()
  const walk = (nodes: readonly CategoryNode[], inside: boolean) => {
    for (const node of nodes) {
      const now = inside || node.id === id
      if (now) ids.add(node.id)
      walk(node.children, now)
    }
  }
  walk(tree, false)
  return ids
}
