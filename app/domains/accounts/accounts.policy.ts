import type { OnboardingStep } from './accounts.tables'
import type { AccessibilityOptions, LayoutOptions } from './preferences'
/** The ten role flags of a membership (seed §3), in the spec's order. */
export const ROLE_FLAGS = [
  'user_is_admin',
  'user_is_assignment_admin',
  'user_is_attendance_admin',
  'user_is_checklist_admin',
  'user_is_kb_admin',
  'user_is_pr_approver',
  'user_is_pr_payer',
  'user_is_profile_admin',
  'user_is_request_admin',
  'user_is_stat_admin',
] as const
export type RoleFlag = (typeof ROLE_FLAGS)[number]
export type Roles = Record<RoleFlag, boolean>

export const ADMIN_USER_TYPE = 'admin'

/** The company's plan as the shell needs it on every page; null is 'No Plan'. */
export interface ActorSubscription {
  plan: 'free' | 'premium'
  status: 'trial' | 'active' | 'cancelled'
  trialEndsAt: string | null
}

/** The signed-in person acting in one company; everything a policy may look at. */
export interface Actor {
  userId: number
  userUuid: string
  email: string
  firstName: string
  lastName: string
  sessionId: number
  membershipId: number
  companyId: number
  companyName: string
  companySlug: string
  userTypeSlug: string
  roles: Roles
  /** The company's active apps (seed §1); menu items and routes of other apps do not exist. */
  activeApps: string[]
  appSumoLicense: boolean
  companyLanguageCode: string
  /** staff_info: the user's own language and dark mode; null means "not chosen". */
  languageCode: string | null
  isDarkMode: boolean | null
  layoutOptions: LayoutOptions
  accessibility: AccessibilityOptions
  timezone: string
  onboardingStep: OnboardingStep
  subscription: ActorSubscription | null
}

export const ACCOUNT_ACTIONS = ['staff.sendActivation'] as const
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number]

export function isCompanyAdmin(actor: Pick<Actor, 'userTypeSlug' | 'roles'>): boolean {
  return actor.userTypeSlug === ADMIN_USER_TYPE || actor.roles.user_is_admin
}

/** Pure rules: may this actor do this? Loaders hand the answers to the UI as `abilities`. */
export function can(actor: Pick<Actor, 'userTypeSlug' | 'roles'>, action: AccountAction): boolean {
  switch (action) {
    case 'staff.sendActivation':
      return isCompanyAdmin(actor) || actor.roles.user_is_profile_admin
  }
}
