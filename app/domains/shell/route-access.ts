import { findPage, mayOpen, pathSegments, type NavActor } from './navigation'

/**
 * Whether a signed-in person may open a path (issue 3: hidden items are refused on the server,
 * not only hidden). A route of an app the company has turned off does not exist for it (404);
 * a route of the menu whose policy refuses this person is forbidden (403), by the very rule that
 * hides its menu item. Pure, so it is tested as a matrix, and the layout, the catch-all route and
 * every signed-in write (request-context.server.ts) apply the same rule.
 */
export type RouteAccess = 'allowed' | 'forbidden' | 'not-found'

/** The first path segment of each app's routes (seed §2.2; 'request*' includes 'requests'). */
const APP_ROUTE_PREFIXES: readonly { app: string; prefix: string }[] = [
  { app: 'knowledge_base', prefix: 'knowledgebase' },
  { app: 'knowledge_base', prefix: 'knowledge-base' },
  { app: 'knowledge_base', prefix: 'articles/public' },
  { app: 'checklist', prefix: 'checklist' },
  { app: 'attendance', prefix: 'inout' },
  { app: 'purchase_request', prefix: 'purchase-requests' },
  { app: 'request', prefix: 'request' },
  { app: 'request', prefix: 'tasks' },
  { app: 'statistics', prefix: 'statistics' },
]

/** The app a path belongs to, if any. */
export function appOfPath(pathname: string): string | null {
  const path = pathSegments(pathname).join('/')
  return APP_ROUTE_PREFIXES.find(({ prefix }) => path.startsWith(prefix))?.app ?? null
}

export function routeAccess(pathname: string, actor: NavActor): RouteAccess {
  const app = appOfPath(pathname)
  if (app !== null && !actor.activeApps.includes(app)) return 'not-found'
  const page = findPage(pathname)
  if (page && !mayOpen(actor, page.item)) return 'forbidden'
  return 'allowed'
}
