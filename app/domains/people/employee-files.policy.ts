import { isCompanyAdmin, type Actor } from '~/platform/actor'
import { canAdministerProfiles } from './staff.policy'

export type EmployeeFileAction =
  'employeeFile.see' | 'employeeFile.manage' | 'employeeFile.download'

type Subject = Pick<Actor, 'userTypeSlug' | 'roles' | 'membershipId'>

/**
 * A person's files (contracts, certificates) are seen by that person and by profile admins;
 * profile admins upload and delete them. Downloading is for admins only (seed §6: user_type_slug
 * 'admin' sees file download links); everyone else who may see a file views it in the page.
 */
export function can(subject: Subject, action: EmployeeFileAction, owner: number): boolean {
  switch (action) {
    case 'employeeFile.see':
      return canAdministerProfiles(subject) || subject.membershipId === owner
    case 'employeeFile.manage':
      return canAdministerProfiles(subject)
    case 'employeeFile.download':
      return isCompanyAdmin(subject)
  }
}
