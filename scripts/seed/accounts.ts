import { and, eq, sql } from 'drizzle-orm'
import { memberships, roleFlagValues, users } from '~/domains/accounts/accounts.tables'
import { hashPassword } from '~/domains/accounts/passwords.server'
import { companies, type Company } from '~/domains/company/company.tables'
import type { Queryable } from '~/platform/db.server'

export const DEMO_PASSWORD = 'demo-pass-2026'

/** The company with this slug, created on the first run and left alone on later runs. */
export async function ensureCompany(q: Queryable, name: string, slug: string): Promise<Company> {
  await q.insert(companies).values({ name, slug }).onConflictDoNothing({ target: companies.slug })
  const [company] = await q.select().from(companies).where(eq(companies.slug, slug))
  return company!
}

export interface PersonSeed {
  email: string
  firstName: string
  lastName: string
  admin?: boolean
}

/** The user with this email (created with the demo password if missing). */
export async function ensureUser(q: Queryable, person: PersonSeed, passwordHash: string) {
  await q
    .insert(users)
    .values({
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      passwordHash,
    })
    .onConflictDoNothing()
  const [user] = await q
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, person.email.toLowerCase()))
  return user!
}

export async function ensureMembership(
  q: Queryable,
  company: Company,
  userId: number,
  admin: boolean,
) {
  await q
    .insert(memberships)
    .values({
      companyId: company.id,
      userId,
      userTypeSlug: admin ? 'admin' : 'staff',
      ...(admin ? roleFlagValues() : {}),
    })
    .onConflictDoNothing()
  const [membership] = await q
    .select()
    .from(memberships)
    .where(and(eq(memberships.companyId, company.id), eq(memberships.userId, userId)))
  return membership!
}

export function demoPasswordHash(): Promise<string> {
  return hashPassword(DEMO_PASSWORD)
}
