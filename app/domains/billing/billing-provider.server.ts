import { createChargebeeProvider } from './chargebee.server'

export const TRIAL_DAYS = 15
const DAY_MS = 24 * 60 * 60 * 1000

/** A premium subscription as the provider knows it. */
export interface ProviderSubscription {
  id: string | null
  customerId: string | null
  status: 'trial' | 'active' | 'cancelled'
  users: number | null
  trialEndsAt: Date | null
  nextBillingAt: Date | null
}

export interface PremiumCheckout {
  companyId: number
  customerId: string
  users: number
  /** The trial was used before: a second premium start is not another free trial. */
  hadTrial: boolean
  customer: { email: string; firstName: string; lastName: string; company: string }
  /** Where the provider sends the buyer back after a completed or an abandoned checkout. */
  returnUrl: string
}

export type PremiumStart =
  { kind: 'activated'; subscription: ProviderSubscription } | { kind: 'redirect'; url: string }

/** What a hosted checkout ended with, read back from the provider after the buyer returns. */
export interface CheckoutResult {
  state: 'succeeded' | 'cancelled' | 'pending'
  customerId: string | null
  subscriptionId: string | null
  nextBillingAt: Date | null
}

/**
 * Where plans are paid (ARCHITECTURE: platform adapters). 'local' keeps plans, trials and
 * coupons in our database and needs no card; 'chargebee' sells premium through Chargebee's
 * hosted checkout and is the truth about paid subscriptions.
 */
export interface BillingProvider {
  readonly name: 'local' | 'chargebee'
  startPremium(checkout: PremiumCheckout): Promise<PremiumStart>
  checkoutResult(hostedPageId: string): Promise<CheckoutResult>
  /** null when the provider has no such subscription. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>
  /** A self-service billing portal URL, or null when the provider has none. */
  portalSession(customerId: string, returnUrl: string): Promise<string | null>
}

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
