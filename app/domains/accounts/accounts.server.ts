import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { audit, deny } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import { kickMailDelivery, queueEmail } from '~/platform/mail.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { generateToken, hashToken } from '~/platform/secrets.server'
import { companies } from '../company/company.tables'
import { createCompany } from '../company/company.server'
import { accountTokens, memberships, roleFlagValues, sessions, users } from './accounts.tables'
import type { AccountTokenPurpose, User } from './accounts.tables'
import { ADMIN_USER_TYPE, type Actor } from '~/platform/actor'
import { can } from './accounts.policy'
import type { SignInInput, SignUpInput } from './accounts.schema'
import { activationEmail, passwordResetEmail } from './accounts.emails'
import { MESSAGES } from './accounts.messages'
import { hashPassword, verifyPassword } from './passwords.server'
import { forgetAccountFailures, mustWait, recordSignInFailure } from './signin-throttle.server'
import {
  createSession,
  moveSessionToCompany,
  revokeSession,
  revokeUserSessions,
  type SessionKind,
} from './sessions.server'

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000
export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface SignedIn {
  token: string
  sessionId: number
  userId: number
  companyId: number
}

export function findUserByEmail(q: Queryable, email: string): Promise<User | undefined> {
  return q
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0])
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error
  const pgError = cause as { code?: string; constraint?: string; message?: string }
  return (
    pgError?.code === '23505' &&
    (pgError.constraint === constraint || Boolean(pgError.message?.includes(constraint)))
  )
}

/**
 * Creates the user, their company and an admin membership with every role flag, and signs in.
 * `withNewCompany` runs inside the same transaction (e.g. redeeming a licence code): if it
 * throws, nothing is created.
 */
export async function signUp(
  input: SignUpInput,
  meta: RequestMeta,
  withNewCompany?: (
    tx: Transaction,
    created: { companyId: number; userId: number },
  ) => Promise<void>,
): Promise<SignedIn> {
  if (await findUserByEmail(db, input.email)) {
    throw AppError.invalidField('email', MESSAGES.emailTaken)
  }
  const passwordHash = await hashPassword(input.password)
  try {
    return await db.transaction(async (tx) => {
      const company = await createCompany(tx, input.company_name)
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          lastLogin: new Date(),
        })
        .returning()
      const [membership] = await tx
        .insert(memberships)
        .values({
          companyId: company.id,
          userId: user!.id,
          userTypeSlug: ADMIN_USER_TYPE,
          ...roleFlagValues(),
        })
        .returning()
      const session = await createSession(tx, {
        userId: user!.id,
        companyId: company.id,
        kind: 'browser',
        meta,
      })
      await withNewCompany?.(tx, { companyId: company.id, userId: user!.id })
      const base = { companyId: company.id, actorUserId: user!.id }
      await audit(tx, meta, {
        ...base,
        action: 'company.create',
        entityType: 'company',
        entityId: company.id,
      })
      await audit(tx, meta, {
        ...base,
        action: 'account.signup',
        entityType: 'membership',
        entityId: membership!.id,
      })
      return { ...session, userId: user!.id, companyId: company.id }
    })
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'users_email_lower_idx')) {
      throw AppError.invalidField('email', MESSAGES.emailTaken)
    }
    throw error
  }
}

/** The company a sign-in lands in: the one used last, else the first joined. */
async function defaultCompanyId(q: Queryable, userId: number): Promise<number | undefined> {
  const [latest] = await q
    .select({ companyId: sessions.companyId })
    .from(sessions)
    .innerJoin(
      memberships,
      and(eq(memberships.companyId, sessions.companyId), eq(memberships.userId, userId)),
    )
    .where(and(eq(sessions.userId, userId), eq(memberships.isActive, true)))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(1)
  if (latest) return latest.companyId
  const [first] = await q
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true)))
    .orderBy(asc(memberships.id))
    .limit(1)
  return first?.companyId
}

/**
 * Checks the password and opens a session. Every outcome is audited. An attempt that must wait
 * out the backoff of earlier failures is refused before the password is checked
 * (signin-throttle.server.ts); `knownUserIds` are the accounts this browser signed in to before.
 */
