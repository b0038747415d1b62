/*
 * The position tree rules: pure functions over the manager map (no database).
 */

/**
 * Whether making `managerId` the manager of `positionId` closes a loop: walking up from the new
 * manager reaches the position itself. A loop already in the data (never written by this
 * service) ends the walk instead of spinning.
 */
export function closesLoop(
  managerOf: ReadonlyMap<number, number | null>,
  positionId: number,
  managerId: number,
): boolean {
  const seen = new Set<number>()
  for (let at: number | null | undefined = managerId; at != null; at = managerOf.get(at)) {
    if (at === positionId) return true
    if (seen.has(at)) return false
    seen.add(at)
  }
  return false
}

/** The position and every position below it: none of them may become its manager. */
export function selfAndJuniors(
  managerOf: ReadonlyMap<number, number | null>,
  positionId: number,
): Set<number> {
  const juniorsOf = new Map<number, number[]>()
  for (const [id, manager] of managerOf) {
    if (manager != null) juniorsOf.set(manager, [...(juniorsOf.get(manager) ?? []), id])
  }
  const found = new Set([positionId])
  const queue = [positionId]
  while (queue.length) {
    for (const junior of juniorsOf.get(queue.pop()!) ?? []) {
      if (!found.has(junior)) {
        found.add(junior)
        queue.push(junior)
      }
    }
  }
  return found
}

export interface TreeNode<T> {
  item: T
  children: TreeNode<T>[]
}

/**
 * Builds the positions' tree: roots are positions without a manager (or whose manager is not in
 * `items`); juniors sorted by order, then name. Anything a loop would hide becomes a root.
 */
export function buildTree<
  T extends { id: number; manager: number | null; order: number; name: string },
>(items: T[]): TreeNode<T>[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  const nodes = new Map(items.map((item) => [item.id, { item, children: [] } as TreeNode<T>]))
  const sorted = [...items].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
  const roots: TreeNode<T>[] = []
  const placed = new Set<number>()
  for (const item of sorted) {
    if (item.manager === null || !byId.has(item.manager)) roots.push(nodes.get(item.id)!)
    else nodes.get(item.manager)!.children.push(nodes.get(item.id)!)
  }
  const visit = (node: TreeNode<T>) => {
    placed.add(node.item.id)
    for (const child of node.children) if (!placed.has(child.item.id)) visit(child)
  }
  roots.forEach(visit)
  for (const item of sorted) {
    if (placed.has(item.id)) continue
    const node = nodes.get(item.id)!
    nodes.get(item.manager!)!.children = nodes
      .get(item.manager!)!
      .children.filter((child) => child !== node)
    roots.push(node)
    visit(node)
  }
  return roots
}
