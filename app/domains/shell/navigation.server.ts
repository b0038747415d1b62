import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { deny } from '~/platform/audit.server'
import { rememberPerCompany } from '~/platform/company-memo.server'
import { AppError, isAppError } from '~/platform/errors.server'
import { requestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { listMenuLinks } from '../company/menu-links.server'
import { buildMenuTree, type MenuNode } from '../company/menu-tree'
import { hasDefaultPublicKb } from '../public-kb/public-pages.server'
import {
  currentMenuItem,
  pageTitleOf,
  visibleMenu,
  type CompanyLinkItem,
  type Crumb,
  type CurrentMenuItem,
  type MenuEntry,
} from './navigation'
import { routeAccess } from './route-access'

/** Where 'Get Help' leads (a new tab): HELP_URL, else the product's help site. */
export const helpUrl = z
  .string()
  .url()
  .default('https://help.groundwork.example/')
  .parse(process.env.HELP_URL || undefined)

export interface NavigationData {
  menu: MenuEntry[]
  companyLinks: MenuNode<CompanyLinkItem>[]
  /** The menu item of the page at `pathname`. */
  current: CurrentMenuItem
  /** The page's title and breadcrumb trail, when the menu names it. */
  page: { title: string; trail: Crumb[] } | null
}

/**
 * The menu of a signed-in page: the §2.3 items this person may see, the company's own links,
 * and where the page at `pathname` is among them (its item, title and breadcrumb). Worked out
 * here, so the menu's definition and its policies stay out of the browser's bundle. A failure
 * to read the links only loses them (seed §8 'Menu link fetch fails: only logged'); the page
 * still renders.
 */
export async function loadNavigation(actor: Actor, pathname: string): Promise<NavigationData> {
  const [companyLinks, publicKb] = await Promise.all([loadCompanyLinks(actor), hasPublicKb(actor)])
  return {
    menu: visibleMenu(actor, { helpUrl, publicKb }),
    companyLinks,
    current: currentMenuItem(pathname),
    page: pageTitleOf(pathname),
  }
}

/** The company's links as the menu shows them; every page reads them, admins rarely change them. */
const companyLinksOf = rememberPerCompany(async (companyId) => {
  const links = await listMenuLinks({ companyId })
  return buildMenuTree(
    links.map(({ id, parent, order, name, url, icon }) => ({ id, parent, order, name, url, icon })),
  )
})

async function loadCompanyLinks(actor: Actor): Promise<MenuNode<CompanyLinkItem>[]> {
  try {
    return await companyLinksOf(actor.companyId)
  } catch (error) {
    console.error('Could not load the company menu links', error)
    return []
  }
}

/** Whether View Public KB has a page to show: the company's default public knowledge base. */
async function hasPublicKb(actor: Actor): Promise<boolean> {
  if (!actor.activeApps.includes('knowledge_base') || !actor.companySlug) return false
  return hasDefaultPublicKbOf(actor.companyId)
}

const hasDefaultPublicKbOf = rememberPerCompany(hasDefaultPublicKb)

/**
 * Refuses a path this person may not open: 403 for another role's area, 404 for a route of an
 * app the company has turned off. The refusal is recorded in System Action History once per HTTP
 * request: the layout and an action of the same request share the answer through the load context.
 */
export function guardRoute(
  request: Request,
  actor: Actor,
  context?: AppLoadContext,
): Promise<void> {
  if (!context) return checkRoute(request, actor)
  context.routeGuard ??= checkRoute(request, actor)
  return context.routeGuard
}

async function checkRoute(request: Request, actor: Actor): Promise<void> {
  const { pathname } = new URL(request.url)
  const access = routeAccess(pathname, actor)
  if (access === 'allowed') return
  const forbidden = access === 'forbidden'
  await deny(
    actor,
    requestMeta(request),
    'route.open',
    forbidden ? AppError.forbidden() : AppError.notFound(),
    { type: 'route', id: pathname },
  ).catch((error: unknown) => {
    if (!isAppError(error)) throw error
  })
  throw forbidden
    ? new Response('Forbidden', { status: 403 })
    : new Response('Not Found', { status: 404 })
}
