import { randomUUID } from 'node:crypto'
import { and, count, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  makeCompany,
  makeCompanyWithAdmin,
  makeMember,
  signedIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { testMeta, uniqueIp } from '#tests/factories/request'
import { companies } from '~/domains/company/company.tables'
import { slugify } from '~/domains/company/company.server'
import { db } from '~/platform/db.server'
import { MESSAGES } from './accounts.messages'
import { ADMIN_USER_TYPE, ROLE_FLAGS } from '~/platform/actor'
import { SignInSchema, SignUpSchema } from './accounts.schema'
import { changePassword, listMyCompanies, signIn, signUp, switchCompany } from './accounts.server'
import { memberships, sessions, users } from './accounts.tables'
import { lookupSession, rolesOf } from './sessions.server'

const NEW_PASSWORD = 'a-brand-new-passphrase'

/** Form input as the sign-up page or the API would pass it on (after the shared schema). */
function signUpInput(overrides: Partial<Record<string, string>> = {}) {
  return SignUpSchema.parse({
    first_name: 'Fay',
    last_name: 'Founder',
    email: uniqueEmail('founder'),
    password: TEST_PASSWORD,
    company_name: `Acme Demo ${randomUUID().slice(0, 8)}`,
    ...overrides,
  })
}

const credentials = (email: string, password: string) => SignInSchema.parse({ email, password })

async function companiesNamed(name: string) {
  return db.select().from(companies).where(eq(companies.name, name))
}

async function usersWithEmail(email: string) {
  return db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
}

async function openSessionsOf(userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`))
  return row!.n
}

/** Records n failed sign-ins for the email, each from a fresh IP (so only the account counts). */
async function failSignIns(email: string, n: number, ip?: () => string) {
  for (let i = 0; i < n; i += 1) {
    await expect(
      signIn(credentials(email, 'not-the-password'), testMeta(ip ? ip() : uniqueIp())),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
  }
}

describe('sign up', () => {
  it('creates the user, their company, an admin membership with every role flag, a session and audit entries', async () => {
    const input = signUpInput()
    const meta = testMeta()

    const result = await signUp(input, meta)

    const [user] = await usersWithEmail(input.email)
    expect(user).toMatchObject({ id: result.userId, firstName: 'Fay', lastName: 'Founder' })
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/)

    const [company] = await companiesNamed(input.company_name)
    expect(company).toMatchObject({ id: result.companyId, slug: slugify(input.company_name) })

    const [membership] = await db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, result.userId))
    expect(membership!.companyId).toBe(company!.id)
    expect(membership!.userTypeSlug).toBe(ADMIN_USER_TYPE)
    expect(rolesOf(membership!)).toEqual(Object.fromEntries(ROLE_FLAGS.map((f) => [f, true])))

    const found = await lookupSession({ token: result.token })
    expect(found.status).toBe('active')
    if (found.status !== 'active') return
    expect(found.actor).toMatchObject({
      userId: user!.id,
      companyId: company!.id,
      companyName: input.company_name,
      userTypeSlug: 'admin',
      sessionId: result.sessionId,
    })

    const created = await auditEntries({ action: 'company.create', companyId: company!.id })
    expect(created).toHaveLength(1)
    expect(created[0]).toMatchObject({
      actorUserId: user!.id,
      entityId: String(company!.id),
      outcome: 'success',
      ip: meta.ip,
    })
    const joined = await auditEntries({ action: 'account.signup', companyId: company!.id })
    expect(joined).toHaveLength(1)
    expect(joined[0]).toMatchObject({ actorUserId: user!.id, entityId: String(membership!.id) })

    // The chosen password is the one that signs in.
    await expect(
      signIn(credentials(input.email, TEST_PASSWORD), testMeta()),
    ).resolves.toMatchObject({ userId: user!.id, companyId: company!.id })
  })

  it('gives a second company with the same name a numbered slug', async () => {
    const companyName = `Acme Demo ${randomUUID().slice(0, 8)}`
    const first = await signUp(signUpInput({ company_name: companyName }), testMeta())
    const second = await signUp(signUpInput({ company_name: companyName }), testMeta())

    const [firstCompany] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, first.companyId))
    const [secondCompany] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, second.companyId))
    expect(firstCompany!.slug).toBe(slugify(companyName))
    expect(secondCompany!.slug).toBe(`${slugify(companyName)}-2`)
    expect(secondCompany!.name).toBe(companyName)
  })

  it('refuses an email that is already registered, whatever its case, and creates nothing', async () => {
    const company = await makeCompany()
    const email = uniqueEmail('taken')
    const { user } = await makeMember(company, { email: email.replace('taken', 'Taken') })
    const input = { ...signUpInput({ email }), email: email.toUpperCase() }

    const error = await signUp(input, testMeta()).catch((caught: unknown) => caught)

    expect(error).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { email: [MESSAGES.emailTaken] },
    })
    expect(await companiesNamed(input.company_name)).toHaveLength(0)
    expect(await usersWithEmail(email)).toHaveLength(1)
    const theirMemberships = await db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user.id))
    expect(theirMemberships).toHaveLength(1)
    expect(await openSessionsOf(user.id)).toBe(0)
  })

  it('lets only one of two simultaneous sign-ups with one email through, the other gets the field error', async () => {
    const input = signUpInput()

    const results = await Promise.allSettled([
      signUp(input, testMeta()),
      signUp({ ...input, email: input.email.toUpperCase() }, testMeta()),
    ])

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const [rejected] = results.filter((r) => r.status === 'rejected')
    expect(rejected!.reason).toMatchObject({ fieldErrors: { email: [MESSAGES.emailTaken] } })
    expect(await usersWithEmail(input.email)).toHaveLength(1)
    expect(await companiesNamed(input.company_name)).toHaveLength(1)
  })
})

describe('sign in', () => {
  it('opens a session in the member’s company with the right password and records it', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const meta = testMeta()

    const result = await signIn(credentials(admin.user.email, TEST_PASSWORD), meta)

    expect(result).toMatchObject({ userId: admin.user.id, companyId: company.id })
    const found = await lookupSession({ token: result.token })
    expect(found).toMatchObject({ status: 'active', actor: { userId: admin.user.id } })
    const [session] = await db.select().from(sessions).where(eq(sessions.id, result.sessionId))
    expect(session).toMatchObject({ kind: 'browser', ip: meta.ip, userAgent: 'vitest' })
    const [user] = await db.select().from(users).where(eq(users.id, admin.user.id))
    expect(user!.lastLogin).not.toBeNull()
    const [entry] = await auditEntries({ action: 'account.signin', actorUserId: admin.user.id })
    expect(entry).toMatchObject({ outcome: 'success', companyId: company.id, ip: meta.ip })
  })

  it('gives a wrong password, an unknown email and a not yet activated account the same answer', async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company)
    const pending = await makeMember(company, { password: null })

    const wrongPassword = await signIn(credentials(user.email, 'wrong-password'), testMeta()).catch(
      (error: unknown) => error,
    )
    const unknownEmail = await signIn(
      credentials(uniqueEmail('nobody'), TEST_PASSWORD),
      testMeta(),
    ).catch((error: unknown) => error)
    const notActivated = await signIn(
      credentials(pending.user.email, TEST_PASSWORD),
      testMeta(),
    ).catch((error: unknown) => error)

    for (const error of [wrongPassword, unknownEmail, notActivated]) {
      expect(error).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'The email or password you entered is incorrect.',
      })
      expect((error as { fieldErrors?: unknown }).fieldErrors).toBeUndefined()
    }
    expect(await openSessionsOf(user.id)).toBe(0)
  })

  it('finds the account whatever the case of the typed email', async () => {
    const company = await makeCompany()
    const email = uniqueEmail('mixed')
    const { user } = await makeMember(company, { email: email.replace('mixed', 'Mixed.Case') })

    const result = await signIn(
      credentials(email.replace('mixed', 'MIXED.case'), TEST_PASSWORD),
      testMeta(),
    )

    expect(result.userId).toBe(user.id)
  })

  it('refuses a deactivated user even with the right password', async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company)
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id))

    await expect(signIn(credentials(user.email, TEST_PASSWORD), testMeta())).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: MESSAGES.badCredentials,
    })
  })

  it('records failed sign-ins in the action history, for known and unknown emails', async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company)
    const unknown = uniqueEmail('ghost')
    const meta = testMeta()

    await failSignIns(user.email, 1, () => meta.ip)
    await expect(signIn(credentials(unknown, 'whatever'), meta)).rejects.toBeDefined()

    const [known] = await auditEntries({ action: 'account.signin', actorUserId: user.id })
    expect(known).toMatchObject({ outcome: 'failure', companyId: company.id, ip: meta.ip })
    const [stranger] = await auditEntries({ action: 'account.signin', email: unknown })
    expect(stranger).toMatchObject({ outcome: 'failure', actorUserId: null, companyId: null })
  })
})

describe('change password', () => {
  it('refuses a wrong current password with an error on that field and keeps the old one', async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company)
    const { actor } = await signedIn(user, company)

    const error = await changePassword(
      actor,
      { current_password: 'not-my-password', new_password: NEW_PASSWORD },
      testMeta(),
    ).catch((caught: unknown) => caught)

    expect(error).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { current_password: ['Your current password is incorrect'] },
    })
    await expect(signIn(credentials(user.email, TEST_PASSWORD), testMeta())).resolves.toBeDefined()
  })

  it('sets the new password and signs out the user’s other sessions, not the current one', async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company)
    const current = await signedIn(user, company)
    const laptop = await signedIn(user, company)
    const phone = await signedIn(user, company)
    const someoneElse = await signedIn((await makeMember(company)).user, company)

    const result = await changePassword(
      current.actor,
      { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
      testMeta(),
    )

    expect(result).toEqual({ revokedSessions: 2 })
    expect((await lookupSession({ token: current.token })).status).toBe('active')
    expect((await lookupSession({ token: laptop.token })).status).toBe('missing')
    expect((await lookupSession({ token: phone.token })).status).toBe('missing')
    expect((await lookupSession({ token: someoneElse.token })).status).toBe('active')
    await expect(signIn(credentials(user.email, TEST_PASSWORD), testMeta())).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    })
    await expect(signIn(credentials(user.email, NEW_PASSWORD), testMeta())).resolves.toMatchObject({
      userId: user.id,
    })
    const [entry] = await auditEntries({ action: 'account.password_change', actorUserId: user.id })
    expect(entry).toMatchObject({ outcome: 'success', details: { revokedSessions: 2 } })
  })
})

describe('companies of a user', () => {
  async function personInTwoCompanies() {
    const acme = await makeCompany(`Acme ${randomUUID().slice(0, 6)}`)
    const globex = await makeCompany(`Globex ${randomUUID().slice(0, 6)}`)
    const { user } = await makeMember(acme)
    const { membership: globexMembership } = await makeMember(globex, {
      user,
      userTypeSlug: 'admin',
      roles: ['user_is_admin'],
    })
    return { acme, globex, user, globexMembership }
  }

  it('lists every company the user belongs to and marks the current one', async () => {
    const { acme, globex, user } = await personInTwoCompanies()
    const { actor } = await signedIn(user, acme)

    const list = await listMyCompanies(actor)

    expect(list).toHaveLength(2)
    expect(list).toEqual(
      expect.arrayContaining([
        { id: acme.id, company_name: acme.name, company_slug: acme.slug, is_current: true },
        { id: globex.id, company_name: globex.name, company_slug: globex.slug, is_current: false },
      ]),
    )
  })

  it('moves the session to another company of the user, with that company’s roles', async () => {
    const { acme, globex, user, globexMembership } = await personInTwoCompanies()
    const { actor, token } = await signedIn(user, acme)
    expect(actor.roles.user_is_admin).toBe(false)

    await expect(switchCompany(actor, globex.id, testMeta())).resolves.toEqual({
      companyName: globex.name,
    })

    const found = await lookupSession({ token })
    expect(found).toMatchObject({
      status: 'active',
      actor: {
        companyId: globex.id,
        companyName: globex.name,
        membershipId: globexMembership.id,
        userTypeSlug: 'admin',
        roles: { user_is_admin: true },
      },
    })
    // Both companies' histories show the move.
    for (const companyId of [acme.id, globex.id]) {
      const [entry] = await auditEntries({ action: 'account.switch_company', companyId })
      expect(entry).toMatchObject({ actorUserId: user.id, outcome: 'success' })
    }
    // The next sign-in lands in the company used last.
    const next = await signIn(credentials(user.email, TEST_PASSWORD), testMeta())
    expect(next.companyId).toBe(globex.id)
  })

  it('treats a company the user does not belong to as not found and stays put', async () => {
    const { acme, user } = await personInTwoCompanies()
    const { company: stranger } = await makeCompanyWithAdmin()
    const { actor, token } = await signedIn(user, acme)

    await expect(switchCompany(actor, stranger.id, testMeta())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Company not found.',
    })

    expect(await lookupSession({ token })).toMatchObject({ actor: { companyId: acme.id } })
    const [entry] = await auditEntries({
      action: 'account.switch_company',
      actorUserId: user.id,
      entityId: stranger.id,
    })
    expect(entry).toMatchObject({ outcome: 'denied', companyId: acme.id })
    expect(
      await auditEntries({ action: 'account.switch_company', companyId: stranger.id }),
    ).toEqual([])
  })

  it('does not switch into a company whose membership was deactivated', async () => {
    const { acme, globex, user, globexMembership } = await personInTwoCompanies()
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, globexMembership.id))
    const { actor } = await signedIn(user, acme)

    await expect(switchCompany(actor, globex.id, testMeta())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    expect((await listMyCompanies(actor)).map((c) => c.id)).toEqual([acme.id])
  })
})