export async function signIn(
  input: SignInInput,
  meta: RequestMeta,
  kind: SessionKind = 'browser',
  knownUserIds: readonly number[] = [],
): Promise<SignedIn> {
  const user = await findUserByEmail(db, input.email)
  const companyId = user ? await defaultCompanyId(db, user.id) : undefined
  const auditBase = {
    action: 'account.signin',
    companyId: companyId ?? null,
    actorUserId: user?.id ?? null,
    entityType: 'user',
    entityId: user?.id,
  }

  const fromKnownDevice = user !== undefined && knownUserIds.includes(user.id)
  if (await mustWait({ email: input.email, ip: meta.ip, fromKnownDevice })) {
    await audit(db, meta, {
      ...auditBase,
      outcome: 'denied',
      details: { reason: 'throttled', kind },
    })
    throw new AppError('RATE_LIMITED', MESSAGES.throttled)
  }

  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password)
  if (!user || !passwordOk || !user.isActive || companyId === undefined) {
    await db.transaction(async (tx) => {
      await recordSignInFailure(tx, input.email, meta.ip)
      await audit(tx, meta, {
        ...auditBase,
        outcome: 'failure',
        details: { email: input.email, kind },
      })
    })
    throw new AppError('UNAUTHENTICATED', MESSAGES.badCredentials)
  }

  return db.transaction(async (tx) => {
    await forgetAccountFailures(tx, input.email)
    await tx
      .update(users)
      .set({ lastLogin: sql`now()` })
      .where(eq(users.id, user.id))
    const session = await createSession(tx, { userId: user.id, companyId, kind, meta })
    await audit(tx, meta, { ...auditBase, details: { kind } })
    return { ...session, userId: user.id, companyId }
  })
}

export async function signOut(actor: Actor, meta: RequestMeta): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, actor.sessionId)
    await audit(tx, meta, {
      action: 'account.signout',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'session',
      entityId: actor.sessionId,
    })
  })
}

async function issueAccountToken(
  q: Queryable,
  input: { userId: number; companyId: number | null; purpose: AccountTokenPurpose; ttlMs: number },
): Promise<string> {
  const token = generateToken()
  await q.insert(accountTokens).values({
    userId: input.userId,
    companyId: input.companyId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + input.ttlMs),
  })
  return token
}

/** The user and token row behind an emailed link, if the link is still good. */
export async function findValidAccountToken(
  q: Queryable,
  link: { uuid: string; token: string },
  purpose: AccountTokenPurpose,
) {
  // A mangled link must read as 'expired', not as a database error on the uuid cast.
  if (!UUID_PATTERN.test(link.uuid) || !link.token) return undefined
  const [row] = await q
    .select({ user: users, token: accountTokens })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(link.token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        eq(users.uuid, link.uuid),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
  return row
}

/** Always answers the same way, so the form does not reveal which emails have accounts. */
export async function requestPasswordReset(
  email: string,
  meta: RequestMeta,
  origin: string,
): Promise<void> {
  const user = await findUserByEmail(db, email)
  if (!user || !user.isActive) return
  const companyId = (await defaultCompanyId(db, user.id)) ?? null
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, {
      userId: user.id,
      companyId: null,
      purpose: 'password_reset',
      ttlMs: PASSWORD_RESET_TTL_MS,
    })
    const link = `${origin}/auth/reset-password-confirm/${user.uuid}/${token}`
    await queueEmail(tx, { companyId, ...passwordResetEmail({ user, link }) })
    await audit(tx, meta, {
      action: 'account.password_reset_requested',
      companyId,
      actorUserId: user.id,
      entityType: 'user',
      entityId: user.id,
    })
  })
  kickMailDelivery()
}

type LinkPassword = { uuid: string; token: string; new_password: string }

/**
 * Sets a new password from a reset link; the link dies, and every session is signed out. It is
 * never throttled: it is how an owner gets back in whatever was guessed against the account.
 */
export async function confirmPasswordReset(input: LinkPassword, meta: RequestMeta): Promise<void> {
  const passwordHash = await hashPassword(input.new_password)
  await db.transaction(async (tx) => {
    const found = await findValidAccountToken(tx, input, 'password_reset')
    if (!found) throw new AppError('VALIDATION', MESSAGES.badResetLink)
    await setPasswordAndSpendTokens(tx, found.user.id, passwordHash, 'password_reset')
    await revokeUserSessions(tx, found.user.id)
    // The owner proved they read the account's mail: others' guesses no longer slow them.
    await forgetAccountFailures(tx, found.user.email)
    await audit(tx, meta, {
      action: 'account.password_reset',
      companyId: (await defaultCompanyId(tx, found.user.id)) ?? null,
      actorUserId: found.user.id,
      entityType: 'user',
      entityId: found.user.id,
    })
  })
}

async function setPasswordAndSpendTokens(
  tx: Queryable,
  userId: number,
  passwordHash: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    )
}

/** A staff member created by an admin chooses a password and is signed in to that company. */
export async function activateAccount(
  input: LinkPassword,
  meta: RequestMeta,
  kind: SessionKind = 'browser',
): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.new_password)
  return db.transaction(async (tx) => {
    const found = await findValidAccountToken(tx, input, 'activation')
    if (!found || found.token.companyId === null) {
      throw new AppError('VALIDATION', MESSAGES.badActivationLink)
    }
    const { user, token } = found
    const companyId = token.companyId!
    await setPasswordAndSpendTokens(tx, user.id, passwordHash, 'activation')
    await tx
      .update(users)
      .set({ lastLogin: sql`now()` })
      .where(eq(users.id, user.id))
    const session = await createSession(tx, { userId: user.id, companyId, kind, meta })
    await audit(tx, meta, {
      action: 'account.activate',
      companyId,
      actorUserId: user.id,
      entityType: 'user',
      entityId: user.id,
    })
    return { ...session, userId: user.id, companyId }
  })
}

