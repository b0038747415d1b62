import type { ActorSubscription } from '~/platform/actor'

const DAY_MS = 24 * 60 * 60 * 1000

/** What the header's subscription label says (seed §2.4), before translation. */
export type SubscriptionLabel =
  | { kind: 'lifetime' }
  | { kind: 'none' }
  | { kind: 'plan'; plan: ActorSubscription['plan']; trialDaysLeft: number | null }

/**
 * 'LTD Active' when a coupon with duration_type forever exists, 'No Plan' without a plan,
 * otherwise the plan with the days left of its trial (rounded up: the last day counts).
 */
export function subscriptionLabel(
  subscription: ActorSubscription | null,
  hasForeverCoupon: boolean,
  now: Date = new Date(),
): SubscriptionLabel {
  if (hasForeverCoupon) return { kind: 'lifetime' }
  if (!subscription) return { kind: 'none' }
  const trialDaysLeft =
    subscription.status === 'trial' && subscription.trialEndsAt
      ? Math.max(0, Math.ceil((Date.parse(subscription.trialEndsAt) - now.getTime()) / DAY_MS))
      : null
  return { kind: 'plan', plan: subscription.plan, trialDaysLeft }
}
