import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { companies } from '../company/company.tables'
import {
  BILLING_PROVIDERS,
  COUPON_DURATION_TYPES,
  PLANS,
  SUBSCRIPTION_STATUSES,
} from './billing.constants'

export { BILLING_PROVIDERS, COUPON_DURATION_TYPES, PLANS, SUBSCRIPTION_STATUSES }
export type { Plan } from './billing.constants'

/**
 * A company's subscription (seed §3 Subscription). No row means 'No Plan': the company's
 * people are sent to onboarding to choose one.
 */
export const subscriptions = pgTable('subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  plan: text('subscription_plan', { enum: PLANS }).notNull(),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
  provider: text('provider', { enum: BILLING_PROVIDERS }).notNull().default('local'),
  /** Seats paid for (premium checkout quantity); null on the free plan. */
  users: integer('users'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
  customerId: text('customer_id'),
  providerSubscriptionId: text('provider_subscription_id'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Coupons applied to a company's subscription; a 'forever' one is a lifetime deal (LTD). */
export const companyCoupons = pgTable(
  'company_coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    durationType: text('duration_type', { enum: COUPON_DURATION_TYPES }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_coupons_company_idx').on(table.companyId)],
)

/** Lifetime-deal licence codes (AppSumo); each registers one app-deal company, once. */
export const licenceCodes = pgTable('licence_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  redeemedByCompanyId: integer('redeemed_by_company_id').references(() => companies.id, {
    onDelete: 'set null',
  }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type Subscription = typeof subscriptions.$inferSelect
