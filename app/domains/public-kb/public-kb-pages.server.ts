import type { Actor } from '~/platform/actor'
import { isKnowledgeAdmin } from '../knowledge/knowledge.policy'

/** The admin pages are for KB admins; anyone else gets the 403 page (the services refuse too). */
export function requirePublicKbAdmin(actor: Actor): void {
  if (!isKnowledgeAdmin(actor)) throw new Response('Forbidden', { status: 403 })
}
