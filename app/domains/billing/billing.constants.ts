/** Plan vocabulary shared by the tables, the schemas and the UI (no database imports here). */
export const PLANS = ['free', 'premium'] as const
export type Plan = (typeof PLANS)[number]
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'cancelled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]
export const BILLING_PROVIDERS = ['local', 'chargebee'] as const
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number]
export const COUPON_DURATION_TYPES = ['forever', 'one_time', 'limited_period'] as const
