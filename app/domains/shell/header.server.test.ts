import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEntries } from '#tests/factories/audit'
import { makeCompany, makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { lookupSession } from '../accounts/sessions.server'
import { companyCoupons, subscriptions } from '../billing/billing.tables'
import { companies } from '../company/company.tables'
import { loadHeaderData, sanitizeCompanyHtml } from './header.server'
import { foreignReferralOrigin, redeemReferralToken } from './referral.server'

const page = (path = '/account/dashboard') => new Request(`http://app.example.test${path}`)

describe('sanitizeCompanyHtml', () => {
  it('keeps formatting and links, drops scripts, handlers and javascript: URLs', () => {
    const html = sanitizeCompanyHtml(
      '<h2>About us</h2><p onclick="steal()">We <b>build</b> <a href="javascript:alert(1)">x</a> <a href="https://acme.test">site</a></p><script>alert(1)</script><iframe src="https://evil.test"></iframe>',
    )
    expect(html).toBe(
      '<h2>About us</h2><p>We <b>build</b> <a rel="noopener noreferrer">x</a> <a href="https://acme.test" rel="noopener noreferrer">site</a></p>',
    )
  })

  it('is empty when nothing would be seen, so the button is hidden', () => {
    expect(sanitizeCompanyHtml('')).toBe('')
    expect(sanitizeCompanyHtml('<p> </p><script>alert(1)</script>')).toBe('')
  })
})

describe('loadHeaderData', () => {
  it('offers Switch Company and Subscription only to whom they apply', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const staff = await makeMember(company)
    const adminActor = (await signedIn(admin.user, company)).actor
    const staffActor = (await signedIn(staff.user, company)).actor

    const forStaff = await loadHeaderData(staffActor, page())
    expect(forStaff).toMatchObject({ canSwitchCompany: false, isAdmin: false })
    expect((await loadHeaderData(adminActor, page())).isAdmin).toBe(true)

    await makeMember(await makeCompany(), { user: staff.user })
    expect((await loadHeaderData(staffActor, page())).canSwitchCompany).toBe(true)
  })

  it("labels the plan: a forever coupon is 'LTD Active', no plan is 'No Plan', a trial counts days", async () => {
    const { company, admin } = await makeCompanyWithAdmin(undefined, { plan: null })
    const { token } = await signedIn(admin.user, company)
    const actor = async () => {
      const found = await lookupSession({ token })
      if (found.status !== 'active') throw new Error(found.status)
      return found.actor
    }
    expect((await loadHeaderData(await actor(), page())).subscription).toEqual({ kind: 'none' })

    await db.insert(subscriptions).values({
      companyId: company.id,
      plan: 'premium',
      status: 'trial',
      trialEndsAt: new Date(Date.now() + 4.5 * 24 * 60 * 60 * 1000),
    })
    expect((await loadHeaderData(await actor(), page())).subscription).toEqual({
      kind: 'plan',
      plan: 'premium',
      trialDaysLeft: 5,
    })

    await db
      .insert(companyCoupons)
      .values({ companyId: company.id, code: 'LTD-1', durationType: 'forever' })
    expect((await loadHeaderData(await actor(), page())).subscription).toEqual({
      kind: 'lifetime',
    })
  })

  it('shows the time zone, editable only while attendance is active', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const { token, actor } = await signedIn(admin.user, company)
    expect((await loadHeaderData(actor, page())).timezone).toEqual({
      value: 'UTC',
      editable: true,
    })
    await db
      .update(companies)
      .set({ activeApps: ['request'] })
      .where(eq(companies.id, company.id))
    const found = await lookupSession({ token })
    if (found.status !== 'active') throw new Error(found.status)
    expect((await loadHeaderData(found.actor, page())).timezone.editable).toBe(false)
  })
})

describe('the referral hand-over (seed §2.4, ADR 006)', () => {
  it('ignores a referral URL of this very origin, or one that is not a web address', () => {
    const app = 'http://app.example.test'
    expect(foreignReferralOrigin(null, app)).toBeNull()
    expect(foreignReferralOrigin('http://app.example.test/welcome', app)).toBeNull()
    expect(foreignReferralOrigin('javascript:alert(1)', app)).toBeNull()
    expect(foreignReferralOrigin('not a url', app)).toBeNull()
    expect(foreignReferralOrigin('https://partner.example.test/x?y=1', app)).toBe(
      'https://partner.example.test',
    )
  })

  it('signs out here and sends the user to the referral sign-in with a single-use token', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    await db
      .update(companies)
      .set({ referralUrl: 'https://partner.example.test/landing' })
      .where(eq(companies.id, company.id))
    const { actor, token: oldSession } = await signedIn(admin.user, company)

    const thrown = await loadHeaderData(actor, page('/account/settings?tab=1')).catch((e) => e)
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('set-cookie')).toMatch(/__session=;/)
    const location = new URL(response.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe(
      'https://partner.example.test/auth/signin',
    )
    expect(location.searchParams.get('autoLogin')).toBe('true')
    expect(location.searchParams.get('redirect')).toBe('/account/settings?tab=1')
    expect(Number(location.searchParams.get('timestamp'))).toBeGreaterThan(Date.now() - 60_000)
    expect((await lookupSession({ token: oldSession })).status).toBe('missing')
    const [entry] = await auditEntries({
      action: 'account.referral_handover',
      actorUserId: admin.user.id,
    })
    expect(entry?.details).toEqual({ to: 'https://partner.example.test' })

    // The receiving side signs the same user into the same company, once.
    const token = location.searchParams.get('token')!
    const session = await redeemReferralToken(token, testMeta())
    expect(session).toMatchObject({ userId: admin.user.id, companyId: company.id })
    const found = await lookupSession({ token: session!.token })
    expect(found.status).toBe('active')
    expect(await redeemReferralToken(token, testMeta())).toBeNull()
    expect(await redeemReferralToken('forged', testMeta())).toBeNull()
  })
})
