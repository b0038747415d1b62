import { and, eq } from 'drizzle-orm'
import {
  companyCoupons,
  licenceCodes,
  subscriptions,
  type Subscription,
} from '~/domains/billing/billing.tables'
import { companies } from '~/domains/company/company.tables'
import type { Queryable } from '~/platform/db.server'
import { ensureCompany, ensureMembership, ensureUser } from './accounts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Unredeemed lifetime-deal codes for trying /auth/app-sumo-register (listed in the README). */
export const DEMO_LICENCE_CODES = ['GW-LTD-DEMO-0001', 'GW-LTD-DEMO-0002', 'GW-LTD-DEMO-0003']
const INITECH_LICENCE_CODE = 'GW-LTD-INITECH'

type PlanSeed = Pick<Subscription, 'plan' | 'status'> &
  Partial<Pick<Subscription, 'users' | 'trialEndsAt'>>

/** The company's plan, set on the first run only: a plan changed in the demo stays changed. */
export async function ensurePlan(q: Queryable, companyId: number, plan: PlanSeed) {
  await q
    .insert(subscriptions)
    .values({ companyId, ...plan })
    .onConflictDoNothing({ target: subscriptions.companyId })
}

/**
 * Demo plans: Acme on a Premium trial with 9 days left, Globex on Free, Initech an app-deal
 * (lifetime) company, and a few licence codes nobody has used.
 */
export async function ensureDemoBilling(q: Queryable, passwordHash: string): Promise<void> {
  const acme = await ensureCompany(q, 'Acme Demo', 'acme-demo')
  const globex = await ensureCompany(q, 'Globex Demo', 'globex-demo')
  await ensurePlan(q, acme.id, {
    plan: 'premium',
    status: 'trial',
    users: 10,
    trialEndsAt: new Date(Date.now() + 9 * DAY_MS - 60 * 60 * 1000),
  })
  await ensurePlan(q, globex.id, { plan: 'free', status: 'active', users: 1 })

  await q
    .insert(licenceCodes)
    .values(DEMO_LICENCE_CODES.map((code) => ({ code })))
    .onConflictDoNothing({ target: licenceCodes.code })

  const initech = await ensureCompany(q, 'Initech Demo', 'initech-demo')
  await q.update(companies).set({ appSumoLicense: true }).where(eq(companies.id, initech.id))
  const admin = await ensureUser(
    q,
    { email: 'admin@initech.test', firstName: 'Irene', lastName: 'Ito' },
    passwordHash,
  )
  await ensureMembership(q, initech, admin.id, true)
  await ensurePlan(q, initech.id, { plan: 'premium', status: 'active' })
  await q
    .insert(licenceCodes)
    .values({ code: INITECH_LICENCE_CODE, redeemedByCompanyId: initech.id, redeemedAt: new Date() })
    .onConflictDoNothing({ target: licenceCodes.code })
  const [coupon] = await q
    .select({ id: companyCoupons.id })
    .from(companyCoupons)
    .where(
      and(eq(companyCoupons.companyId, initech.id), eq(companyCoupons.code, INITECH_LICENCE_CODE)),
    )
  if (!coupon) {
    await q
      .insert(companyCoupons)
      .values({ companyId: initech.id, code: INITECH_LICENCE_CODE, durationType: 'forever' })
  }
}
