import type { Actor } from '~/platform/actor'
import { canAdministerProfiles } from './staff.policy'

export const CUSTOM_VIEW_ACTIONS = [
  'customView.read',
  'customView.create',
  'customView.update',
  'customView.delete',
] as const
export type CustomViewAction = (typeof CUSTOM_VIEW_ACTIONS)[number]

type Subject = Pick<Actor, 'membershipId' | 'userTypeSlug' | 'roles'>
export interface ViewTarget {
  ownerMembershipId: number
  isShared: boolean
}

/**
 * Everyone saves views for themselves or for the whole company. A view is read by its owner and,
 * when shared, by everyone in the company; only its owner changes it. Profile admins look after
 * the directory, so they may also delete a shared view someone else saved.
 */
export function can(actor: Subject, action: CustomViewAction, view?: ViewTarget): boolean {
  if (action === 'customView.create') return true
  if (!view) return false
  const own = view.ownerMembershipId === actor.membershipId
  switch (action) {
    case 'customView.read':
      return own || view.isShared
    case 'customView.update':
      return own
    case 'customView.delete':
      return own || (view.isShared && canAdministerProfiles(actor))
  }
}
