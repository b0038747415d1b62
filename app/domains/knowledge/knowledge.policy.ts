import type { Actor } from '~/platform/actor'
import { isCompanyAdmin } from '~/platform/actor'

export const KNOWLEDGE_ACTIONS = [
  'article.read',
  'article.author',
  'articleType.manage',
  'category.manage',
  'definition.manage',
  'readActivity.view',
  'template.manage',
] as const
export type KnowledgeAction = (typeof KNOWLEDGE_ACTIONS)[number]

type PolicyActor = Pick<Actor, 'userTypeSlug' | 'roles'>

/**
 * KB admins (user_is_kb_admin, seed 001 §6) and company admins write the knowledge base: articles,
 * drafts, categories, types, definitions, article templates; and they see who read what. Everyone reads what the
 * article access rules let them read (article-access.server.ts).
 */
export function isKnowledgeAdmin(actor: PolicyActor): boolean {
  return actor.roles.user_is_kb_admin || isCompanyAdmin(actor)
}

export function can(actor: PolicyActor, action: KnowledgeAction): boolean {
  switch (action) {
    case 'article.read':
      return true
    case 'article.author':
    case 'articleType.manage':
    case 'category.manage':
    case 'definition.manage':
    case 'readActivity.view':
    case 'template.manage':
      return isKnowledgeAdmin(actor)
  }
}

/**
 * The rule of `action` for a refusal recorded under a finer name (what the service did), for
 * the platform's authorize: `authorize(asker, allows('article.author'), 'article.create')`.
 */
export const allows =
  (action: KnowledgeAction) =>
  (actor: PolicyActor): boolean =>
    can(actor, action)
