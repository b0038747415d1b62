/**
 * The contract between billing and the place plans are paid (local or Chargebee). Types only, so
 * the providers implement it without importing the module that chooses between them.
 */

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
