import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { audit } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { signUp } from '../accounts/accounts.server'
import { memberships } from '../accounts/accounts.tables'
import { companies } from '../company/company.tables'
import type { BillingProvider, ProviderSubscription } from './billing-provider'
import { billingProvider } from './billing-provider.server'
import { BILLING_MESSAGES } from './billing.messages'
import { canBilling, type BillingAction } from './billing.policy'
import type {
  CheckoutRedirectInput,
  LicenceSignUpInput,
  SubscriptionDto,
  ChoosePlanInput,
  SubscriptionUpdateInput,
} from './billing.schema'
import {
  companyCoupons,
  licenceCodes,
  subscriptions,
  type Plan,
  type Subscription,
} from './billing.tables'
import { ChargebeeError } from './chargebee.server'

/** Seed §9: the Free plan's limits; Premium has none. */
export const PLAN_LIMITS: Record<Plan, { users: number; stats: number }> = {
  free: { users: 1, stats: 6 },
  premium: { users: Infinity, stats: Infinity },
}

/** Seed §4/§9: the subscription is fetched from the provider at most this often per company. */
export const SUBSCRIPTION_REFETCH_MS = 5_000

const DAY_MS = 24 * 60 * 60 * 1000

/** The provider's customer of one company; the checkout return names it, so it maps back. */
const CUSTOMER_PREFIX = 'groundwork-company-'
export const customerIdOf = (companyId: number) => `${CUSTOMER_PREFIX}${companyId}`
function companyIdOfCustomer(customerId: string): number | null {
  if (!customerId.startsWith(CUSTOMER_PREFIX)) return null
  const id = Number(customerId.slice(CUSTOMER_PREFIX.length))
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export type PlanChoiceResult = { kind: 'done'; message: string } | { kind: 'redirect'; url: string }

/** Billing is the company admins': anyone else gets the seed's refusal, audited. */
export function authorizeBilling(actor: Actor, action: BillingAction, meta: RequestMeta) {
  return authorize({ actor, meta }, canBilling, action, undefined, BILLING_MESSAGES.adminOnly)
}

export function subscriptionOf(q: Queryable, companyId: number) {
  return q
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .limit(1)
    .then((rows) => rows[0])
}

async function activeMembers(q: Queryable, companyId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.isActive, true)))
  return row?.n ?? 0
}

/**
 * Refuses a change that would take the company past its plan (seed §9), with a message that
 * names the limit. `wanted` is how many the company would have after the change: by default one
 * more user than its active members today; stats callers count their own. No plan counts as
 * Free: a company in onboarding has not paid for more.
 */
export async function assertPlanAllows(
  q: Queryable,
  companyId: number,
  resource: 'users' | 'stats',
  wanted?: number,
): Promise<void> {
  const plan = (await subscriptionOf(q, companyId))?.plan ?? 'free'
  const limit = PLAN_LIMITS[plan][resource]
  const total = wanted ?? (resource === 'users' ? (await activeMembers(q, companyId)) + 1 : 1)
  if (total <= limit) return
  throw new AppError(
    'PLAN_LIMIT',
    resource === 'users' ? BILLING_MESSAGES.freePlanUsers : BILLING_MESSAGES.freePlanStats,
  )
}

/** Provider failures as the seed words them; the rate limit has its own message. */
function providerFailure(error: unknown, fallback: (reason: string) => string): AppError {
  if (error instanceof ChargebeeError && error.isRateLimit) {
    return new AppError('RATE_LIMITED', BILLING_MESSAGES.rateLimited)
  }
  if (error instanceof ChargebeeError) return new AppError('VALIDATION', fallback(error.message))
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'TypeError')) {
    // fetch could not reach the provider, or it did not answer in time.
    return new AppError('RATE_LIMITED', BILLING_MESSAGES.rateLimited)
  }
  throw error
}

type SubscriptionValues = Pick<Subscription, 'plan' | 'status' | 'provider' | 'users'> &
  Partial<
    Pick<Subscription, 'trialEndsAt' | 'nextBillingAt' | 'customerId' | 'providerSubscriptionId'>
  >

/** One subscription row per company: insert it, or replace its plan and bump the version. */
async function saveSubscription(tx: Transaction, companyId: number, values: SubscriptionValues) {
  const [row] = await tx
    .insert(subscriptions)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: subscriptions.companyId,
      set: { ...values, version: sql`${subscriptions.version} + 1`, updatedAt: new Date() },
    })
    .returning()
  return row!
}

/**
 * The Free plan: one user, no card. Refused while the company has other active members, and
 * while a paid subscription lives at the provider (it is cancelled there, not here).
 */
