import { afterAll, describe, expect, it, vi } from 'vitest'
import { linkIn, startSmtpCapture, type CapturedMail } from '#tests/support/smtp'
import { outboxTo, withMailOutbox } from '#tests/factories/outbox'
import { testMeta } from '#tests/factories/request'

// Password reset and activation, end to end through a real SMTP server on loopback. The app
// reads SMTP_URL once, when its env module is first imported, so the server starts and the
// variable is set before anything of the app is imported.
const smtp = await startSmtpCapture()
vi.stubEnv('SMTP_URL', smtp.url)

const { and, eq, sql } = await import('drizzle-orm')
const { db } = await import('~/platform/db.server')
const { makeCompany, makeCompanyWithAdmin, makeMember, signedIn, TEST_PASSWORD, uniqueEmail } =
  await import('#tests/factories/accounts')
const { auditEntries } = await import('#tests/factories/audit')
const { MESSAGES } = await import('./accounts.messages')
const { SignInSchema } = await import('./accounts.schema')
const {
  activateAccount,
  confirmPasswordReset,
  requestPasswordReset,
  sendActivationEmail,
  signIn,
  PASSWORD_RESET_TTL_MS,
} = await import('./accounts.server')
const { accountTokens, users } = await import('./accounts.tables')
const { lookupSession } = await import('./sessions.server')

afterAll(async () => {
  await smtp.close()
  vi.unstubAllEnvs()
})

const ORIGIN = 'https://groundwork.example'
const NEW_PASSWORD = 'a-brand-new-passphrase'

/** Runs the action and waits for the one new email it sends to `to`. */
async function mailCausedBy(to: string, action: () => Promise<unknown>): Promise<CapturedMail> {
  return withMailOutbox(async () => {
    const earlier = new Set(smtp.messages)
    await action()
    return smtp.waitFor((mail) => mail.to.includes(to) && !earlier.has(mail))
  })
}

function resetLinkParts(mail: CapturedMail) {
  const url = new URL(linkIn(mail, '/auth/reset-password-confirm/'))
  const match = url.pathname.match(/^\/auth\/reset-password-confirm\/([0-9a-f-]{36})\/([^/]+)$/)
  if (!match) throw new Error(`unexpected reset link ${url.href}`)
  return { url, uuid: match[1]!, token: match[2]! }
}

function activationLinkParts(mail: CapturedMail) {
  const url = new URL(linkIn(mail, '/auth/set-password/'))
  const match = url.pathname.match(/^\/auth\/set-password\/([0-9a-f-]{36})$/)
  const token = url.searchParams.get('token')
  if (!match || !token) throw new Error(`unexpected activation link ${url.href}`)
  return { url, uuid: match[1]!, token }
}

const signInWith = (email: string, password: string) =>
  signIn(SignInSchema.parse({ email, password }), testMeta())

