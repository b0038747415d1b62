/** The sidebar shape of company menu links. Isomorphic: the shell builds it on either side. */

export const DEFAULT_MENU_LINK_ICON = 'feather icon-link'

export interface MenuLinkLike {
  id: number
  parent: number | null
  order: number
}

/** A link and its submenu items; a node with children is shown as a collapsible group. */
export interface MenuNode<Link extends MenuLinkLike> {
  link: Link
  children: MenuNode<Link>[]
}

function byOrderThenId(a: MenuLinkLike, b: MenuLinkLike): number {
  return a.order - b.order || a.id - b.id
}

/**
 * Turns the flat list into top-level items and groups: a link whose parent is in the list becomes
 * a submenu item of that parent. A link whose parent is missing is top-level, and so is every link
 * on a parent loop (A→A, A→B→A), so no link ever disappears from the menu. Siblings are ordered
 * by `order`, then by id.
 */
export function buildMenuTree<Link extends MenuLinkLike>(links: readonly Link[]): MenuNode<Link>[] {
  const byId = new Map(links.map((link) => [link.id, link]))

  /** True when following parents from `link` comes back to `link` itself. */
  const isOnLoop = (link: Link): boolean => {
    const seen = new Set<number>()
    let current = link.parent === null ? undefined : byId.get(link.parent)
    while (current && !seen.has(current.id)) {
      if (current.id === link.id) return true
      seen.add(current.id)
      current = current.parent === null ? undefined : byId.get(current.parent)
    }
    return false
  }

  const nodes = new Map(links.map((link) => [link.id, { link, children: [] } as MenuNode<Link>]))
  const roots: MenuNode<Link>[] = []
  for (const link of links) {
    const node = nodes.get(link.id)!
    const parent = link.parent === null ? undefined : nodes.get(link.parent)
    if (parent && !isOnLoop(link)) parent.children.push(node)
    else roots.push(node)
  }

  const sort = (level: MenuNode<Link>[]): MenuNode<Link>[] => {
    level.sort((a, b) => byOrderThenId(a.link, b.link))
    for (const node of level) sort(node.children)
    return level
  }
  return sort(roots)
}