export async function chooseFreePlan(
  actor: Actor,
  meta: RequestMeta,
): Promise<{ kind: 'done'; message: string }> {
  await authorizeBilling(actor, 'billing.manage', meta)
  await db.transaction(async (tx) => {
    const current = await subscriptionOf(tx, actor.companyId)
    if (current?.provider === 'chargebee' && current.status !== 'cancelled') {
      throw new AppError('CONFLICT', BILLING_MESSAGES.manageInProvider)
    }
    if ((await activeMembers(tx, actor.companyId)) > PLAN_LIMITS.free.users) {
      throw new AppError('PLAN_LIMIT', BILLING_MESSAGES.freePlanUsers)
    }
    const row = await saveSubscription(tx, actor.companyId, {
      plan: 'free',
      status: 'active',
      provider: 'local',
      users: PLAN_LIMITS.free.users,
      nextBillingAt: null,
      // trial_ends_at stays: it remembers that the free trial was used.
    })
    await audit(tx, meta, {
      action: 'subscription.choose_free',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'subscription',
      entityId: row.id,
    })
  })
  return { kind: 'done', message: BILLING_MESSAGES.freeChosen }
}

/**
 * Premium: with the local provider a 15-day trial starts at once (active straight away when the
 * trial was used before); with Chargebee the admin is sent to its hosted checkout and the plan
 * is recorded when they come back (recordCheckout).
 */
export async function startPremium(
  actor: Actor,
  users: number,
  meta: RequestMeta,
  returnUrl: string,
  provider: BillingProvider = billingProvider(),
): Promise<PlanChoiceResult> {
  await authorizeBilling(actor, 'billing.manage', meta)
  const current = await subscriptionOf(db, actor.companyId)
  if (current?.plan === 'premium' && current.status !== 'cancelled') {
    if (current.provider === 'chargebee') {
      throw new AppError('CONFLICT', BILLING_MESSAGES.manageInProvider)
    }
    await updateSubscription(actor, { users }, meta)
    return { kind: 'done', message: BILLING_MESSAGES.usersUpdated }
  }
  let started
  try {
    // Outside the transaction: never hold the database while waiting on HTTP.
    started = await provider.startPremium({
      companyId: actor.companyId,
      customerId: customerIdOf(actor.companyId),
      users,
      hadTrial: Boolean(current?.trialEndsAt),
      customer: {
        email: actor.email,
        firstName: actor.firstName,
        lastName: actor.lastName,
        company: actor.companyName,
      },
      returnUrl,
    })
  } catch (error) {
    throw providerFailure(error, (reason) => `${BILLING_MESSAGES.unableToActivate} ${reason}`)
  }
  const subscription = started.kind === 'activated' ? started.subscription : null
  await db.transaction(async (tx) => {
    const row = subscription
      ? await saveSubscription(tx, actor.companyId, {
          plan: 'premium',
          status: subscription.status,
          provider: provider.name,
          users: subscription.users,
          trialEndsAt: subscription.trialEndsAt ?? current?.trialEndsAt ?? null,
          nextBillingAt: subscription.nextBillingAt,
        })
      : null
    await audit(tx, meta, {
      action: subscription ? 'subscription.start_premium' : 'subscription.checkout_started',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'subscription',
      entityId: row?.id,
      details: { users, provider: provider.name },
    })
  })
  if (started.kind === 'redirect') return started
  return {
    kind: 'done',
    message:
      subscription?.status === 'trial'
        ? BILLING_MESSAGES.trialStarted
        : BILLING_MESSAGES.premiumActivated,
  }
}

export function choosePlan(
  actor: Actor,
  input: ChoosePlanInput,
  meta: RequestMeta,
  returnUrl: string,
): Promise<PlanChoiceResult> {
  return input.plan === 'free'
    ? chooseFreePlan(actor, meta)
    : startPremium(actor, input.users, meta, returnUrl)
}

/**
 * The buyer is back from the hosted checkout (`?id=…&state=…`): where to go next. A completed
 * checkout continues at /checkout_redirect/…/ which records it; anything else was closed.
 */
export async function hostedCheckoutReturn(
  hostedPageId: string,
  provider: BillingProvider = billingProvider(),
): Promise<{ kind: 'completed'; path: string } | { kind: 'closed' }> {
  let result
  try {
    result = await provider.checkoutResult(hostedPageId)
  } catch (error) {
    throw providerFailure(error, () => BILLING_MESSAGES.activateFailed)
  }
  if (result.state !== 'succeeded' || !result.customerId || !result.subscriptionId) {
    return { kind: 'closed' }
  }
  const nextBillingAt = result.nextBillingAt ? Math.floor(result.nextBillingAt.getTime() / 1000) : 0
  const segments = [result.customerId, result.subscriptionId, String(nextBillingAt)]
  return {
    kind: 'completed',
    path: `/checkout_redirect/${segments.map(encodeURIComponent).join('/')}/`,
  }
}