describe('password reset by email', () => {
  it('emails a link that sets a new password, signs out every session and works only once', async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company, { firstName: 'Rita' })
    const sessions = [await signedIn(user, company), await signedIn(user, company)]

    const mail = await mailCausedBy(user.email, () =>
      requestPasswordReset(user.email, testMeta(), ORIGIN),
    )

    expect(mail.subject).toBe('Reset your Groundwork password')
    expect(mail.text).toContain('Hello Rita,')
    const link = resetLinkParts(mail)
    expect(link.url.origin).toBe(ORIGIN)
    expect(link.uuid).toBe(user.uuid)
    expect(mail.html).toContain(`href="${link.url.href}"`)
    const [requested] = await auditEntries({
      action: 'account.password_reset_requested',
      actorUserId: user.id,
    })
    expect(requested).toMatchObject({ outcome: 'success', companyId: company.id })

    await confirmPasswordReset(
      { uuid: link.uuid, token: link.token, new_password: NEW_PASSWORD },
      testMeta(),
    )

    await expect(signInWith(user.email, TEST_PASSWORD)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    })
    await expect(signInWith(user.email, NEW_PASSWORD)).resolves.toMatchObject({ userId: user.id })
    for (const session of sessions) {
      expect(await lookupSession({ token: session.token })).toEqual({ status: 'missing' })
    }
    const [done] = await auditEntries({ action: 'account.password_reset', actorUserId: user.id })
    expect(done).toMatchObject({ outcome: 'success' })

    await expect(
      confirmPasswordReset(
        { uuid: link.uuid, token: link.token, new_password: 'yet-another-passphrase' },
        testMeta(),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: MESSAGES.badResetLink })
    await expect(signInWith(user.email, NEW_PASSWORD)).resolves.toBeDefined()
  })

  it('refuses a link older than one hour and keeps the old password', async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company)
    const link = resetLinkParts(
      await mailCausedBy(user.email, () => requestPasswordReset(user.email, testMeta(), ORIGIN)),
    )
    const [token] = await db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'password_reset')))
    const lifetime = token!.expiresAt.getTime() - token!.createdAt.getTime()
    expect(Math.abs(lifetime - PASSWORD_RESET_TTL_MS)).toBeLessThan(60_000)

    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.id, token!.id))

    await expect(
      confirmPasswordReset({ ...link, new_password: NEW_PASSWORD }, testMeta()),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: MESSAGES.badResetLink })
    await expect(signInWith(user.email, TEST_PASSWORD)).resolves.toBeDefined()
  })

  it('refuses a link whose token belongs to someone else, or that was mangled', async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company)
    const { user: victim } = await makeMember(company)
    const link = resetLinkParts(
      await mailCausedBy(user.email, () => requestPasswordReset(user.email, testMeta(), ORIGIN)),
    )

    for (const bad of [
      { uuid: victim.uuid, token: link.token },
      { uuid: link.uuid, token: `${link.token}x` },
      { uuid: 'not-a-uuid', token: link.token },
    ]) {
      await expect(
        confirmPasswordReset({ ...bad, new_password: NEW_PASSWORD }, testMeta()),
      ).rejects.toMatchObject({ code: 'VALIDATION', message: MESSAGES.badResetLink })
    }
    await expect(signInWith(victim.email, TEST_PASSWORD)).resolves.toBeDefined()
    await expect(signInWith(user.email, TEST_PASSWORD)).resolves.toBeDefined()
  })

  it('answers an unknown or deactivated email exactly like a known one, and sends nothing', async () => {
    const company = await makeCompany()
    const { user: gone } = await makeMember(company)
    await db.update(users).set({ isActive: false }).where(eq(users.id, gone.id))
    const unknown = uniqueEmail('nobody')

    await expect(requestPasswordReset(unknown, testMeta(), ORIGIN)).resolves.toBeUndefined()
    await expect(requestPasswordReset(gone.email, testMeta(), ORIGIN)).resolves.toBeUndefined()

    expect(await outboxTo(unknown)).toEqual([])
    expect(await outboxTo(gone.email)).toEqual([])
    expect(
      await auditEntries({ action: 'account.password_reset_requested', actorUserId: gone.id }),
    ).toEqual([])
  })
})

