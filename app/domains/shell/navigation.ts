import type { Actor } from '~/platform/actor'
import {
  NAVIGATION,
  type IconName,
  type MenuActor,
  type MenuGroupDef,
  type MenuItemDef,
} from './menu'

/**
 * What the side navigation makes of the menu definition (menu.ts): the menu a person sees, which
 * page a path is, and its title and breadcrumb. Isomorphic and pure: the browser names pages too.
 */

export { type IconName } from './menu'

/** What the menu looks at in an actor: what its policies read, its apps and its slug. */
export type NavActor = MenuActor & Pick<Actor, 'activeApps' | 'companySlug'>

/**
 * Whether the item's policy lets this person open its page. The menu shows an item only when it
 * does, and the route guard (route-access.ts) refuses the item's paths when it does not; a page
 * of an inactive app does not exist at all, which both check apart.
 */
export function mayOpen(actor: NavActor, item: MenuItemDef): boolean {
  return item.access.allowed(actor)
}

const appActive = (actor: NavActor, app: string | undefined) =>
  app === undefined || actor.activeApps.includes(app)

/** A company menu link as the menu shows it (seed §3 Company menu link). */
export interface CompanyLinkItem {
  id: number
  parent: number | null
  order: number
  name: string
  url: string
  icon: string
}

// ---- The menu a person sees -------------------------------------------------------------------

export interface MenuItem {
  id: string
  label: string
  href: string
  external: boolean
  icon?: IconName
}

export interface MenuGroup {
  id: string
  label: string
  icon: IconName
  items: MenuItem[]
}

export type MenuEntry = ({ kind: 'item' } & MenuItem) | ({ kind: 'group' } & MenuGroup)

/**
 * What the menu needs to know beyond the person: where Get Help leads, and whether the company
 * has a default public knowledge base for View Public KB to show (without one it is a 404).
 */
export interface MenuFacts {
  helpUrl: string
  publicKb: boolean
}

/** The link of an item for this company, or null when it has none (no slug for the public KB). */
function hrefOf(item: MenuItemDef, actor: NavActor, facts: MenuFacts): string | null {
  if (item.external === 'help') return facts.helpUrl
  if (!item.route) return null
  if (item.route.includes('{company_slug}')) {
    if (!actor.companySlug) return null
    return item.route.replace('{company_slug}', encodeURIComponent(actor.companySlug))
  }
  return item.route
}

function visibleItem(item: MenuItemDef, actor: NavActor, facts: MenuFacts): MenuItem | null {
  if (item.hidden || !appActive(actor, item.app) || !mayOpen(actor, item)) return null
  if (item.needs && !facts[item.needs]) return null
  const href = hrefOf(item, actor, facts)
  if (href === null) return null
  return {
    id: item.id,
    label: item.label,
    href,
    external: item.external !== undefined,
    ...(item.icon ? { icon: item.icon } : {}),
  }
}

/**
 * The menu as this person sees it: hidden items, items their policies refuse, items of inactive
 * apps and items whose page the company lacks are left out, and so is a group left with nothing
 * in it. Every item left leads to a page that loads (the menu walk test opens them all).
 */
export function visibleMenu(actor: NavActor, facts: MenuFacts): MenuEntry[] {
  const entries: MenuEntry[] = []
  for (const entry of NAVIGATION) {
    if (entry.kind === 'item') {
      const item = visibleItem(entry, actor, facts)
      if (item) entries.push({ kind: 'item', ...item })
      continue
    }
    if (!appActive(actor, entry.app)) continue
    const items = entry.items.flatMap((item) => visibleItem(item, actor, facts) ?? [])
    if (items.length > 0) {
      entries.push({ kind: 'group', id: entry.id, label: entry.label, icon: entry.icon, items })
    }
  }
  return entries
}

// ---- Which page a path is -----------------------------------------------------------------------

export interface PageMatch {
  item: MenuItemDef
  group: MenuGroupDef | null
}

/** '/account/dashboard/' and '/account/dashboard' are the same page. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean)
}

interface Located {
  item: MenuItemDef
  group: MenuGroupDef | null
  segments: string[]
}

const LOCATED: Located[] = NAVIGATION.flatMap((entry) => {
  const items = entry.kind === 'group' ? entry.items : [entry]
  const group = entry.kind === 'group' ? entry : null
  return items.flatMap((item) =>
    item.route ? [{ item, group, segments: pathSegments(item.route) }] : [],
  )
})

const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}')

/**
 * The menu item a path belongs to: the route that matches most of the path's first segments
 * (so '/account/responsibilities/list' is Responsibilities), a literal segment beating a
 * parameter ('/knowledgebase/articles/create' is Create Article, not an article). Null when no
 * route of the menu is a prefix of the path.
 */
export function findPage(pathname: string): PageMatch | null {
  const path = pathSegments(pathname)
  let best: { located: Located; literals: number } | null = null
  for (const located of LOCATED) {
    const { segments } = located
    if (segments.length > path.length) continue
    let literals = 0
    const matches = segments.every((segment, index) => {
      if (isParam(segment)) return true
      literals += 1
      return segment === path[index]
    })
    if (!matches) continue
    const better =
      !best ||
      segments.length > best.located.segments.length ||
      (segments.length === best.located.segments.length && literals > best.literals)
    if (better) best = { located, literals }
  }
  if (!best) return null
  return { item: best.located.item, group: best.located.group }
}

export interface Crumb {
  label: string
  /** Absent for a group (it has no page) and for the current page. */
  href?: string
}

function itemById(id: string): MenuItemDef | undefined {
  return LOCATED.find((located) => located.item.id === id)?.item
}

/**
 * The page title and breadcrumb trail of a path, from the menu definition: the group, the
 * visible item a hidden page sits under, then the page. Null for a path outside the menu.
 */
/** Where a page sits in the menu: the visible item it is (or is under) and that item's group. */
export interface CurrentMenuItem {
  itemId: string | null
  groupId: string | null
  /** The page is the item itself, not a hidden page under it. */
  exact: boolean
}

/** Which visible item is the current page: the page itself, or the item a hidden page sits under. */
export function currentMenuItem(pathname: string): CurrentMenuItem {
  const page = findPage(pathname)
  if (!page) return { itemId: null, groupId: null, exact: false }
  return {
    itemId: page.item.hidden ? (page.item.parentId ?? null) : page.item.id,
    groupId: page.group?.id ?? null,
    exact: !page.item.hidden,
  }
}

export function pageTitleOf(pathname: string): { title: string; trail: Crumb[] } | null {
  const page = findPage(pathname)
  if (!page) return null
  // Every trail starts at the dashboard, the first item of the menu.
  const home = NAVIGATION[0] as MenuItemDef
  const trail: Crumb[] = page.item === home ? [] : [{ label: home.label, href: home.route }]
  if (page.group) trail.push({ label: page.group.label })
  const parent = page.item.parentId ? itemById(page.item.parentId) : undefined
  if (parent?.route) trail.push({ label: parent.label, href: parent.route })
  trail.push({ label: page.item.label })
  return { title: page.item.label, trail }
}
