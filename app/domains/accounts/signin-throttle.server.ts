import { and, count, eq, gt, max, sql } from 'drizzle-orm'
import { db, type Queryable } from '~/platform/db.server'
import { signinFailures } from './accounts.tables'

/**
 * Sign-in throttling (ADR 029): failures slow the address and the account they came from, with
 * a wait that doubles per failure, and never lock the owner out. Wrong passwords from one
 * address do not stop the right password from an address that has not been failing, nor from a
 * browser that signed in to the account before; a password reset link always works and clears
 * the account's failures.
 */

/** Failures that cost nothing: a few typing mistakes. */
export const FREE_FAILURES = 5
/** The wait after the first failure beyond the free ones; each further failure doubles it. */
export const FIRST_DELAY_MS = 30 * 1000
/** The longest wait between two attempts. */
export const MAX_DELAY_MS = 15 * 60 * 1000
/** How long a failure counts. */
export const FAILURE_MEMORY_HOURS = 24

/** How long an address or account must wait after its latest failure, given how many it had. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES))
}

interface FailureHistory {
  failures: number
  latest: Date | null
}

async function historyOf(
  column: typeof signinFailures.ip | typeof signinFailures.email,
  value: string,
): Promise<FailureHistory> {
  const since = sql`now() - make_interval(hours => ${FAILURE_MEMORY_HOURS})`
  const [row] = await db
    .select({ failures: count(), latest: max(signinFailures.createdAt) })
    .from(signinFailures)
    .where(and(eq(column, value), gt(signinFailures.createdAt, since)))
  // PGlite and node-postgres may hand the aggregate back as text.
  return { failures: row?.failures ?? 0, latest: row?.latest ? new Date(row.latest) : null }
}

const isWaiting = ({ failures, latest }: FailureHistory) =>
  latest !== null && Date.now() < latest.getTime() + delayAfter(failures)

export interface SignInAttempt {
  email: string
  ip: string
  /** The browser signed in to this account before (its device cookie names the account). */
  fromKnownDevice: boolean
}

/**
 * Whether this attempt must wait before its password is even checked. A known browser never
 * waits. Otherwise the address waits out its own backoff; the account's backoff applies only to
 * addresses that have been failing too, so an attacker's guesses cannot lock the owner out.
 */
export async function mustWait(attempt: SignInAttempt): Promise<boolean> {
  if (attempt.fromKnownDevice) return false
  const byAddress = await historyOf(signinFailures.ip, attempt.ip)
  if (isWaiting(byAddress)) return true
  if (byAddress.failures === 0) return false
  return isWaiting(await historyOf(signinFailures.email, attempt.email))
}

export async function recordSignInFailure(q: Queryable, email: string, ip: string): Promise<void> {
  await q.insert(signinFailures).values({ email: email.toLowerCase(), ip })
}

/** After a successful sign-in or a password reset the account starts afresh (addresses do not). */
export async function forgetAccountFailures(q: Queryable, email: string): Promise<void> {
  await q.delete(signinFailures).where(eq(signinFailures.email, email.toLowerCase()))
}
