import { isCompanyAdmin, type PolicyActor } from '~/platform/actor'

export const ACCOUNT_ACTIONS = ['staff.sendActivation'] as const
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number]

/** Pure rules: may this actor do this? Loaders hand the answers to the UI as `abilities`. */
export function can(actor: PolicyActor, action: AccountAction): boolean {
  switch (action) {
    case 'staff.sendActivation':
      return isCompanyAdmin(actor) || actor.roles.user_is_profile_admin
  }
}
