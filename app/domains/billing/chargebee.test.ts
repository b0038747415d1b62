import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { testMeta } from '#tests/factories/request'
import { startChargebeeServer, type ChargebeeTestServer } from '#tests/support/chargebee-server'
import { loader as subscribeLoader } from '~/routes/_auth+/auth.subscribe'
import { loader as checkoutRedirectLoader } from '~/routes/checkout_redirect.$customerId.$subscriptionId.$nextBillingAt'
import { sessionCookieHeader } from '~/platform/auth.server'
import { db } from '~/platform/db.server'
import { BILLING_MESSAGES } from './billing.messages'
import {
  createPortalSession,
  customerIdOf,
  getMySubscription,
  recordCheckout,
  resetSubscriptionRefetchGuard,
  startPremium,
  subscriptionOf,
} from './billing.server'

/**
 * The Chargebee provider against a loopback server speaking Chargebee's HTTP API. The browser
 * suite runs the app with the local provider (one app server for every spec); this file covers
 * Chargebee end to end at the service and route level instead (README, Billing).
 */
let chargebee: ChargebeeTestServer

beforeAll(async () => {
  chargebee = await startChargebeeServer()
  process.env.CHARGEBEE_SITE = 'groundwork-test'
  process.env.CHARGEBEE_API_KEY = chargebee.apiKey
  process.env.CHARGEBEE_BASE_URL = chargebee.url
})

afterAll(async () => {
  delete process.env.CHARGEBEE_SITE
  delete process.env.CHARGEBEE_API_KEY
  delete process.env.CHARGEBEE_BASE_URL
  await chargebee.close()
})

beforeEach(() => {
  chargebee.failWith(null)
  chargebee.requests.length = 0
  resetSubscriptionRefetchGuard()
})

const RETURN_URL = 'http://localhost/auth/subscribe?redirectTo=%2F'

async function noPlanAdmin() {
  const { company, admin } = await makeCompanyWithAdmin(undefined, { plan: null })
  const session = await signedIn(admin.user, company)
  return { company, admin, ...session }
}

async function cookieFor(token: string) {
  const header = await sessionCookieHeader(new Request('http://localhost/'), token)
  return header.split(';')[0]!
}

function hostedPageIdOf(url: string) {
  return url.match(/\/pages\/v3\/([^/]+)\//)![1]!
}

describe('Chargebee hosted checkout', () => {
  it('opens a checkout with the premium plan and the per-user item for the chosen users', async () => {
    const { company, actor } = await noPlanAdmin()
    const started = await startPremium(actor, 7, testMeta(), RETURN_URL)

    expect(started).toMatchObject({ kind: 'redirect' })
    const [request] = chargebee.requests
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/v2/hosted_pages/checkout_new_for_items',
      authorization: `Basic ${Buffer.from(`${chargebee.apiKey}:`).toString('base64')}`,
    })
    expect(request!.form).toMatchObject({
      'subscription_items[item_price_id][0]': 'premium-USD-Monthly',
      'subscription_items[item_price_id][1]': 'premium-user-USD-Monthly',
      'subscription_items[quantity][1]': '7',
      'customer[id]': customerIdOf(company.id),
      'customer[email]': actor.email,
      redirect_url: RETURN_URL,
    })
    // Nothing is recorded until the buyer comes back from a completed checkout.
    expect(await subscriptionOf(db, company.id)).toBeUndefined()
    const [entry] = await auditEntries({
      action: 'subscription.checkout_started',
      companyId: company.id,
    })
    expect(entry?.details).toMatchObject({ users: 7, provider: 'chargebee' })
  })

  it('records the plan after a completed checkout, even when the return visit is signed out', async () => {
    const { company, token, actor } = await noPlanAdmin()
    const started = await startPremium(actor, 7, testMeta(), RETURN_URL)
    const hostedPageId = hostedPageIdOf((started as { url: string }).url)
    const subscriptionId = chargebee.finishCheckout(hostedPageId)!

    const back = await subscribeLoader({
      request: new Request(`http://localhost/auth/subscribe?id=${hostedPageId}&state=succeeded`, {
        headers: { cookie: await cookieFor(token) },
      }),
      params: {},
      context: {},
    }).catch((thrown: unknown) => thrown as Response)
    expect(back.status).toBe(302)
    const location = back.headers.get('location')!
    expect(location).toMatch(
      new RegExp(`^/checkout_redirect/${customerIdOf(company.id)}/${subscriptionId}/\\d+/$`),
    )

    const [, customerId, subId, nextBillingAt] = location.split('/').slice(1)
    const response = await checkoutRedirectLoader({
      request: new Request(`http://localhost${location}`),
      params: { customerId, subscriptionId: subId, nextBillingAt },
      context: {},
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account/dashboard')
    expect(await subscriptionOf(db, company.id)).toMatchObject({
      plan: 'premium',
      status: 'trial',
      provider: 'chargebee',
      users: 7,
      customerId: customerIdOf(company.id),
      providerSubscriptionId: subscriptionId,
    })
    expect(chargebee.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `GET /api/v2/subscriptions/${subscriptionId}`,
    )
    const [entry] = await auditEntries({
      action: 'subscription.checkout_completed',
      companyId: company.id,
    })
    expect(entry).toMatchObject({ outcome: 'success', actorUserId: null })
  })

  it('shows "Process Closed" when the buyer returns without completing the checkout', async () => {
    const { token, actor } = await noPlanAdmin()
    const started = await startPremium(actor, 5, testMeta(), RETURN_URL)
    const hostedPageId = hostedPageIdOf((started as { url: string }).url)
    chargebee.finishCheckout(hostedPageId, 'cancelled')
    const response = await subscribeLoader({
      request: new Request(`http://localhost/auth/subscribe?id=${hostedPageId}&state=cancelled`, {
        headers: { cookie: await cookieFor(token) },
      }),
      params: {},
      context: {},
    })
    expect(await response.json()).toMatchObject({ closed: true })
  })

  it('says the subscription service is unavailable when Chargebee rate-limits the return', async () => {
    const { token } = await noPlanAdmin()
    chargebee.failWith('rate-limit')
    const response = await subscribeLoader({
      request: new Request('http://localhost/auth/subscribe?id=hp_1&state=succeeded', {
        headers: { cookie: await cookieFor(token) },
      }),
      params: {},
      context: {},
    })
    expect(await response.json()).toMatchObject({ providerError: BILLING_MESSAGES.rateLimited })
  })

  it('refuses a checkout redirect the provider does not confirm, recording nothing', async () => {
    const { company } = await noPlanAdmin()
    const { company: other } = await makeCompanyWithAdmin(undefined, { plan: null })
    const othersSubscription = chargebee.addSubscription({ customerId: customerIdOf(other.id) })

    for (const params of [
      { customerId: customerIdOf(company.id), subscriptionId: 'sub_forged', nextBillingAt: '0' },
      // A real subscription, but another customer's: it cannot activate this company.
      {
        customerId: customerIdOf(company.id),
        subscriptionId: othersSubscription,
        nextBillingAt: '0',
      },
      { customerId: 'someone-else', subscriptionId: othersSubscription, nextBillingAt: '0' },
    ]) {
      const response = await checkoutRedirectLoader({
        request: new Request('http://localhost/checkout_redirect/x/y/z/'),
        params,
        context: {},
      })
      expect(response.headers.get('location')).toBe('/auth/subscribe')
      expect(response.headers.get('set-cookie')).toContain('__flash=')
    }
    await expect(
      recordCheckout(
        { customer_id: customerIdOf(company.id), subscription_id: 'sub_forged' },
        testMeta(),
        null,
      ),
    ).rejects.toMatchObject({ message: BILLING_MESSAGES.activateFailed })
    expect(await subscriptionOf(db, company.id)).toBeUndefined()
    expect(await subscriptionOf(db, other.id)).toBeUndefined()
  })

  it('reports the rate limit with the seed message, and other failures as unable to activate', async () => {
    const { actor } = await noPlanAdmin()
    chargebee.failWith('rate-limit')
    await expect(startPremium(actor, 5, testMeta(), RETURN_URL)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: BILLING_MESSAGES.rateLimited,
    })
    chargebee.failWith('server-error')
    await expect(startPremium(actor, 5, testMeta(), RETURN_URL)).rejects.toMatchObject({
      message: `${BILLING_MESSAGES.unableToActivate} Sorry, something went wrong.`,
    })
  })
})

