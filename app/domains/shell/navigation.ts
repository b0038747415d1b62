import { msg } from '~/i18n'
import { isCompanyAdmin, type Actor } from '~/platform/actor'
import { canAdministerProfiles } from '../people/staff.policy'

/**
 * The side navigation of seed §2.3: one definition gives the menu, the page titles and
 * breadcrumbs, and (route-access.ts) which routes a person may open. Isomorphic and pure.
 */

/**
 * Who may see an item and open its route. Role flags decide (seed §6): an admin created at
 * sign-up holds every flag; 'companyAdmin' is user type 'admin' or user_is_admin.
 */
export type Audience = 'all' | 'profileAdmin' | 'kbAdmin' | 'companyAdmin'

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
  audience: Audience
  /** Exists for titles, breadcrumbs and route access; never shown in the menu. */
  hidden?: boolean
  /** The app (seed §1) the item belongs to; without it the item does not exist. */
  app?: string
  /** A hidden page under this visible item (breadcrumb: parent, then page). */
  parentId?: string
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

const KB = 'knowledge_base'

/** The heading of the whole menu. */
export const NAVIGATION_LABEL = msg('Navigation')

export const NAVIGATION: readonly MenuEntryDef[] = [
  {
    kind: 'item',
    id: 'dashboard',
    label: msg('Dashboard'),
    route: '/account/dashboard',
    audience: 'all',
    icon: 'home',
  },
  {
    kind: 'group',
    id: 'employees',
    label: msg('Employees'),
    icon: 'users',
    items: [
      { id: 'my-profile', label: msg('My Profile'), route: '/account/profile', audience: 'all' },
      {
        id: 'employee-profile',
        label: msg('Employee Profile'),
        route: '/account/employee/{id}',
        audience: 'all',
        hidden: true,
        parentId: 'directory',
      },
      { id: 'directory', label: msg('Directory'), route: '/account/employees', audience: 'all' },
      {
        id: 'deactivated-staff',
        label: msg('Deactivated staff'),
        route: '/account/employees/deactivated',
        audience: 'profileAdmin',
        hidden: true,
        parentId: 'directory',
      },
      {
        id: 'bulk-create-staff',
        label: msg('Add staff from a CSV file'),
        route: '/account/employees/bulk-create',
        audience: 'profileAdmin',
        hidden: true,
        parentId: 'directory',
      },
      {
        id: 'bulk-edit-staff',
        label: msg('Bulk edit staff'),
        route: '/account/employees/bulk',
        audience: 'profileAdmin',
        hidden: true,
        parentId: 'directory',
      },
      {
        id: 'create-employee',
        label: msg('Create New Employee'),
        route: '/account/create',
        audience: 'profileAdmin',
      },
      {
        id: 'positions',
        label: msg('Positions'),
        route: '/account/positions',
        audience: 'profileAdmin',
      },
      {
        id: 'divisions',
        label: msg('Divisions'),
        route: '/account/divisions',
        audience: 'profileAdmin',
        hidden: true,
        parentId: 'positions',
      },
      {
        id: 'responsibilities',
        label: msg('Responsibilities'),
        route: '/account/responsibilities',
        audience: 'profileAdmin',
      },
      {
        id: 'actions',
        label: msg('System Action History'),
        route: '/account/actions',
        audience: 'all',
      },
      {
        id: 'outbound-emails',
        label: msg('System Emails'),
        route: '/account/outbound-emails',
        audience: 'profileAdmin',
      },
    ],
  },
  {
    kind: 'group',
    id: 'company',
    label: msg('Company'),
    icon: 'building',
    items: [
      { id: 'org-chart', label: msg('Org Chart'), route: '/div', audience: 'all' },
      {
        id: 'people-org-chart',
        label: msg('Org chart by manager'),
        route: '/account/org-chart',
        audience: 'all',
        hidden: true,
        parentId: 'org-chart',
      },
      {
        id: 'positional-org-chart',
        label: msg('Org chart by position'),
        route: '/account/positional-org-chart',
        audience: 'all',
        hidden: true,
        parentId: 'org-chart',
      },
      {
        id: 'org-chart-settings',
        label: msg('Org chart display settings'),
        route: '/account/org-chart/settings',
        audience: 'companyAdmin',
        hidden: true,
        parentId: 'org-chart',
      },
      // Not in seed §2.3: company files (§7) need a place every member can find.
      {
        id: 'company-files',
        label: msg('Company files'),
        route: '/account/company-files',
        audience: 'all',
      },
    ],
  },
  {
    kind: 'group',
    id: 'knowledge-base',
    label: msg('Knowledge Base'),
    icon: 'book',
    app: KB,
    items: [
      {
        id: 'articles',
        label: msg('View All Articles'),
        route: '/knowledgebase/articles',
        audience: 'all',
      },
      {
        id: 'edit-article',
        label: msg('Edit Article'),
        route: '/knowledgebase/articles/{id}/edit',
        audience: 'kbAdmin',
        hidden: true,
        parentId: 'articles',
      },
      {
        id: 'article',
        label: msg('KB Article'),
        route: '/knowledgebase/articles/{id}',
        audience: 'all',
        hidden: true,
        parentId: 'articles',
      },
      {
        id: 'create-article',
        label: msg('Create Article'),
        route: '/knowledgebase/articles/create',
        audience: 'kbAdmin',
      },
      {
        id: 'article-categories',
        label: msg('Categories'),
        route: '/knowledgebase/categories',
        audience: 'all',
        hidden: true,
        parentId: 'articles',
      },
      {
        id: 'definitions',
        label: msg('Definitions'),
        route: '/knowledgebase/definitions',
        audience: 'all',
        hidden: true,
        parentId: 'articles',
      },
      {
        id: 'article-types',
        label: msg('Article Types'),
        route: '/knowledgebase/article-types',
        audience: 'kbAdmin',
        hidden: true,
        parentId: 'articles',
      },
      {
        id: 'public-knowledgebases',
        label: msg('Public knowledge bases'),
        route: '/knowledgebase/public-knowledgebases',
        audience: 'kbAdmin',
        hidden: true,
        parentId: 'articles',
      },
      {
        id: 'knowledge-files',
        label: msg('Knowledge Base Files'),
        route: '/knowledgebase/files',
        audience: 'kbAdmin',
        hidden: true,
        parentId: 'articles',
      },
    ],
  },
  {
    kind: 'group',
    id: 'courses',
    label: msg('Courses'),
    icon: 'graduation',
    app: KB,
    items: [
      {
        id: 'assigned-courses',
        label: msg('Assigned Courses'),
        route: '/knowledgebase/assigned-courses',
        audience: 'all',
      },
      {
        id: 'courses-admin',
        label: msg('Courses Admin'),
        route: '/knowledgebase/courses',
        audience: 'kbAdmin',
      },
      {
        id: 'course',
        label: msg('Course View'),
        route: '/knowledgebase/courses/{id}',
        audience: 'all',
        hidden: true,
      },
      {
        id: 'create-course',
        label: msg('Create Course'),
        route: '/knowledgebase/courses/create',
        audience: 'kbAdmin',
      },
      {
        id: 'leaderboard',
        label: msg('Leaderboard'),
        route: '/knowledgebase/acknowledgement-leaderboard',
        audience: 'kbAdmin',
      },
      {
        id: 'quiz-timeline',
        label: msg('Quiz Response Timeline'),
        route: '/knowledgebase/quiz-acknowledgement-timeline',
        audience: 'kbAdmin',
      },
      {
        id: 'library-courses',
        label: msg('Library Courses'),
        route: '/knowledgebase/library-courses',
        audience: 'all',
      },
    ],
  },
  {
    kind: 'item',
    id: 'all-completions',
    label: msg('All Completions'),
    route: '/knowledgebase/acknowledgement-timeline',
    audience: 'kbAdmin',
    app: KB,
    icon: 'check',
  },
  {
    kind: 'item',
    id: 'public-kb',
    label: msg('View Public KB'),
    route: '/articles/public/{company_slug}',
    audience: 'all',
    app: KB,
    icon: 'globe',
  },
  {
    kind: 'item',
    id: 'settings',
    label: msg('Settings'),
    route: '/account/settings',
    audience: 'all',
    icon: 'settings',
  },
  {
    kind: 'item',
    id: 'edit-company',
    label: msg('Company settings'),
    route: '/account/settings/edit-company',
    audience: 'companyAdmin',
    hidden: true,
    parentId: 'settings',
  },
  {
    kind: 'item',
    id: 'custom-fields',
    label: msg('Custom fields'),
    route: '/account/settings/custom-fields',
    audience: 'profileAdmin',
    hidden: true,
    parentId: 'settings',
  },
  {
    kind: 'item',
    id: 'file-types',
    label: msg('File types'),
    route: '/account/settings/file-types',
    audience: 'profileAdmin',
    hidden: true,
    parentId: 'settings',
  },
  {
    kind: 'item',
    id: 'menu-links',
    label: msg('Menu Links'),
    route: '/account/settings/menu-links',
    audience: 'companyAdmin',
    hidden: true,
    parentId: 'settings',
  },
  {
    kind: 'item',
    id: 'billing',
    label: msg('Subscription'),
    route: '/account/billing',
    audience: 'companyAdmin',
    hidden: true,
  },
  {
    kind: 'item',
    id: 'help',
    label: msg('Get Help'),
    external: 'help',
    audience: 'all',
    icon: 'help',
  },
]

