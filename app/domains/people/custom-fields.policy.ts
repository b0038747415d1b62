import type { Actor, PolicyActor } from '~/platform/actor'
import { canAdministerProfiles } from './staff.policy'

export type CustomFieldAction =
  'customField.read' | 'customField.manage' | 'customFieldValue.read' | 'customFieldValue.set'

/**
 * Every member reads the definitions and the values (profiles and the directory show them to
 * everyone). Profile admins manage the definitions and set anyone's values; a person sets their
 * own values too, as they edit their own private info.
 */
export function can(
  actor: PolicyActor & Partial<Pick<Actor, 'membershipId'>>,
  action: CustomFieldAction,
  target?: { membershipId: number },
): boolean {
  switch (action) {
    case 'customField.read':
    case 'customFieldValue.read':
      return true
    case 'customField.manage':
      return canAdministerProfiles(actor)
    case 'customFieldValue.set':
      return canAdministerProfiles(actor) || target?.membershipId === actor.membershipId
  }
}
