import type { Actor } from '~/platform/actor'
import { canAdministerProfiles } from '../people/staff.policy'

export type FileTypeAction = 'fileType.read' | 'fileType.manage'

/**
 * Every member reads the company's file types (they label files people see); profile admins,
 * who manage employee files, manage the types of both kinds.
 */
export function can(actor: Pick<Actor, 'userTypeSlug' | 'roles'>, action: FileTypeAction) {
  return action === 'fileType.read' || canAdministerProfiles(actor)
}
