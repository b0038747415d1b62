import { isCompanyAdmin, type Actor } from '~/platform/actor'
import { canAdministerProfiles } from '../people/staff.policy'

export const COMPANY_ACTIONS = [
  'history.readAll',
  'outboundEmail.read',
  'outboundEmail.resend',
  'company.read',
  'company.update',
  'company.delete',
  'company.export',
] as const
export type CompanyAction = (typeof COMPANY_ACTIONS)[number]

/**
 * Company administration (seed §6, ADR 010). Everyone opens System Action History, but only
 * profile admins see everyone's entries (it shows who did what to whom, which is personal
 * data); others see their own. System Emails are for profile admins. The company's own
 * settings, its export and its deletion are for company admins. Every member reads the company.
 */
export function can(actor: Pick<Actor, 'userTypeSlug' | 'roles'>, action: CompanyAction): boolean {
  switch (action) {
    case 'company.read':
      return true
    case 'history.readAll':
    case 'outboundEmail.read':
    case 'outboundEmail.resend':
      return canAdministerProfiles(actor)
    case 'company.update':
    case 'company.delete':
    case 'company.export':
      return isCompanyAdmin(actor)
  }
}
