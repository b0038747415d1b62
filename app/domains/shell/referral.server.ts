import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { audit } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { generateToken, hashToken } from '~/platform/secrets.server'
import type { Actor } from '~/platform/actor'
import { accountTokens, memberships, users } from '../accounts/accounts.tables'
import { createSession, lookupSession, revokeSession } from '../accounts/sessions.server'
import { companies } from '../company/company.tables'

/** Long enough for one redirect and a slow sign-in page, short enough to be useless later. */
export const REFERRAL_TOKEN_TTL_MS = 2 * 60 * 1000

/**
 * The origin of a company's referral URL when it is not this application's origin (seed §2.4),
 * else null. A URL that does not parse, or is not http(s), is ignored rather than followed.
 */
export function foreignReferralOrigin(
  referralUrl: string | null,
  appOrigin: string,
): string | null {
  if (!referralUrl) return null
  let url: URL
  try {
    url = new URL(referralUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return url.origin === new URL(appOrigin).origin ? null : url.origin
}

/**
 * Signs the actor out here and returns where to continue (ADR 006): the referral origin's
 * sign-in page with a single-use, two-minute token that signs the same user into the same
 * company there, and the path to return to.
 */
export async function handOverToReferral(
  actor: Actor,
  referralOrigin: string,
  returnPath: string,
  meta: RequestMeta,
): Promise<string> {
  const token = generateToken()
  await db.transaction(async (tx) => {
    await revokeSession(tx, actor.sessionId)
    await tx.insert(accountTokens).values({
      userId: actor.userId,
      companyId: actor.companyId,
      purpose: 'referral_login',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + REFERRAL_TOKEN_TTL_MS),
    })
    await audit(tx, meta, {
      action: 'account.referral_handover',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'session',
      entityId: actor.sessionId,
      details: { to: referralOrigin },
    })
  })
  const query = new URLSearchParams({
    autoLogin: 'true',
    token,
    timestamp: String(Date.now()),
    redirect: returnPath,
  })
  return `${referralOrigin}/auth/signin?${query}`
}

/**
 * The receiving side: `/auth/signin?autoLogin=true&token=…` of the referral origin (a host of
 * this same deployment) redeems the token once, for a browser session in the token's company.
 * An unknown, used or expired token, or a user or membership no longer active, gives null.
 */
export async function redeemReferralToken(
  token: string,
  meta: RequestMeta,
): Promise<{ token: string; sessionId: number; userId: number; companyId: number } | null> {
  if (!token) return null
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, 'referral_login'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: accountTokens.userId, companyId: accountTokens.companyId })
    if (!row?.companyId) return null
    const [member] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.userId, row.userId),
          eq(memberships.companyId, row.companyId),
          eq(memberships.isActive, true),
          eq(users.isActive, true),
        ),
      )
      .limit(1)
    if (!member) return null
    const session = await createSession(tx, {
      userId: row.userId,
      companyId: row.companyId,
      kind: 'browser',
      meta,
    })
    await audit(tx, meta, {
      action: 'account.signin',
      companyId: row.companyId,
      actorUserId: row.userId,
      entityType: 'user',
      entityId: row.userId,
      details: { kind: 'browser', via: 'referral_token' },
    })
    return { ...session, userId: row.userId, companyId: row.companyId }
  })
}

/**
 * Sign-in on an origin that is not the company's hands over at once, before any page of this
 * origin loads: with JavaScript a page's loaders are separate requests, and one that ran after
 * the layout had revoked the session would send the user to this origin's sign-in instead.
 * Returns where to go, or null to continue here.
 */
export async function handOverAtSignIn(
  sessionToken: string,
  requestUrl: string,
  returnPath: string,
  meta: RequestMeta,
): Promise<string | null> {
  const found = await lookupSession({ token: sessionToken })
  if (found.status !== 'active') return null
  const [company] = await db
    .select({ referralUrl: companies.referralUrl })
    .from(companies)
    .where(eq(companies.id, found.actor.companyId))
  const origin = foreignReferralOrigin(company?.referralUrl ?? null, requestUrl)
  return origin ? handOverToReferral(found.actor, origin, returnPath, meta) : null
}