/**
 * Records a completed checkout (seed §2.1: reachable even when signed out). Nothing in the URL
 * is trusted: the subscription is retrieved from the provider and must belong to the customer
 * named, whose id names our company.
 */
export async function recordCheckout(
  input: CheckoutRedirectInput,
  meta: RequestMeta,
  actor: Actor | null,
  provider: BillingProvider = billingProvider(),
): Promise<{ companyId: number; status: Subscription['status'] }> {
  const failed = () => new AppError('VALIDATION', BILLING_MESSAGES.activateFailed)
  const companyId = companyIdOfCustomer(input.customer_id)
  if (!companyId) throw failed()
  let remote: ProviderSubscription | null
  try {
    remote = await provider.retrieveSubscription(input.subscription_id)
  } catch (error) {
    throw providerFailure(error, () => BILLING_MESSAGES.activateFailed)
  }
  if (!remote || remote.customerId !== input.customer_id || remote.status === 'cancelled') {
    throw failed()
  }
  const verified = remote
  const saved = await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
    if (!company) return null
    const row = await saveSubscription(tx, companyId, toRowValues(verified, provider.name))
    await audit(tx, meta, {
      action: 'subscription.checkout_completed',
      companyId,
      actorUserId: actor?.companyId === companyId ? actor.userId : null,
      entityType: 'subscription',
      entityId: row.id,
      details: { providerSubscriptionId: verified.id },
    })
    return row
  })
  if (!saved) throw failed()
  return { companyId, status: saved.status }
}

function toRowValues(remote: ProviderSubscription, provider: BillingProvider['name']) {
  return {
    plan: 'premium',
    status: remote.status,
    provider,
    users: remote.users,
    trialEndsAt: remote.trialEndsAt,
    nextBillingAt: remote.nextBillingAt,
    customerId: remote.customerId,
    providerSubscriptionId: remote.id,
  } satisfies SubscriptionValues
}

/** When each company's subscription was last fetched from the provider (this process). */
const lastRefetch = new Map<number, number>()

/**
 * A paid subscription is brought up to date from the provider, at most every 5 s per company
 * (seed §4). The rate-limit answer is reported; other provider errors keep the stored copy
 * (seed §8: 'return false silently').
 */
async function refreshFromProvider(row: Subscription, provider: BillingProvider) {
  if (row.provider !== provider.name || !row.providerSubscriptionId) return row
  const now = Date.now()
  if (now - (lastRefetch.get(row.companyId) ?? 0) < SUBSCRIPTION_REFETCH_MS) return row
  lastRefetch.set(row.companyId, now)
  let remote: ProviderSubscription | null
  try {
    remote = await provider.retrieveSubscription(row.providerSubscriptionId)
  } catch (error) {
    if (error instanceof ChargebeeError && error.isRateLimit) {
      throw new AppError('RATE_LIMITED', BILLING_MESSAGES.rateLimited)
    }
    return row
  }
  if (!remote) return row
  const fresh = remote
  return db.transaction((tx) =>
    saveSubscription(tx, row.companyId, toRowValues(fresh, row.provider)),
  )
}

/** Forgets the refetch times; tests call it so one test's fetch does not hide another's. */
export function resetSubscriptionRefetchGuard(): void {
  lastRefetch.clear()
}

export function trialDaysLeft(row: Pick<Subscription, 'status' | 'trialEndsAt'>, now = new Date()) {
  if (row.status !== 'trial' || !row.trialEndsAt) return null
  return Math.max(0, Math.ceil((row.trialEndsAt.getTime() - now.getTime()) / DAY_MS))
}

export async function getMySubscription(
  actor: Actor,
  meta: RequestMeta,
  provider: BillingProvider = billingProvider(),
): Promise<SubscriptionDto> {
  await authorizeBilling(actor, 'billing.read', meta)
  const stored = await subscriptionOf(db, actor.companyId)
  const row = stored ? await refreshFromProvider(stored, provider) : undefined
  const coupons = await db
    .select()
    .from(companyCoupons)
    .where(ownedBy(companyCoupons, actor))
    .orderBy(companyCoupons.id)
  return {
    subscription_plan: row?.plan ?? null,
    status: row?.status ?? null,
    provider: row?.provider ?? null,
    users: row?.users ?? null,
    trial_ends_at: row?.trialEndsAt?.toISOString() ?? null,
    trial_days_left: row ? trialDaysLeft(row) : null,
    next_billing_at: row?.nextBillingAt?.toISOString() ?? null,
    coupon_data: coupons.map((coupon) => ({
      coupon: { code: coupon.code, duration_type: coupon.durationType },
      applied_at: coupon.appliedAt.toISOString(),
    })),
    lifetime_deal: coupons.some((coupon) => coupon.durationType === 'forever'),
    version: row?.version ?? null,
    timestamp: new Date().toISOString(),
  }
}

