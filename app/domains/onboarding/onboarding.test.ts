import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { memberships } from '../accounts/accounts.tables'
import { needsOnboarding, stepAfterMove, stepsFor } from './onboarding'
import { landingAfterSignIn, moveOnboarding } from './onboarding.server'

describe('onboarding steps', () => {
  const full = stepsFor({ appSumoLicense: false })
  const appDeal = stepsFor({ appSumoLicense: true })

  it('has no Choose Plan step for an app-deal company', () => {
    expect(full).toEqual(['personal', 'apps', 'plan'])
    expect(appDeal).toEqual(['personal', 'apps'])
  })

  it('moves back (not before the first), forward (past the last is done), reset and finish', () => {
    expect(stepAfterMove('personal', full, 'back')).toBe('personal')
    expect(stepAfterMove('plan', full, 'back')).toBe('apps')
    expect(stepAfterMove('personal', full, 'forward')).toBe('apps')
    expect(stepAfterMove('plan', full, 'forward')).toBe('done')
    expect(stepAfterMove('apps', appDeal, 'forward')).toBe('done')
    expect(stepAfterMove('done', full, 'back')).toBe('plan')
    expect(stepAfterMove('done', full, 'reset')).toBe('personal')
    expect(stepAfterMove('apps', appDeal, 'finish')).toBe('done')
  })

  it('is for companies without a plan, and app-deal companies until finished', () => {
    const plan = { plan: 'premium', status: 'active', trialEndsAt: null } as const
    const no = { subscription: null, appSumoLicense: false }
    expect(needsOnboarding({ ...no, onboardingStep: 'done' })).toBe(true)
    expect(needsOnboarding({ ...no, subscription: plan, onboardingStep: 'personal' })).toBe(false)
    const deal = { subscription: plan, appSumoLicense: true }
    expect(needsOnboarding({ ...deal, onboardingStep: 'apps' })).toBe(true)
    expect(needsOnboarding({ ...deal, onboardingStep: 'done' })).toBe(false)
  })
})

async function storedStep(membershipId: number) {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, membershipId))
  return row!.onboardingStep
}

describe('moveOnboarding', () => {
  it('stores the new step and audits the move', async () => {
    const { company, admin } = await makeCompanyWithAdmin(undefined, { plan: null })
    const { actor } = await signedIn(admin.user, company)
    expect(await moveOnboarding(actor, 'forward', testMeta())).toBe('apps')
    expect(await storedStep(actor.membershipId)).toBe('apps')
    const [entry] = await auditEntries({ companyId: company.id, action: 'onboarding.step' })
    expect(entry?.details).toEqual({ move: 'forward', from: 'personal', to: 'apps' })
  })
})

type CompanyWithAdmin = Awaited<ReturnType<typeof makeCompanyWithAdmin>>

/** Where the admin lands when they sign in asking for /switch-company. */
const landingAtSwitchCompany = (
  company: CompanyWithAdmin['company'],
  admin: CompanyWithAdmin['admin'],
) =>
  landingAfterSignIn(
    { userId: admin.user.id, companyId: company.id },
    '/switch-company',
    testMeta(),
  )

describe('landingAfterSignIn', () => {
  it('sends a person of a company without a plan to the plan step, remembered', async () => {
    const { company, admin } = await makeCompanyWithAdmin(undefined, { plan: null })
    expect(await landingAtSwitchCompany(company, admin)).toBe('/auth/onboarding')
    expect(await storedStep(admin.membership.id)).toBe('plan')
  })

  it('sends a person whose company has a plan where they asked to go', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    expect(await landingAtSwitchCompany(company, admin)).toBe('/switch-company')
    expect(await storedStep(admin.membership.id)).toBe('personal')
  })
})
