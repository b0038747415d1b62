import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm'
import { audit } from '~/platform/audit.server'
import { db, type Queryable } from '~/platform/db.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { generateToken, hashToken } from '~/platform/secrets.server'
import { subscriptions } from '../billing/billing.tables'
import { companies } from '../company/company.tables'
import {
  memberships,
  retiredRefreshTokens,
  ROLE_FLAG_COLUMNS,
  sessions,
  users,
  type Membership,
} from './accounts.tables'
import { ROLE_FLAGS, type Actor, type Roles } from '~/platform/actor'
import { accessibilityOptionsOf, layoutOptionsOf } from '~/platform/preferences'

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000
/** last_used_at is refreshed at most this often, so reading pages does not write on every hit. */
const TOUCH_INTERVAL_MS = 60 * 1000

export type SessionKind = 'browser' | 'api'

export async function createSession(
  q: Queryable,
  input: { userId: number; companyId: number; kind: SessionKind; meta: RequestMeta },
): Promise<{ token: string; sessionId: number }> {
  const token = generateToken()
  const [row] = await q
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      companyId: input.companyId,
      kind: input.kind,
      ip: input.meta.ip,
      userAgent: input.meta.userAgent?.slice(0, 500),
      expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    })
    .returning({ id: sessions.id })
  return { token, sessionId: row!.id }
}

export type SessionLookup =
  { status: 'active'; actor: Actor } | { status: 'expired' } | { status: 'missing' }

/**
 * Finds the live session for a refresh token (cookie) or a session id (access JWT) and builds
 * the actor from it in one query. Revoked sessions and inactive users count as missing;
 * sessions past their idle or absolute limit as expired.
 */
/** Only the columns an actor needs: the lookup runs on every request. */
const sessionActorColumns = {
  sessionId: sessions.id,
  lastUsedAt: sessions.lastUsedAt,
  expiresAt: sessions.expiresAt,
  userId: users.id,
  userUuid: users.uuid,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userIsActive: users.isActive,
  languageCode: users.languageCode,
  isDarkMode: users.isDarkMode,
  layoutOptions: users.layoutOptions,
  accessibility: users.accessibility,
  membership: memberships,
  companyName: companies.name,
  companySlug: companies.slug,
  activeApps: companies.activeApps,
  appSumoLicense: companies.appSumoLicense,
  companyLanguageCode: companies.languageCode,
  plan: subscriptions.plan,
  planStatus: subscriptions.status,
  trialEndsAt: subscriptions.trialEndsAt,
}

function sessionActorQuery(match: SQL) {
  return db
    .select(sessionActorColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(
      memberships,
      and(eq(memberships.userId, sessions.userId), eq(memberships.companyId, sessions.companyId)),
    )
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(subscriptions, eq(subscriptions.companyId, sessions.companyId))
    .where(and(match, isNull(sessions.revokedAt)))
    .limit(1)
}

// Prepared once per process: the database plans the join once, not on every request.
const byTokenHash = sessionActorQuery(eq(sessions.tokenHash, sql.placeholder('tokenHash'))).prepare(
  'session_actor_by_token',
)
const bySessionId = sessionActorQuery(eq(sessions.id, sql.placeholder('sessionId'))).prepare(
  'session_actor_by_id',
)

export async function lookupSession(
  by: { token: string } | { sessionId: number },
): Promise<SessionLookup> {
  const [row] =
    'token' in by
      ? await byTokenHash.execute({ tokenHash: hashToken(by.token) })
      : await bySessionId.execute({ sessionId: by.sessionId })
  if (!row || !row.userIsActive || !row.membership.isActive) return { status: 'missing' }

  const now = Date.now()
  const idleFor = now - row.lastUsedAt.getTime()
  if (idleFor > SESSION_IDLE_MS || now > row.expiresAt.getTime()) {
    return { status: 'expired' }
  }
  if (idleFor > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId))
  }
  const { membership } = row
  return {
    status: 'active',
    actor: {
      userId: row.userId,
      userUuid: row.userUuid,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      sessionId: row.sessionId,
      membershipId: membership.id,
      companyId: membership.companyId,
      companyName: row.companyName,
      companySlug: row.companySlug,
      userTypeSlug: membership.userTypeSlug,
      roles: rolesOf(membership),
      activeApps: row.activeApps,
      appSumoLicense: row.appSumoLicense,
      companyLanguageCode: row.companyLanguageCode,
      languageCode: row.languageCode,
      isDarkMode: row.isDarkMode,
      layoutOptions: layoutOptionsOf(row.layoutOptions),
      accessibility: accessibilityOptionsOf(row.accessibility),
      timezone: membership.timezone,
      onboardingStep: membership.onboardingStep,
      subscription:
        row.plan && row.planStatus
          ? {
              plan: row.plan,
              status: row.planStatus,
              trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
            }
          : null,
    },
  }
}

export function rolesOf(membership: Membership): Roles {
  return Object.fromEntries(
    ROLE_FLAGS.map((flag) => [flag, membership[ROLE_FLAG_COLUMNS[flag]]]),
  ) as Roles
}

export async function revokeSession(q: Queryable, sessionId: number): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Signs a user out everywhere, or everywhere but the session they are using. */
export async function revokeUserSessions(
  q: Queryable,
  userId: number,
  exceptSessionId?: number,
): Promise<number> {
  const revoked = await q
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id })
  return revoked.length
}

export type RefreshOutcome =
  { status: 'rotated'; token: string; sessionId: number; userId: number } | { status: 'refused' }

/**
 * Exchanges a refresh token for a new one (ADR 029): the old token is retired, so each is used
 * once. A retired token presented again was copied (or the client kept a stale one): the
 * session it belonged to, and with it every token it issued, is revoked.
 */
export async function rotateRefreshToken(
  token: string,
  meta: RequestMeta,
): Promise<RefreshOutcome> {
  const found = await lookupSession({ token })
  if (found.status === 'active') {
    const next = generateToken()
    // Conditional on the old hash: of two exchanges of one token at once, only one rotates.
    const [rotated] = await db.transaction(async (tx) => {
      const rows = await tx
        .update(sessions)
        .set({ tokenHash: hashToken(next), lastUsedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id, userId: sessions.userId })
      if (rows.length) {
        await tx
          .insert(retiredRefreshTokens)
          .values({ tokenHash: hashToken(token), sessionId: rows[0]!.id })
      }
      return rows
    })
    if (rotated)
      return { status: 'rotated', token: next, sessionId: rotated.id, userId: rotated.userId }
  }
  await revokeOnReuse(token, meta)
  return { status: 'refused' }
}

/** A retired refresh token came back: its session is revoked, and that is recorded. */
async function revokeOnReuse(token: string, meta: RequestMeta): Promise<void> {
  const [retired] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, companyId: sessions.companyId })
    .from(retiredRefreshTokens)
    .innerJoin(sessions, eq(sessions.id, retiredRefreshTokens.sessionId))
    .where(eq(retiredRefreshTokens.tokenHash, hashToken(token)))
  if (!retired) return
  await db.transaction(async (tx) => {
    await revokeSession(tx, retired.sessionId)
    await audit(tx, meta, {
      action: 'account.refresh_token_reused',
      outcome: 'denied',
      companyId: retired.companyId,
      actorUserId: retired.userId,
      entityType: 'session',
      entityId: retired.sessionId,
    })
  })
}

export async function moveSessionToCompany(
  q: Queryable,
  sessionId: number,
  companyId: number,
): Promise<void> {
  await q.update(sessions).set({ companyId }).where(eq(sessions.id, sessionId))
}
