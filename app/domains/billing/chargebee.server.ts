import type { BillingProvider, CheckoutResult, ProviderSubscription } from './billing-provider'

export interface ChargebeeConfig {
  baseUrl: string
  apiKey: string
  planItemPriceId: string
  userItemPriceId: string
}

/** Chargebee's error body: `{message, type, api_error_code, http_status_code}`. */
export class ChargebeeError extends Error {
  readonly status: number
  readonly apiErrorCode: string | null

  constructor(status: number, message: string, apiErrorCode: string | null) {
    super(message)
    this.name = 'ChargebeeError'
    this.status = status
    this.apiErrorCode = apiErrorCode
  }

  /** Chargebee's rate limit (seed §8 recognises it by this text). */
  get isRateLimit(): boolean {
    return this.message.includes('request count exceeding acceptable limits')
  }
}

// The requests a browser waits on: a slow provider must not hold the page for the seed's 50 s.
const REQUEST_TIMEOUT_MS = 15_000

interface ChargebeeSubscription {
  id: string
  customer_id: string
  status: string
  trial_end?: number
  next_billing_at?: number
  subscription_items?: { item_price_id: string; quantity?: number }[]
}

const fromUnix = (seconds: number | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null

/** Chargebee's lifecycle mapped onto ours: only 'in_trial' is a trial, the living ones active. */
function statusOf(status: string): ProviderSubscription['status'] {
  if (status === 'in_trial') return 'trial'
  if (status === 'active' || status === 'non_renewing' || status === 'future') return 'active'
  return 'cancelled'
}

export function createChargebeeProvider(config: ChargebeeConfig): BillingProvider {
  const authorization = `Basic ${Buffer.from(`${config.apiKey}:`).toString('base64')}`

  async function call<T>(method: 'GET' | 'POST', path: string, form?: URLSearchParams) {
    const response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/api/v2${path}`, {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (!response.ok) {
      throw new ChargebeeError(
        response.status,
        typeof body.message === 'string' ? body.message : `HTTP ${response.status}`,
        typeof body.api_error_code === 'string' ? body.api_error_code : null,
      )
    }
    return body as T
  }

  const users = (subscription: ChargebeeSubscription) =>
    subscription.subscription_items?.find((item) => item.item_price_id === config.userItemPriceId)
      ?.quantity ?? null

  const toSubscription = (subscription: ChargebeeSubscription): ProviderSubscription => ({
    id: subscription.id,
    customerId: subscription.customer_id,
    status: statusOf(subscription.status),
    users: users(subscription),
    trialEndsAt: subscription.status === 'in_trial' ? fromUnix(subscription.trial_end) : null,
    nextBillingAt: fromUnix(subscription.next_billing_at),
  })

  return {
    name: 'chargebee',

    // Seed §7: the premium monthly plan plus the per-user item, its quantity the number of users.
    async startPremium(checkout) {
      const form = new URLSearchParams({
        'subscription_items[item_price_id][0]': config.planItemPriceId,
        'subscription_items[quantity][0]': '1',
        'subscription_items[item_price_id][1]': config.userItemPriceId,
        'subscription_items[quantity][1]': String(checkout.users),
        'customer[id]': checkout.customerId,
        'customer[email]': checkout.customer.email,
        'customer[first_name]': checkout.customer.firstName,
        'customer[last_name]': checkout.customer.lastName,
        'customer[company]': checkout.customer.company,
        redirect_url: checkout.returnUrl,
        cancel_url: checkout.returnUrl,
      })
      const { hosted_page } = await call<{ hosted_page: { url: string } }>(
        'POST',
        '/hosted_pages/checkout_new_for_items',
        form,
      )
      return { kind: 'redirect', url: hosted_page.url }
    },

    async checkoutResult(hostedPageId): Promise<CheckoutResult> {
      const { hosted_page } = await call<{
        hosted_page: {
          state: string
          content?: { subscription?: ChargebeeSubscription; customer?: { id: string } }
        }
      }>('GET', `/hosted_pages/${encodeURIComponent(hostedPageId)}`)
      const subscription = hosted_page.content?.subscription
      const state =
        hosted_page.state === 'succeeded' || hosted_page.state === 'acknowledged'
          ? 'succeeded'
          : hosted_page.state === 'cancelled'
            ? 'cancelled'
            : 'pending'
      return {
        state,
        customerId: hosted_page.content?.customer?.id ?? subscription?.customer_id ?? null,
        subscriptionId: subscription?.id ?? null,
        nextBillingAt: fromUnix(subscription?.next_billing_at),
      }
    },

    async retrieveSubscription(subscriptionId) {
      try {
        const { subscription } = await call<{ subscription: ChargebeeSubscription }>(
          'GET',
          `/subscriptions/${encodeURIComponent(subscriptionId)}`,
        )
        return toSubscription(subscription)
      } catch (error) {
        if (error instanceof ChargebeeError && error.status === 404) return null
        throw error
      }
    },

    async portalSession(customerId, returnUrl) {
      const { portal_session } = await call<{ portal_session: { access_url: string } }>(
        'POST',
        '/portal_sessions',
        new URLSearchParams({ 'customer[id]': customerId, redirect_url: returnUrl }),
      )
      return portal_session.access_url
    },
  }
}
