import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { authorize, type Asker } from '~/platform/authorize.server'
import { can, canAdministerProfiles } from './staff.policy'
import { TIME_ZONES } from '../accounts/preferences.schema'
import { USER_TYPES } from './staff.schema'
import { listOrgChoices, type StaffDetail } from './staff.server'
import { loadStaffCustomFields } from './custom-fields.server'
import { loadEmployeeFiles } from './employee-files.server'
import { loadPersonResponsibilities } from '../org/responsibilities.server'

/**
 * A page's own gate for actions that need no particular person (create, bulk, lists): the
 * staff policy decides, and a refusal is audited and becomes the 403 page.
 */
export function authorizeStaffAdmin(asker: Asker): Promise<void> {
  return authorize(asker, can, 'staff.create')
}

/** What the profile page may offer this actor for this person (the UI never re-derives rules). */
export function profileAbilities(actor: Actor, staff: StaffDetail) {
  const target = { membershipId: staff.id, isActive: staff.is_active }
  return {
    edit: can(actor, 'staff.update', target) && staff.is_active,
    delete: can(actor, 'staff.delete', target) && staff.is_active,
    restore: can(actor, 'staff.restore', target) && !staff.is_active,
    uploadPhoto: can(actor, 'staff.uploadPhoto', target),
    seeRoles: canAdministerProfiles(actor),
    editRoles: can(actor, 'staff.editRoles'),
  }
}
export type ProfileAbilities = ReturnType<typeof profileAbilities>

/** Everything the staff form offers to choose from. */
export async function staffFormChoices(actor: Actor) {
  return { ...(await listOrgChoices(actor)), timezones: TIME_ZONES, userTypes: USER_TYPES }
}

/**
 * The parts of a profile page that other rooms of the people domain own: the person's custom
 * field values and their employee files (null when the viewer may not see them), and the
 * responsibilities they hold (org domain; every member may read them).
 */
export async function loadProfileSections(actor: Actor, membershipId: number, meta: RequestMeta) {
  const [customFields, files, responsibilities] = await Promise.all([
    loadStaffCustomFields(actor, membershipId, meta),
    loadEmployeeFiles(actor, membershipId, meta),
    loadPersonResponsibilities(actor, membershipId),
  ])
  return { customFields, files, responsibilities }
}

/** A profile page's data (one's own or a colleague's): the person, what the viewer may do, the sections. */
export async function profilePage(actor: Actor, staff: StaffDetail, meta: RequestMeta) {
  return {
    staff,
    abilities: profileAbilities(actor, staff),
    viewerTimezone: actor.timezone,
    sections: await loadProfileSections(actor, staff.id, meta),
  }
}
