import { deny } from '~/platform/audit.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '../accounts/accounts.policy'
import { can, type KnowledgeAction } from './knowledge.policy'

/**
 * Refuses (403) and records anyone the policy does not let manage categories, types or
 * definitions. Called before any transaction: `deny` writes with the global handle.
 */
export async function authorizeTaxonomy(
  actor: Actor,
  meta: RequestMeta,
  action: KnowledgeAction,
  auditAction: string,
  entity?: { type: string; id: number },
): Promise<void> {
  if (!can(actor, action)) await deny(actor, meta, auditAction, AppError.forbidden(), entity)
}
