import { everyoneReads } from '~/platform/actor'
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
export const can = everyoneReads<ResponsibilityAction>('responsibility.read', canAdministerProfiles)
