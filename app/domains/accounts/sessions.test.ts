import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompany, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { hashToken } from '~/platform/secrets.server'
import { signOut } from './accounts.server'
import { memberships, sessions, users } from './accounts.tables'
import {
  lookupSession,
  revokeSession,
  revokeUserSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from './sessions.server'

async function aSession() {
  const company = await makeCompany()
  const { user, membership } = await makeMember(company)
  return { company, user, membership, ...(await signedIn(user, company)) }
}

/** Pretends the session was last used `ms` ago. */
async function idleFor(sessionId: number, ms: number) {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(sessions.id, sessionId))
}

async function sessionRow(sessionId: number) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId))
  return row!
}

const HOUR = 60 * 60 * 1000

describe('sessions', () => {
  it('finds an active session by its token and by its id, with the actor it belongs to', async () => {
    const { company, user, membership, token, sessionId } = await aSession()

    const byToken = await lookupSession({ token })
    const byId = await lookupSession({ sessionId })

    for (const found of [byToken, byId]) {
      expect(found).toMatchObject({
        status: 'active',
        actor: {
          userId: user.id,
          userUuid: user.uuid,
          email: user.email,
          sessionId,
          membershipId: membership.id,
          companyId: company.id,
          companySlug: company.slug,
          userTypeSlug: 'staff',
        },
      })
    }
  })

  it('stores only a hash of the token and expires it 30 days after sign-in', async () => {
    const { token, sessionId } = await aSession()
    const row = await sessionRow(sessionId)
    expect(row.tokenHash).toBe(hashToken(token))
    expect(row.tokenHash).not.toContain(token)
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime()
    expect(Math.abs(lifetime - SESSION_ABSOLUTE_MS)).toBeLessThan(60_000)
  })

  it('does not know a made-up token', async () => {
    expect(await lookupSession({ token: 'made-up-token' })).toEqual({ status: 'missing' })
  })

  it('keeps a session used within the last 12 hours, and using it restarts the idle clock', async () => {
    const { token, sessionId } = await aSession()
    await idleFor(sessionId, SESSION_IDLE_MS - HOUR)

    expect((await lookupSession({ token })).status).toBe('active')

    const idle = Date.now() - (await sessionRow(sessionId)).lastUsedAt.getTime()
    expect(idle).toBeLessThan(5 * 60 * 1000)
  })

  it('times out a session idle for more than 12 hours', async () => {
    const { token, sessionId } = await aSession()
    await idleFor(sessionId, SESSION_IDLE_MS + 60_000)

    expect(await lookupSession({ token })).toEqual({ status: 'expired' })
    expect(await lookupSession({ sessionId })).toEqual({ status: 'expired' })
  })

  it('times out a session past its absolute expiry even when it was just used', async () => {
    const { token, sessionId } = await aSession()
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'`, lastUsedAt: sql`now()` })
      .where(eq(sessions.id, sessionId))

    expect(await lookupSession({ token })).toEqual({ status: 'expired' })
  })

  it('forgets a revoked session', async () => {
    const { token, sessionId } = await aSession()
    await revokeSession(db, sessionId)
    expect(await lookupSession({ token })).toEqual({ status: 'missing' })
  })

  it('forgets the sessions of a deactivated user or membership', async () => {
    const first = await aSession()
    await db.update(users).set({ isActive: false }).where(eq(users.id, first.user.id))
    expect(await lookupSession({ token: first.token })).toEqual({ status: 'missing' })

    const second = await aSession()
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, second.membership.id))
    expect(await lookupSession({ token: second.token })).toEqual({ status: 'missing' })
  })

  it('revokes every session of a user, or every one but the current', async () => {
    const { company, user, token } = await aSession()
    const other = await signedIn(user, company)
    const third = await signedIn(user, company)

    expect(await revokeUserSessions(db, user.id, other.sessionId)).toBe(2)
    expect((await lookupSession({ token })).status).toBe('missing')
    expect((await lookupSession({ token: other.token })).status).toBe('active')
    expect((await lookupSession({ token: third.token })).status).toBe('missing')

    expect(await revokeUserSessions(db, user.id)).toBe(1)
    expect((await lookupSession({ token: other.token })).status).toBe('missing')
  })

  it('signs out: the session stops working and the sign-out is recorded', async () => {
    const { company, user, token, sessionId, actor } = await aSession()
    const elsewhere = await signedIn(user, company)
    const meta = testMeta()

    await signOut(actor, meta)

    expect(await lookupSession({ token })).toEqual({ status: 'missing' })
    expect((await sessionRow(sessionId)).revokedAt).not.toBeNull()
    expect((await lookupSession({ token: elsewhere.token })).status).toBe('active')
    const [entry] = await auditEntries({ action: 'account.signout', actorUserId: user.id })
    expect(entry).toMatchObject({
      companyId: company.id,
      entityId: String(sessionId),
      outcome: 'success',
      ip: meta.ip,
    })
  })
})
