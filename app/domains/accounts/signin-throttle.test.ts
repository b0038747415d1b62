import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompany, makeMember, TEST_PASSWORD, uniqueEmail } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { testMeta, uniqueIp } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { generateToken, hashToken } from '~/platform/secrets.server'
import { MESSAGES } from './accounts.messages'
import { SignInSchema } from './accounts.schema'
import { confirmPasswordReset, PASSWORD_RESET_TTL_MS, signIn } from './accounts.server'
import { accountTokens, signinFailures, type User } from './accounts.tables'
import { delayAfter, FREE_FAILURES, MAX_DELAY_MS } from './signin-throttle.server'

const THROTTLED = { code: 'RATE_LIMITED', message: MESSAGES.throttled }

const attempt = (email: string, password: string, ip: string, knownUserIds: number[] = []) =>
  signIn(SignInSchema.parse({ email, password }), testMeta(ip), 'browser', knownUserIds)

async function anOwner() {
  const { user } = await makeMember(await makeCompany())
  return user
}

/** Wrong passwords for `email` from `ip`, each refused as a wrong password (not throttled). */
async function guess(email: string, ip: string, times = FREE_FAILURES) {
  for (let i = 0; i < times; i += 1) {
    await expect(attempt(email, `guess-${i}`, ip)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    })
  }
}

/** Moves every failure from `ip` back in time, as if the attacker had waited. */
async function waitedSince(ip: string, seconds: number) {
  await db
    .update(signinFailures)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(signinFailures.ip, ip))
}

describe('sign-in throttling', () => {
  it('waits longer after every failure beyond the first few, up to 15 minutes', () => {
    const waits = [0, 4, 5, 6, 7, 9, 10, 50].map((failures) => delayAfter(failures) / 1000)
    expect(waits).toEqual([0, 0, 30, 60, 120, 480, 900, 900])
    expect(MAX_DELAY_MS).toBe(15 * 60 * 1000)
  })

  it('does not let wrong passwords from one address lock the owner out elsewhere', async () => {
    const owner = await anOwner()
    await guess(owner.email, uniqueIp())

    // The owner, at an address that has not been failing, signs in at once.
    await expect(attempt(owner.email, TEST_PASSWORD, uniqueIp())).resolves.toMatchObject({
      userId: owner.id,
    })
  })

  it('makes a failing address wait, even with the right password, and audits the refusal', async () => {
    const owner = await anOwner()
    const attacker = uniqueIp()
    for (let i = 0; i < FREE_FAILURES; i += 1) await guess(uniqueEmail(`other${i}`), attacker, 1)

    await expect(attempt(owner.email, TEST_PASSWORD, attacker)).rejects.toMatchObject(THROTTLED)
    const [entry] = await auditEntries({ action: 'account.signin', actorUserId: owner.id })
    expect(entry).toMatchObject({ outcome: 'denied', ip: attacker })

    // Once the wait is over the address may try again, and one more failure doubles the wait.
    await waitedSince(attacker, 31)
    await guess(owner.email, attacker, 1)
    await waitedSince(attacker, 31)
    await expect(attempt(owner.email, TEST_PASSWORD, attacker)).rejects.toMatchObject(THROTTLED)
    await waitedSince(attacker, 61)
    await expect(attempt(owner.email, TEST_PASSWORD, attacker)).resolves.toMatchObject({
      userId: owner.id,
    })
  })

  it('slows guesses at one account from every address that has been failing', async () => {
    const owner = await anOwner()
    await guess(owner.email, uniqueIp())
    // A second address of the attacker, failing already: the account's wait applies to it.
    const second = uniqueIp()
    await guess(uniqueEmail('other'), second, 1)

    await expect(attempt(owner.email, 'another-guess', second)).rejects.toMatchObject(THROTTLED)
  })

  it('lets a browser that signed in to the account before through, whatever its address did', async () => {
    const owner = await anOwner()
    const shared = uniqueIp()
    await guess(owner.email, shared)

    const someoneElse = await anOwner()
    await expect(
      attempt(owner.email, TEST_PASSWORD, shared, [someoneElse.id]),
    ).rejects.toMatchObject(THROTTLED)
    await expect(attempt(owner.email, TEST_PASSWORD, shared, [owner.id])).resolves.toMatchObject({
      userId: owner.id,
    })
  })

  it('always takes a password reset link, which clears the account’s failures', async () => {
    const owner = await anOwner()
    await guess(owner.email, uniqueIp())
    // The owner mistyped once at home too: that address is failing, and the account's wait holds.
    const home = uniqueIp()
    await guess(owner.email, home, 1)
    await expect(attempt(owner.email, TEST_PASSWORD, home)).rejects.toMatchObject(THROTTLED)

    const newPassword = 'a-brand-new-passphrase'
    await confirmPasswordReset(
      { ...(await resetLink(owner)), new_password: newPassword },
      testMeta(home),
    )

    await expect(attempt(owner.email, newPassword, home)).resolves.toMatchObject({
      userId: owner.id,
    })
  })

  it('forgets failures after a day', async () => {
    const owner = await anOwner()
    const attacker = uniqueIp()
    await guess(owner.email, attacker)

    await waitedSince(attacker, 24 * 60 * 60 + 1)
    await expect(attempt(owner.email, TEST_PASSWORD, attacker)).resolves.toMatchObject({
      userId: owner.id,
    })
  })

  it('forgets an account’s failures after a successful sign-in', async () => {
    const owner = await anOwner()
    await guess(owner.email, uniqueIp())
    await attempt(owner.email, TEST_PASSWORD, uniqueIp())

    const failing = uniqueIp()
    await guess(uniqueEmail('other'), failing, 1)
    await expect(attempt(owner.email, TEST_PASSWORD, failing)).resolves.toMatchObject({
      userId: owner.id,
    })
  })
})

/** A password reset link for the owner, as the reset email carries it. */
async function resetLink(owner: User) {
  const token = generateToken()
  await db.insert(accountTokens).values({
    userId: owner.id,
    purpose: 'password_reset',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  })
  return { uuid: owner.uuid, token }
}
