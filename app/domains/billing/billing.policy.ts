import { isCompanyAdmin, type Actor } from '~/platform/actor'

export const BILLING_ACTIONS = ['billing.read', 'billing.manage'] as const
export type BillingAction = (typeof BILLING_ACTIONS)[number]

/**
 * Everyone in a company may see its plan (the header shows it to all); only the company admin
 * chooses, changes or pays for it (seed §2.3: the Subscription item is admin only).
 */
export function canBilling(actor: Pick<Actor, 'userTypeSlug' | 'roles'>, action: BillingAction) {
  switch (action) {
    case 'billing.read':
      return true
    case 'billing.manage':
      return isCompanyAdmin(actor)
  }
}
