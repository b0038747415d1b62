import type { Actor } from '~/platform/actor'
import { isKnowledgeAdmin } from '../knowledge/knowledge.policy'
import { canAdministerProfiles } from '../people/staff.policy'

export const POSITION_ACTIONS = [
  'position.read',
  'position.create',
  'position.update',
  'position.delete',
  'position.learning.view',
] as const
export type PositionAction = (typeof POSITION_ACTIONS)[number]

/**
 * Every member reads the company's positions (the org charts are for everyone); profile admins
 * and company admins create, change and delete them (seed 000 §6: Positions is a profile-admin
 * page). The articles and courses a position assigns are for those who assign them: KB admins
 * and the same profile admins.
 */
export function can(actor: Pick<Actor, 'userTypeSlug' | 'roles'>, action: PositionAction): boolean {
  switch (action) {
    case 'position.read':
      return true
    case 'position.create':
    case 'position.update':
    case 'position.delete':
      return canAdministerProfiles(actor)
    case 'position.learning.view':
      return canAdministerProfiles(actor) || isKnowledgeAdmin(actor)
  }
}
