import type { BillingProvider } from './billing-provider'
import { createChargebeeProvider } from './chargebee.server'

export const TRIAL_DAYS = 15
const DAY_MS = 24 * 60 * 60 * 1000

/** Premium in our own database: a 15-day trial the first time, then active without a card. */
export const localProvider: BillingProvider = {
  name: 'local',
  async startPremium(checkout) {
    const now = Date.now()
    return {
      kind: 'activated',
      subscription: {
        id: null,
        customerId: null,
        status: checkout.hadTrial ? 'active' : 'trial',
        users: checkout.users,
        trialEndsAt: checkout.hadTrial ? null : new Date(now + TRIAL_DAYS * DAY_MS),
        nextBillingAt: null,
      },
    }
  },
  // Nothing is ever checked out elsewhere, so no hosted page or remote subscription exists.
  async checkoutResult() {
    return { state: 'pending', customerId: null, subscriptionId: null, nextBillingAt: null }
  },
  async retrieveSubscription() {
    return null
  },
  async portalSession() {
    return null
  },
}

/**
 * The provider of this process: Chargebee when CHARGEBEE_SITE and CHARGEBEE_API_KEY are set,
 * otherwise local. Read on each call so a test can point one process at its loopback server.
 */
export function billingProvider(): BillingProvider {
  const site = process.env.CHARGEBEE_SITE
  const apiKey = process.env.CHARGEBEE_API_KEY
  if (!site || !apiKey) return localProvider
  return createChargebeeProvider({
    baseUrl: process.env.CHARGEBEE_BASE_URL || `https://${site}.chargebee.com`,
    apiKey,
    planItemPriceId: process.env.CHARGEBEE_PLAN_ITEM_PRICE_ID || 'premium-USD-Monthly',
    userItemPriceId: process.env.CHARGEBEE_USER_ITEM_PRICE_ID || 'premium-user-USD-Monthly',
  })
}