/** What the menu looks at in an actor. */
export type NavActor = Pick<Actor, 'userTypeSlug' | 'roles' | 'activeApps' | 'companySlug'>

export function inAudience(actor: NavActor, audience: Audience): boolean {
  switch (audience) {
    case 'all':
      return true
    case 'profileAdmin':
      // The same rule the services apply, so the menu and the guard never refuse what they allow.
      return canAdministerProfiles(actor)
    case 'kbAdmin':
      return actor.roles.user_is_kb_admin
    case 'companyAdmin':
      return isCompanyAdmin(actor)
  }
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

/** The link of an item for this company, or null when it has none (no slug for the public KB). */
function hrefOf(item: MenuItemDef, actor: NavActor, helpUrl: string): string | null {
  if (item.external === 'help') return helpUrl
  if (!item.route) return null
  if (item.route.includes('{company_slug}')) {
    if (!actor.companySlug) return null
    return item.route.replace('{company_slug}', encodeURIComponent(actor.companySlug))
  }
  return item.route
}

function visibleItem(item: MenuItemDef, actor: NavActor, helpUrl: string): MenuItem | null {
  if (item.hidden || !inAudience(actor, item.audience) || !appActive(actor, item.app)) return null
  const href = hrefOf(item, actor, helpUrl)
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
 * The menu as this person sees it: hidden items, items of other roles and of inactive apps are
 * left out, and so is a group left with nothing in it.
 */
export function visibleMenu(actor: NavActor, helpUrl: string): MenuEntry[] {
  const entries: MenuEntry[] = []
  for (const entry of NAVIGATION) {
    if (entry.kind === 'item') {
      const item = visibleItem(entry, actor, helpUrl)
      if (item) entries.push({ kind: 'item', ...item })
      continue
    }
    if (!appActive(actor, entry.app)) continue
    const items = entry.items.flatMap((item) => visibleItem(item, actor, helpUrl) ?? [])
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