describe('a Chargebee subscription', () => {
  async function subscribedCompany() {
    const session = await noPlanAdmin()
    const customerId = customerIdOf(session.company.id)
    const subscriptionId = chargebee.addSubscription({ customerId, status: 'active', users: 4 })
    await recordCheckout(
      { customer_id: customerId, subscription_id: subscriptionId },
      testMeta(),
      session.actor,
    )
    chargebee.requests.length = 0
    resetSubscriptionRefetchGuard()
    return { ...session, subscriptionId }
  }

  const subscriptionFetches = () =>
    chargebee.requests.filter((r) => r.path.startsWith('/api/v2/subscriptions/')).length

  it('is fetched from Chargebee at most every 5 seconds per company', async () => {
    const { actor, subscriptionId } = await subscribedCompany()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      expect((await getMySubscription(actor, testMeta())).status).toBe('active')
      chargebee.updateSubscription(subscriptionId, { status: 'cancelled' })
      vi.setSystemTime(Date.now() + 4_000)
      expect((await getMySubscription(actor, testMeta())).status).toBe('active')
      expect(subscriptionFetches()).toBe(1)
      vi.setSystemTime(Date.now() + 1_500)
      expect((await getMySubscription(actor, testMeta())).status).toBe('cancelled')
      expect(subscriptionFetches()).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('reports the rate limit when refetching, and keeps the stored copy on other errors', async () => {
    const { actor } = await subscribedCompany()
    chargebee.failWith('server-error')
    expect(await getMySubscription(actor, testMeta())).toMatchObject({
      subscription_plan: 'premium',
      status: 'active',
    })
    resetSubscriptionRefetchGuard()
    chargebee.failWith('rate-limit')
    await expect(getMySubscription(actor, testMeta())).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: BILLING_MESSAGES.rateLimited,
    })
  })

  it('opens a portal session for the company customer', async () => {
    const { company, actor } = await subscribedCompany()
    const { access_url } = await createPortalSession(
      actor,
      testMeta(),
      'http://localhost/account/billing',
    )
    expect(access_url).toMatch(new RegExp(`^${chargebee.url}/portal/v2/access/`))
    const [request] = chargebee.requests
    expect(request).toMatchObject({ method: 'POST', path: '/api/v2/portal_sessions' })
    expect(request!.form).toEqual({
      'customer[id]': customerIdOf(company.id),
      redirect_url: 'http://localhost/account/billing',
    })
  })
})