/** The number of premium users, kept here for local plans (Chargebee's is changed in its portal). */
export async function updateSubscription(
  actor: Actor,
  input: SubscriptionUpdateInput,
  meta: RequestMeta,
): Promise<SubscriptionDto> {
  await authorizeBilling(actor, 'billing.manage', meta)
  await db.transaction(async (tx) => {
    const current = await subscriptionOf(tx, actor.companyId)
    if (!current) throw new AppError('VALIDATION', BILLING_MESSAGES.noPlan)
    if (current.provider === 'chargebee') {
      throw new AppError('CONFLICT', BILLING_MESSAGES.manageInProvider)
    }
    if (current.plan === 'free' && input.users > PLAN_LIMITS.free.users) {
      throw new AppError('PLAN_LIMIT', BILLING_MESSAGES.freePlanUsers)
    }
    await tx
      .update(subscriptions)
      .set({
        users: input.users,
        version: sql`${subscriptions.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(subscriptions.id, current.id))
    await audit(tx, meta, {
      action: 'subscription.update',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'subscription',
      entityId: current.id,
      details: { users: input.users },
    })
  })
  return getMySubscription(actor, meta)
}

/** Chargebee's self-service portal for the company's customer (seed §7). */
export async function createPortalSession(
  actor: Actor,
  meta: RequestMeta,
  returnUrl: string,
  provider: BillingProvider = billingProvider(),
): Promise<{ access_url: string }> {
  await authorizeBilling(actor, 'billing.manage', meta)
  const current = await subscriptionOf(db, actor.companyId)
  if (!current?.customerId || current.provider !== provider.name) {
    throw new AppError('VALIDATION', BILLING_MESSAGES.portalUnavailable)
  }
  let url: string | null
  try {
    url = await provider.portalSession(current.customerId, returnUrl)
  } catch (error) {
    throw providerFailure(error, () => BILLING_MESSAGES.portalUnavailable)
  }
  if (!url) throw new AppError('VALIDATION', BILLING_MESSAGES.portalUnavailable)
  await audit(db, meta, {
    action: 'subscription.portal_session',
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: 'subscription',
    entityId: current.id,
  })
  return { access_url: url }
}

/**
 * Lifetime deal (AppSumo): redeems a licence code for a company being created in `tx`. The
 * code is taken by a conditional update, so two sign-ups with one code cannot both win; a bad
 * or used code throws and the caller's transaction creates nothing.
 */
export async function redeemLicence(
  tx: Transaction,
  code: string,
  created: { companyId: number; userId: number },
  meta: RequestMeta,
): Promise<void> {
  const [licence] = await tx
    .update(licenceCodes)
    .set({ redeemedByCompanyId: created.companyId, redeemedAt: new Date() })
    .where(
      and(
        eq(sql`upper(${licenceCodes.code})`, code.trim().toUpperCase()),
        isNull(licenceCodes.redeemedAt),
      ),
    )
    .returning()
  if (!licence) throw AppError.invalidField('licence_code', BILLING_MESSAGES.licenceInvalid)
  await tx
    .update(companies)
    .set({ appSumoLicense: true })
    .where(eq(companies.id, created.companyId))
  const row = await saveSubscription(tx, created.companyId, {
    plan: 'premium',
    status: 'active',
    provider: 'local',
    users: null,
  })
  await tx
    .insert(companyCoupons)
    .values({ companyId: created.companyId, code: licence.code, durationType: 'forever' })
  await audit(tx, meta, {
    action: 'subscription.licence_redeemed',
    companyId: created.companyId,
    actorUserId: created.userId,
    entityType: 'subscription',
    entityId: row.id,
    details: { licenceCodeId: licence.id },
  })
}

/** What /account/billing shows: the plan, and which controls this provider offers. */
export async function billingOverview(
  actor: Actor,
  meta: RequestMeta,
  provider: BillingProvider = billingProvider(),
) {
  await authorizeBilling(actor, 'billing.manage', meta)
  const subscription = await getMySubscription(actor, meta, provider)
  const paidAtProvider =
    subscription.provider === 'chargebee' && subscription.status !== 'cancelled'
  return {
    subscription,
    /** Seats and the free plan are changed here unless the provider bills the company. */
    managedHere: !paidAtProvider,
    canOpenPortal: paidAtProvider && provider.name === 'chargebee',
  }
}

/**
 * Lifetime-deal registration: an ordinary sign-up whose company is created with the licence
 * redeemed, all in one transaction.
 */
export function signUpWithLicence(input: LicenceSignUpInput, meta: RequestMeta) {
  const { licence_code, ...account } = input
  return signUp(account, meta, (tx, created) => redeemLicence(tx, licence_code, created, meta))
}
