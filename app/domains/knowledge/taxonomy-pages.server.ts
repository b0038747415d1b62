import type { Actor } from '../accounts/accounts.policy'
import { can } from './knowledge.policy'

/** The managing pages are for KB admins; anyone else gets the 403 page (the services refuse too). */
export function requireTaxonomyAdmin(actor: Actor): void {
  if (!can(actor, 'category.manage')) throw new Response('Forbidden', { status: 403 })
}

/** A positive page number from the query string (anything else is page 1). */
export function pageParam(request: Request): number {
  const raw = Number(new URL(request.url).searchParams.get('page'))
  return Number.isInteger(raw) && raw > 0 && raw < 100_000 ? raw : 1
}
