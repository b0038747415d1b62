import type { Membership, User } from '~/domains/accounts/accounts.tables'
import { rolesOf } from '~/domains/accounts/sessions.server'
import type { Company } from '~/domains/company/company.tables'
import { articlesOf, findLibraryCourse } from '~/domains/courses/library/catalogue'
import { subscribeInTransaction } from '~/domains/courses/library/library-copy.server'
import type { Actor } from '~/platform/actor'
import type { Transaction } from '~/platform/db.server'
import { DEFAULT_ACCESSIBILITY_OPTIONS, DEFAULT_LAYOUT_OPTIONS } from '~/platform/preferences'

/** The library course Acme Demo has subscribed to (its articles join Acme's Safety category). */
export const DEMO_LIBRARY_COURSE = 'workplace-safety-basics'
/** The articles that subscription adds to Acme's knowledge base. */
export const DEMO_LIBRARY_ARTICLE_COUNT = articlesOf(findLibraryCourse(DEMO_LIBRARY_COURSE)!).length

/**
 * The demo admin as the services see a signed-in person, for the one seed step that goes through
 * a service: the seed has no session, and only who acts (company, user, membership, role flags)
 * matters to the copy.
 */
function seedActor(company: Company, user: User, membership: Membership): Actor {
  return {
    userId: user.id,
    userUuid: user.uuid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    sessionId: 0,
    membershipId: membership.id,
    companyId: company.id,
    companyName: company.name,
    companySlug: company.slug,
    userTypeSlug: membership.userTypeSlug,
    roles: rolesOf(membership),
    activeApps: company.activeApps,
    appSumoLicense: company.appSumoLicense,
    companyLanguageCode: company.languageCode,
    languageCode: user.languageCode,
    isDarkMode: user.isDarkMode,
    layoutOptions: DEFAULT_LAYOUT_OPTIONS,
    accessibility: DEFAULT_ACCESSIBILITY_OPTIONS,
    timezone: membership.timezone,
    onboardingStep: membership.onboardingStep,
    subscription: null,
  }
}

/**
 * Acme Demo's subscription to a library course, made by the same service as the Subscribe
 * button, so the demo's copy is exactly what a customer gets. Idempotent: a company that already
 * has the course is left as it is.
 */
export async function ensureDemoLibraryCourse(
  tx: Transaction,
  company: Company,
  admin: { user: User; membership: Membership },
): Promise<void> {
  await subscribeInTransaction(
    tx,
    {
      actor: seedActor(company, admin.user, admin.membership),
      meta: { ip: '192.0.2.10', userAgent: 'Demo seed' },
    },
    findLibraryCourse(DEMO_LIBRARY_COURSE)!,
  )
}
