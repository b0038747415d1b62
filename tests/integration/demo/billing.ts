import { eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { licenceCodes } from '~/domains/billing/billing.tables'
import { subscriptionOf, trialDaysLeft } from '~/domains/billing/billing.server'
import { companies } from '~/domains/company/company.tables'
import { loadHeaderData } from '~/domains/shell/header.server'
import { db } from '~/platform/db.server'
import { DEMO_LICENCE_CODES } from '../../../scripts/seed/billing'
import { findUserByEmail, signedIn } from '#tests/factories/accounts'

async function companyBySlug(slug: string) {
  const [company] = await db.select().from(companies).where(eq(companies.slug, slug))
  return company!
}

describe('demo plans', () => {
  it('puts Acme on a trial with 9 days left, Globex on Free, Initech on a lifetime deal, once', async () => {
    const acme = await subscriptionOf(db, (await companyBySlug('acme-demo')).id)
    expect(acme).toMatchObject({ plan: 'premium', status: 'trial' })
    expect(trialDaysLeft(acme!)).toBe(9)
    expect((await subscriptionOf(db, (await companyBySlug('globex-demo')).id))?.plan).toBe('free')

    const initech = await companyBySlug('initech-demo')
    expect(initech.appSumoLicense).toBe(true)
    const { actor: admin } = await signedIn((await findUserByEmail('admin@initech.test'))!, initech)
    const header = await loadHeaderData(admin, new Request('http://localhost/account/dashboard'))
    expect(header.subscription).toEqual({ kind: 'lifetime' })

    const unused = await db.select().from(licenceCodes).where(isNull(licenceCodes.redeemedAt))
    expect(unused.map((row) => row.code)).toEqual(expect.arrayContaining(DEMO_LICENCE_CODES))
  })
})
