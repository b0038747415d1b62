import type { PolicyActor } from '~/platform/actor'
import { isKnowledgeAdmin } from '../knowledge/knowledge.policy'

export const SEARCH_ACTIONS = ['synonyms.read', 'synonyms.manage'] as const
export type SearchAction = (typeof SEARCH_ACTIONS)[number]

/**
 * Synonym groups shape every search of the company, so the people who write the knowledge base
 * (KB admins and company admins) define them (ADR 038); they are not secret, and every member
 * may read them.
 */
export function can(actor: PolicyActor, action: SearchAction): boolean {
  switch (action) {
    case 'synonyms.read':
      return true
    case 'synonyms.manage':
      return isKnowledgeAdmin(actor)
  }
}
