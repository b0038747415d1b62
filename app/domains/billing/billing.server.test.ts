import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  findUserByEmail,
  makeCompany,
  makeCompanyWithAdmin,
  makeMember,
  signedIn,
  uniqueEmail,
} from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { testMeta } from '#tests/factories/request'
import { memberships } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { BILLING_MESSAGES } from './billing.messages'
import {
  assertPlanAllows,
  chooseFreePlan,
  choosePlan,
  getMySubscription,
  startPremium,
  subscriptionOf,
  signUpWithLicence,
  updateSubscription,
} from './billing.server'
import { companyCoupons, licenceCodes, subscriptions } from './billing.tables'

const DAY_MS = 24 * 60 * 60 * 1000
const RETURN_URL = 'http://localhost/auth/subscribe'

async function noPlanAdmin() {
  const { company, admin } = await makeCompanyWithAdmin(undefined, { plan: null })
  return { company, admin, actor: (await signedIn(admin.user, company)).actor }
}

describe('choosing the Free plan', () => {
  it('gives a one-person company the Free plan and audits it', async () => {
    const { company, admin, actor } = await noPlanAdmin()
    const result = await chooseFreePlan(actor, testMeta())
    expect(result.message).toBe(BILLING_MESSAGES.freeChosen)
    expect(await subscriptionOf(db, company.id)).toMatchObject({
      plan: 'free',
      status: 'active',
      users: 1,
    })
    const [entry] = await auditEntries({
      action: 'subscription.choose_free',
      companyId: company.id,
    })
    expect(entry).toMatchObject({ actorUserId: admin.user.id, outcome: 'success' })
  })

  it('is refused, naming the limit, while the company has another active member', async () => {
    const { company, actor } = await noPlanAdmin()
    await makeMember(company)
    const refused = chooseFreePlan(actor, testMeta())
    await expect(refused).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
      message: BILLING_MESSAGES.freePlanUsers,
    })
    expect(await subscriptionOf(db, company.id)).toBeUndefined()
  })

  it('counts only active members', async () => {
    const { company, actor } = await noPlanAdmin()
    const gone = await makeMember(company)
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, gone.membership.id))
    await chooseFreePlan(actor, testMeta())
    expect((await subscriptionOf(db, company.id))?.plan).toBe('free')
  })

  it('refuses a staff member (403) and records the refusal', async () => {
    const { company } = await noPlanAdmin()
    const staff = await makeMember(company)
    const { actor } = await signedIn(staff.user, company)
    await expect(chooseFreePlan(actor, testMeta())).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect(await subscriptionOf(db, company.id)).toBeUndefined()
    const [entry] = await auditEntries({ action: 'billing.manage', companyId: company.id })
    expect(entry).toMatchObject({ actorUserId: staff.user.id, outcome: 'denied' })
  })
})

describe('starting Premium with the local provider', () => {
  it('starts a 15-day trial for the number of users chosen', async () => {
    const { company, actor } = await noPlanAdmin()
    const result = await choosePlan(actor, { plan: 'premium', users: 7 }, testMeta(), RETURN_URL)
    expect(result).toEqual({ kind: 'done', message: BILLING_MESSAGES.trialStarted })
    const row = await subscriptionOf(db, company.id)
    expect(row).toMatchObject({ plan: 'premium', status: 'trial', users: 7, provider: 'local' })
    const daysLeft = (row!.trialEndsAt!.getTime() - Date.now()) / DAY_MS
    expect(daysLeft).toBeGreaterThan(14.9)
    expect(daysLeft).toBeLessThanOrEqual(15)
  })

  it('gives no second trial after going back to Free', async () => {
    const { company, actor } = await noPlanAdmin()
    await startPremium(actor, 5, testMeta(), RETURN_URL)
    await chooseFreePlan(actor, testMeta())
    const again = await startPremium(actor, 5, testMeta(), RETURN_URL)
    expect(again).toEqual({ kind: 'done', message: BILLING_MESSAGES.premiumActivated })
    expect(await subscriptionOf(db, company.id)).toMatchObject({
      plan: 'premium',
      status: 'active',
    })
  })

  it('changes only the number of users when the company is already on Premium', async () => {
    const { company, actor } = await noPlanAdmin()
    await startPremium(actor, 5, testMeta(), RETURN_URL)
    const before = await subscriptionOf(db, company.id)
    await startPremium(actor, 12, testMeta(), RETURN_URL)
    expect(await subscriptionOf(db, company.id)).toMatchObject({
      status: 'trial',
      users: 12,
      trialEndsAt: before!.trialEndsAt,
    })
  })
})

