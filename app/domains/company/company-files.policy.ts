import { isCompanyAdmin, type Actor } from '~/platform/actor'

export type CompanyFileAction = 'companyFile.read' | 'companyFile.manage' | 'companyFile.download'

/**
 * Company documents are for everyone in the company to read (viewable kinds open in the page);
 * company admins upload, edit, delete and download them (seed §6: admins see download links).
 */
export function can(actor: Pick<Actor, 'userTypeSlug' | 'roles'>, action: CompanyFileAction) {
  return action === 'companyFile.read' || isCompanyAdmin(actor)
}