/**
 * Issues an activation link for a user invited to a company and queues the email carrying it,
 * in the caller's transaction (staff creation sends it as part of creating the person). The
 * caller kicks mail delivery after commit.
 */
export async function queueActivationEmail(
  tx: Queryable,
  input: { user: User; companyId: number; companyName: string; origin: string },
): Promise<void> {
  const token = await issueAccountToken(tx, {
    userId: input.user.id,
    companyId: input.companyId,
    purpose: 'activation',
    ttlMs: ACTIVATION_TTL_MS,
  })
  const link = `${input.origin}/auth/set-password/${input.user.uuid}?token=${token}`
  await queueEmail(tx, {
    companyId: input.companyId,
    ...activationEmail({ user: input.user, companyName: input.companyName, link }),
  })
}

const ACTIVATION_EMAIL_SENT = 'account.activation_email_sent'

/**
 * Refused unless the actor may send activation emails (about the staff member, when known: the
 * API asks before it reads whom to send to).
 */
export function authorizeActivationEmail(asker: Asker, staffId?: number): Promise<void> {
  const entity = staffId === undefined ? undefined : { type: 'membership', id: staffId }
  const { actor } = asker
  return authorize(asker, () => can(actor, 'staff.sendActivation'), ACTIVATION_EMAIL_SENT, entity)
}

/** Emails a staff member of the actor's company a link to choose their password. */
export async function sendActivationEmail(
  actor: Actor,
  staffId: number,
  meta: RequestMeta,
  origin: string,
): Promise<void> {
  const action = ACTIVATION_EMAIL_SENT
  const entity = { type: 'membership', id: staffId }
  await authorizeActivationEmail({ actor, meta }, staffId)
  const [staff] = await db
    .select({ user: users, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(ownedRow(memberships, actor, staffId))
    .limit(1)
  if (!staff) return deny(actor, meta, action, AppError.notFound('Staff member not found.'), entity)
  if (staff.user.passwordHash) throw new AppError('CONFLICT', MESSAGES.alreadyActivated)

  await db.transaction(async (tx) => {
    await queueActivationEmail(tx, {
      user: staff.user,
      companyId: actor.companyId,
      companyName: actor.companyName,
      origin,
    })
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: entity.type,
      entityId: entity.id,
    })
  })
  kickMailDelivery()
}

/** Changes the actor's password and signs out all their other sessions. */
export async function changePassword(
  actor: Actor,
  input: { current_password: string; new_password: string },
  meta: RequestMeta,
): Promise<{ revokedSessions: number }> {
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId))
  if (!(await verifyPassword(user?.passwordHash ?? null, input.current_password))) {
    throw AppError.invalidField('current_password', MESSAGES.wrongCurrentPassword)
  }
  const passwordHash = await hashPassword(input.new_password)
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, actor.userId))
    const revokedSessions = await revokeUserSessions(tx, actor.userId, actor.sessionId)
    await audit(tx, meta, {
      action: 'account.password_change',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'user',
      entityId: actor.userId,
      details: { revokedSessions },
    })
    return { revokedSessions }
  })
}

export interface CompanyChoice {
  id: number
  company_name: string
  company_slug: string
  is_current: boolean
}

export async function listMyCompanies(actor: Actor): Promise<CompanyChoice[]> {
  const rows = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, actor.userId), eq(memberships.isActive, true)))
    .orderBy(asc(companies.name))
  return rows.map((row) => ({
    id: row.id,
    company_name: row.name,
    company_slug: row.slug,
    is_current: row.id === actor.companyId,
  }))
}

/** Moves the actor's session to another company they belong to; any other id is not found. */
export async function switchCompany(
  actor: Actor,
  companyId: number,
  meta: RequestMeta,
): Promise<{ companyName: string }> {
  const action = 'account.switch_company'
  const [membership] = await db
    .select({ id: memberships.id, companyName: companies.name })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.userId, actor.userId),
        eq(memberships.companyId, companyId),
        eq(memberships.isActive, true),
      ),
    )
  if (!membership) {
    return deny(actor, meta, action, AppError.notFound('Company not found.'), {
      type: 'company',
      id: companyId,
    })
  }
  await db.transaction(async (tx) => {
    await moveSessionToCompany(tx, actor.sessionId, companyId)
    const details = { from: actor.companyId, to: companyId }
    // Recorded in both companies' history: one was left, the other entered.
    for (const id of [actor.companyId, companyId]) {
      await audit(tx, meta, {
        action,
        companyId: id,
        actorUserId: actor.userId,
        entityType: 'company',
        entityId: companyId,
        details,
      })
    }
  })
  return { companyName: membership.companyName }
}

/** For the page behind an emailed link: is it still good? (Does not spend it.) */
export async function isAccountLinkValid(
  link: { uuid: string; token: string },
  purpose: AccountTokenPurpose,
): Promise<boolean> {
  return Boolean(await findValidAccountToken(db, link, purpose))
}