describe('my subscription', () => {
  it('reports the plan, trial days left and coupons of the actor company only', async () => {
    const { actor } = await noPlanAdmin()
    await startPremium(actor, 5, testMeta(), RETURN_URL)
    const other = await makeCompany()
    await db
      .update(subscriptions)
      .set({ plan: 'free' })
      .where(eq(subscriptions.companyId, other.id))
    const mine = await getMySubscription(actor, testMeta())
    expect(mine).toMatchObject({
      subscription_plan: 'premium',
      status: 'trial',
      trial_days_left: 15,
      users: 5,
      coupon_data: [],
      lifetime_deal: false,
    })
    expect(Date.parse(mine.timestamp)).not.toBeNaN()
  })

  it('says so when the company has no plan', async () => {
    const { actor } = await noPlanAdmin()
    expect(await getMySubscription(actor, testMeta())).toMatchObject({
      subscription_plan: null,
      trial_days_left: null,
    })
  })

  it('updates the number of premium users; Free stays at one', async () => {
    const { company, actor } = await noPlanAdmin()
    await startPremium(actor, 5, testMeta(), RETURN_URL)
    expect((await updateSubscription(actor, { users: 9 }, testMeta())).users).toBe(9)
    await chooseFreePlan(actor, testMeta())
    await expect(updateSubscription(actor, { users: 3 }, testMeta())).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
    })
    expect((await subscriptionOf(db, company.id))?.users).toBe(1)
  })
})

describe('assertPlanAllows', () => {
  it('holds a Free company to 1 user and 6 stats with a clear message', async () => {
    const { company, actor } = await noPlanAdmin()
    await chooseFreePlan(actor, testMeta())
    const users = assertPlanAllows(db, company.id, 'users')
    await expect(users).rejects.toBeInstanceOf(AppError)
    await expect(users).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
      status: 402,
      message: BILLING_MESSAGES.freePlanUsers,
    })
    await expect(assertPlanAllows(db, company.id, 'stats', 6)).resolves.toBeUndefined()
    await expect(assertPlanAllows(db, company.id, 'stats', 7)).rejects.toMatchObject({
      message: BILLING_MESSAGES.freePlanStats,
    })
  })

  it('lets a Premium company grow', async () => {
    const { company } = await makeCompanyWithAdmin()
    await makeMember(company)
    await expect(assertPlanAllows(db, company.id, 'users')).resolves.toBeUndefined()
    await expect(assertPlanAllows(db, company.id, 'stats', 500)).resolves.toBeUndefined()
  })
})

describe('lifetime-deal registration', () => {
  const account = () => ({
    first_name: 'Lana',
    last_name: 'Ltd',
    email: uniqueEmail('ltd'),
    password: 'correct-horse-battery',
    company_name: `Deal Co ${Math.random().toString(36).slice(2, 7)}`,
  })

  async function newCode() {
    const code = `GW-LTD-${Math.random().toString(36).slice(2, 8).toUpperCase()}`
    await db.insert(licenceCodes).values({ code })
    return code
  }

  it('creates an app-deal company on Premium with a forever coupon and uses the code up', async () => {
    const code = await newCode()
    const { companyId } = await signUpWithLicence(
      { ...account(), licence_code: ` ${code.toLowerCase()} ` },
      testMeta(),
    )
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId))
    expect(company?.appSumoLicense).toBe(true)
    expect(await subscriptionOf(db, companyId)).toMatchObject({ plan: 'premium', status: 'active' })
    const coupons = await db
      .select()
      .from(companyCoupons)
      .where(eq(companyCoupons.companyId, companyId))
    expect(coupons).toMatchObject([{ code, durationType: 'forever' }])
    const [licence] = await db.select().from(licenceCodes).where(eq(licenceCodes.code, code))
    expect(licence).toMatchObject({ redeemedByCompanyId: companyId })
  })

  it('refuses a used or unknown code next to the field and creates nothing', async () => {
    const code = await newCode()
    await signUpWithLicence({ ...account(), licence_code: code }, testMeta())
    for (const licence_code of [code, 'GW-LTD-NOPE']) {
      const second = account()
      const refused = signUpWithLicence({ ...second, licence_code }, testMeta())
      await expect(refused).rejects.toMatchObject({
        fieldErrors: { licence_code: [BILLING_MESSAGES.licenceInvalid] },
      })
      expect(await findUserByEmail(second.email)).toBeUndefined()
      const named = await db.select().from(companies).where(eq(companies.name, second.company_name))
      expect(named).toEqual([])
    }
  })
})
