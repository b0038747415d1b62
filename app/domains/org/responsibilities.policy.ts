import type { Actor } from '~/platform/actor'
import { canAdministerProfiles } from '../people/staff.policy'

export const RESPONSIBILITY_ACTIONS = [
  'responsibility.read',
  'responsibility.create',
  'responsibility.update',
  'responsibility.delete',
  'responsibility.assign',
] as const
export type ResponsibilityAction = (typeof RESPONSIBILITY_ACTIONS)[number]

/**
 * Everyone reads responsibilities (their own and their colleagues'); profile admins and company
 * admins write them and give them to people.
 */
export function can(
  actor: Pick<Actor, 'userTypeSlug' | 'roles'>,
  action: ResponsibilityAction,
): boolean {
  switch (action) {
    case 'responsibility.read':
      return true
    case 'responsibility.create':
    case 'responsibility.update':
    case 'responsibility.delete':
    case 'responsibility.assign':
      return canAdministerProfiles(actor)
  }
}
