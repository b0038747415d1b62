import { isCompanyAdmin, type Actor } from '~/platform/actor'

/**
 * Profile admins (seed §6: user_is_profile_admin) and company admins manage everyone's profile:
 * create, edit, deactivate staff, see system emails and download employee files.
 */
export function canAdministerProfiles(actor: Pick<Actor, 'userTypeSlug' | 'roles'>): boolean {
  return isCompanyAdmin(actor) || actor.roles.user_is_profile_admin
}

export const STAFF_ACTIONS = [
  'staff.view',
  'staff.create',
  'staff.update',
  'staff.delete',
  'staff.restore',
  'staff.uploadPhoto',
  'staff.editRoles',
] as const
export type StaffAction = (typeof STAFF_ACTIONS)[number]

/** The person an action is about: whose membership, and whether it is still active. */
export interface StaffTarget {
  membershipId: number
  isActive: boolean
}

type PolicyActor = Pick<Actor, 'userTypeSlug' | 'roles'> & { membershipId?: number }

/**
 * Pure rules for staff records. Everyone sees active colleagues; deactivated people are history
 * only profile admins look at. Profile admins run staff administration; only company admins
 * change user types and role flags (a profile admin must not be able to promote anyone, least of
 * all themselves). Everyone may change their own photo.
 */
export function can(actor: PolicyActor, action: StaffAction, target?: StaffTarget): boolean {
  const profileAdmin = canAdministerProfiles(actor)
  switch (action) {
    case 'staff.view':
      return target === undefined || target.isActive || profileAdmin
    case 'staff.uploadPhoto':
      if (target !== undefined && !target.isActive) return false
      return profileAdmin || (target !== undefined && target.membershipId === actor.membershipId)
    case 'staff.create':
    case 'staff.update':
    case 'staff.delete':
    case 'staff.restore':
      return profileAdmin
    case 'staff.editRoles':
      return isCompanyAdmin(actor)
  }
}

/** A membership as far as "is this an admin?" goes. */
export interface AdminFacts {
  userTypeSlug: string
  userIsAdmin: boolean
  isActive: boolean
}

export function isActiveAdmin(facts: AdminFacts): boolean {
  return facts.isActive && (facts.userTypeSlug === 'admin' || facts.userIsAdmin)
}

/**
 * Whether a change leaves the company without an admin: the target is one of the active admins,
 * stops being one (by a user type or flag change, or by deactivation), and no other is left.
 */
export function removesLastAdmin(
  activeAdminIds: readonly number[],
  targetId: number,
  after: AdminFacts,
): boolean {
  if (!activeAdminIds.includes(targetId) || isActiveAdmin(after)) return false
  return activeAdminIds.every((id) => id === targetId)
}
