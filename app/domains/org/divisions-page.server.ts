import type { Actor } from '~/platform/actor'
import { can } from './divisions.policy'

/** The division pages are for those who manage divisions; anyone else gets the 403 page. */
export function requireDivisionAdmin(actor: Actor): void {
  if (!can(actor, 'division.update')) throw new Response('Forbidden', { status: 403 })
}
