import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { membershipPositions, positions } from '~/domains/org/org.tables'
import { db } from '~/platform/db.server'

describe('demo positions', () => {
  it("gives Acme and Globex positions and Acme's admin a primary and a second one, once", async () => {
    for (const slug of ['acme-demo', 'globex-demo']) {
      const rows = await db
        .select({ name: positions.name })
        .from(positions)
        .innerJoin(companies, eq(companies.id, positions.companyId))
        .where(eq(companies.slug, slug))
      expect(rows.length).toBeGreaterThanOrEqual(4)
      expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length)
    }
    const held = await db
      .select({ name: positions.name, rank: membershipPositions.rank })
      .from(membershipPositions)
      .innerJoin(positions, eq(positions.id, membershipPositions.positionId))
      .innerJoin(memberships, eq(memberships.id, membershipPositions.membershipId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(eq(users.email, 'admin@acme.test'), eq(memberships.companyId, positions.companyId)),
      )
      .orderBy(asc(membershipPositions.rank))
    expect(held).toEqual([
      { name: 'Chief Executive Officer', rank: 0 },
      { name: 'Operations Manager', rank: 1 },
    ])
  })
})
