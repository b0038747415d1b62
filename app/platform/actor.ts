import type { AccessibilityOptions, LayoutOptions } from './preferences'

/**
 * Who is acting: the signed-in person in one company, with the role flags every policy reads.
 * Isomorphic and free of domain imports, so the platform (sessions, the request context, the
 * API) and every domain can name an actor without importing one another.
 */

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

/** Onboarding steps in order; 'done' once every step was completed or skipped. */
export const ONBOARDING_STEPS = ['personal', 'apps', 'plan', 'done'] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

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

/** What a policy looks at in an actor: the user type and the role flags. */
export type PolicyActor = Pick<Actor, 'userTypeSlug' | 'roles'>

/** A company admin: user type 'admin' (the person who signed the company up) or user_is_admin. */
export function isCompanyAdmin(actor: PolicyActor): boolean {
  return actor.userTypeSlug === ADMIN_USER_TYPE || actor.roles.user_is_admin
}

/**
 * The policy of records every member reads and only some write: `read` is allowed to everyone,
 * every other action to whom `writes` allows.
 */
export const everyoneReads =
  <Action extends string>(read: Action, writes: (actor: PolicyActor) => boolean) =>
  (actor: PolicyActor, action: Action): boolean =>
    action === read || writes(actor)
