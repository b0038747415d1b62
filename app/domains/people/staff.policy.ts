import { isCompanyAdmin, type Actor } from '../accounts/accounts.policy'

/**
 * Profile admins (seed §6: user_is_profile_admin) and company admins manage everyone's profile:
 * create, edit, deactivate staff, see system emails and download employee files.
 */
export function canAdministerProfiles(actor: Pick<Actor, 'userTypeSlug' | 'roles'>): boolean {
  return isCompanyAdmin(actor) || actor.roles.user_is_profile_admin
}
