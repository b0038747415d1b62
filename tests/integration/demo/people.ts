import { and, count, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberships } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { divisions, membershipPositions } from '~/domains/org/org.tables'
import { db } from '~/platform/db.server'

async function acmeId() {
  const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
  return acme!.id
}

describe('demo people', () => {
  it('gives Acme about forty people in divisions under one manager tree, once', async () => {
    const companyId = await acmeId()
    const people = await db
      .select({
        id: memberships.id,
        managerId: memberships.managerId,
        divisionId: memberships.divisionId,
        gender: memberships.gender,
      })
      .from(memberships)
      .where(eq(memberships.companyId, companyId))
    expect(people.length).toBe(40)
    // One root (the CEO); everyone else reports to someone in Acme.
    const ids = new Set(people.map((p) => p.id))
    expect(people.filter((p) => p.managerId === null)).toHaveLength(1)
    expect(people.every((p) => p.managerId === null || ids.has(p.managerId))).toBe(true)
    expect(people.every((p) => p.divisionId !== null)).toBe(true)
    expect(new Set(people.map((p) => p.gender))).toEqual(new Set(['MALE', 'FEMALE', 'OTHER']))

    const [divisionCount] = await db
      .select({ n: count() })
      .from(divisions)
      .where(eq(divisions.companyId, companyId))
    expect(divisionCount!.n).toBe(5)
    const withoutPosition = await db
      .select({ id: memberships.id })
      .from(memberships)
      .leftJoin(membershipPositions, eq(membershipPositions.membershipId, memberships.id))
      .where(and(eq(memberships.companyId, companyId), isNull(membershipPositions.positionId)))
    expect(withoutPosition).toEqual([])
  })
})
