import type { Actor } from '~/platform/actor'

/**
 * The shapes of the side navigation's data (menu.ts): items, groups and who may open their pages.
 * Domains describe their own pages' items with them (e.g. checklists.menu.ts) and menu.ts
 * places those items in the navigation.
 */

/** What a policy looks at in the person opening a page. */
export type MenuActor = Pick<Actor, 'userTypeSlug' | 'roles' | 'membershipId'>

/** Who may open an item's page: every member, or whoever one action of a domain policy allows. */
export interface PageAccess {
  /** The policy action that decides the page; null for a page of every member. */
  action: string | null
  allowed: (actor: MenuActor) => boolean
}

/** A page every member of the company opens (dashboard, own profile, settings…). */
export const EVERY_MEMBER: PageAccess = { action: null, allowed: () => true }

/** A page open to whoever `policy` allows `action` (the action's name is checked against it). */
export function allows<Action extends string>(
  policy: (actor: MenuActor, action: Action) => boolean,
  action: Action,
): PageAccess {
  return { action, allowed: (actor) => policy(actor, action) }
}

export type IconName =
  | 'home'
  | 'users'
  | 'building'
  | 'book'
  | 'graduation'
  | 'check'
  | 'globe'
  | 'settings'
  | 'help'
  | 'link'

export interface MenuItemDef {
  id: string
  label: string
  /** A path of this site; `{name}` is a parameter (an id, or the company's slug). */
  route?: string
  /** Get Help: a site of its own, opened in a new tab. */
  external?: 'help'
  /** Who may see the item and open its route (and every path under it). */
  access: PageAccess
  /** Exists for titles, breadcrumbs and route access; never shown in the menu. */
  hidden?: boolean
  /** The app (seed §1) the item belongs to; without it the item does not exist. */
  app?: string
  /** A hidden page under this visible item (breadcrumb: parent, then page). */
  parentId?: string
  /** What the company must have for the page to exist; without it the item is left out. */
  needs?: 'publicKb'
  icon?: IconName
}

export interface MenuGroupDef {
  id: string
  label: string
  icon: IconName
  app?: string
  items: MenuItemDef[]
}

export type MenuEntryDef = ({ kind: 'item' } & MenuItemDef) | ({ kind: 'group' } & MenuGroupDef)