describe('account activation by email', () => {
  async function companyWithPendingStaff() {
    const { company, admin } = await makeCompanyWithAdmin()
    const pending = await makeMember(company, { password: null, firstName: 'Pat' })
    const { actor } = await signedIn(admin.user, company)
    return { company, admin, pending, adminActor: actor }
  }

  /** The audit row of an activation email someone sent, or was refused. */
  async function activationEmailAudit(senderUserId: number) {
    const [entry] = await auditEntries({
      action: 'account.activation_email_sent',
      actorUserId: senderUserId,
    })
    return entry
  }

  it('lets an admin email a pending staff member a link that activates and signs them in', async () => {
    const { company, admin, pending, adminActor } = await companyWithPendingStaff()

    const mail = await mailCausedBy(pending.user.email, () =>
      sendActivationEmail(adminActor, pending.membership.id, testMeta(), ORIGIN),
    )

    expect(mail.subject).toBe(`Activate your ${company.name} account on Groundwork`)
    expect(mail.text).toContain('Hello Pat,')
    const link = activationLinkParts(mail)
    expect(link.url.origin).toBe(ORIGIN)
    expect(link.uuid).toBe(pending.user.uuid)
    expect(await activationEmailAudit(admin.user.id)).toMatchObject({
      outcome: 'success',
      companyId: company.id,
      entityId: String(pending.membership.id),
    })

    // It is no password-reset link …
    await expect(
      confirmPasswordReset({ ...link, new_password: 'another-passphrase' }, testMeta()),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: MESSAGES.badResetLink })

    // … but it activates the account.
    const session = await activateAccount(
      { uuid: link.uuid, token: link.token, new_password: NEW_PASSWORD },
      testMeta(),
    )

    expect(session).toMatchObject({ userId: pending.user.id, companyId: company.id })
    expect(await lookupSession({ token: session.token })).toMatchObject({
      status: 'active',
      actor: { userId: pending.user.id, companyId: company.id },
    })
    await expect(signInWith(pending.user.email, NEW_PASSWORD)).resolves.toMatchObject({
      userId: pending.user.id,
      companyId: company.id,
    })
    const [activated] = await auditEntries({
      action: 'account.activate',
      actorUserId: pending.user.id,
    })
    expect(activated).toMatchObject({ outcome: 'success', companyId: company.id })

    // The link works once.
    await expect(
      activateAccount({ ...link, new_password: 'another-passphrase' }, testMeta()),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: MESSAGES.badActivationLink })
  })

  it('lets a profile admin who is not a company admin send the email', async () => {
    const { company, pending } = await companyWithPendingStaff()
    const profileAdmin = await makeMember(company, { roles: ['user_is_profile_admin'] })
    const { actor } = await signedIn(profileAdmin.user, company)

    const mail = await mailCausedBy(pending.user.email, () =>
      sendActivationEmail(actor, pending.membership.id, testMeta(), ORIGIN),
    )
    expect(activationLinkParts(mail).uuid).toBe(pending.user.uuid)
  })

  it('refuses a staff member without profile-admin or admin rights, and records the refusal', async () => {
    const { company, pending } = await companyWithPendingStaff()
    const colleague = await makeMember(company, { roles: ['user_is_kb_admin'] })
    const { actor } = await signedIn(colleague.user, company)

    await expect(
      sendActivationEmail(actor, pending.membership.id, testMeta(), ORIGIN),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })

    expect(await outboxTo(pending.user.email)).toEqual([])
    expect(await activationEmailAudit(colleague.user.id)).toMatchObject({
      outcome: 'denied',
      companyId: company.id,
      entityId: String(pending.membership.id),
      details: { reason: 'FORBIDDEN' },
    })
  })

  it('treats a staff member of another company as not found, and records the attempt', async () => {
    const { pending: theirs } = await companyWithPendingStaff()
    const { company: ours, adminActor: ourAdmin } = await companyWithPendingStaff()

    await expect(
      sendActivationEmail(ourAdmin, theirs.membership.id, testMeta(), ORIGIN),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Staff member not found.' })

    expect(await outboxTo(theirs.user.email)).toEqual([])
    const [entry] = await auditEntries({
      action: 'account.activation_email_sent',
      actorUserId: ourAdmin.userId,
      entityId: theirs.membership.id,
    })
    expect(entry).toMatchObject({
      outcome: 'denied',
      companyId: ours.id,
      details: { reason: 'NOT_FOUND' },
    })
  })

  it('refuses to send a link to someone who already has a password', async () => {
    const { company, adminActor } = await companyWithPendingStaff()
    const active = await makeMember(company)

    await expect(
      sendActivationEmail(adminActor, active.membership.id, testMeta(), ORIGIN),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: MESSAGES.alreadyActivated })
    expect(await outboxTo(active.user.email)).toEqual([])
  })
})
