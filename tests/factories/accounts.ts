import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import {
  memberships,
  roleFlagValues,
  users,
  type Membership,
  type User,
} from '~/domains/accounts/accounts.tables'
import { hashPassword } from '~/domains/accounts/passwords.server'
import { subscriptions, type Plan } from '~/domains/billing/billing.tables'
import { createSession, lookupSession } from '~/domains/accounts/sessions.server'
import { ROLE_FLAGS, type RoleFlag } from '~/platform/actor'
import { createCompany } from '~/domains/company/company.server'
import { companies, type Company } from '~/domains/company/company.tables'
import { db } from '~/platform/db.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { testMeta } from './request'

export const TEST_PASSWORD = 'correct-horse-battery'

/** A unique, recognisable email for one test, so suites can share a database. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`
}

export interface CompanyOptions {
  /**
   * The company's plan. Premium (paid, no limits) by default, so a test meets the app as a
   * subscribed customer does; null is a company that has not chosen a plan (onboarding).
   */
  plan?: Plan | null
  /** Its currency (ISO 4217); USD by default. */
  currency?: string
}

export async function makeCompany(
  name = `Company ${randomUUID().slice(0, 6)}`,
  options: CompanyOptions = {},
): Promise<Company> {
  const company = await createCompany(db, name)
  const plan = options.plan === undefined ? 'premium' : options.plan
  if (plan) {
    await db.insert(subscriptions).values({ companyId: company.id, plan, status: 'active' })
  }
  if (options.currency) {
    const [priced] = await db
      .update(companies)
      .set({ currency: options.currency })
      .where(eq(companies.id, company.id))
      .returning()
    return priced!
  }
  return company
}

export interface MemberOptions {
  email?: string
  firstName?: string
  lastName?: string
  /** null: a staff member created by an admin who has not activated the account yet. */
  password?: string | null
  userTypeSlug?: 'admin' | 'staff'
  roles?: RoleFlag[]
  /** Reuse an existing user (multi-company membership). */
  user?: User
}

let testPasswordHash: Promise<string> | undefined

/**
 * The stored hash of a factory password. Every member made with the shared test password reuses
 * one hash (a valid argon2 hash verifies whatever user holds it): hashing costs ~50 ms of CPU, and
 * the suites make thousands of members.
 */
function passwordHashFor(password: string): Promise<string> {
  if (password !== TEST_PASSWORD) return hashPassword(password)
  testPasswordHash ??= hashPassword(TEST_PASSWORD)
  return testPasswordHash
}

/** Adds a person to a company; creates the user unless one is given. */
export async function makeMember(
  company: Company,
  options: MemberOptions = {},
): Promise<{ user: User; membership: Membership; password: string | null }> {
  const password = options.password === undefined ? TEST_PASSWORD : options.password
  const user =
    options.user ??
    (
      await db
        .insert(users)
        .values({
          email: options.email ?? uniqueEmail(),
          firstName: options.firstName ?? 'Test',
          lastName: options.lastName ?? 'Person',
          passwordHash: password === null ? null : await passwordHashFor(password),
        })
        .returning()
    )[0]!
  const flags = roleFlagValues(options.roles ?? [])
  const [membership] = await db
    .insert(memberships)
    .values({
      companyId: company.id,
      userId: user.id,
      userTypeSlug: options.userTypeSlug ?? 'staff',
      ...flags,
    })
    .returning()
  return { user, membership: membership!, password }
}

/** A company with an admin holding every role flag, as sign-up creates it. */
export async function makeCompanyWithAdmin(name?: string, options?: CompanyOptions) {
  const company = await makeCompany(name, options)
  const admin = await makeMember(company, {
    userTypeSlug: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    roles: [...ROLE_FLAGS],
  })
  return { company, admin }
}

export async function findUserByEmail(email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user
}

/**
 * A live session for a member, as sign-in would open it, and the actor services receive.
 * Skips password hashing and throttling so tests that only need "someone signed in" stay fast.
 */
export async function signedIn(user: User, company: Company, meta: RequestMeta = testMeta()) {
  const { token, sessionId } = await createSession(db, {
    userId: user.id,
    companyId: company.id,
    kind: 'browser',
    meta,
  })
  const found = await lookupSession({ token })
  if (found.status !== 'active') throw new Error(`new session is ${found.status}`)
  return { token, sessionId, actor: found.actor }
}
