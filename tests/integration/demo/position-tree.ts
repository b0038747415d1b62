import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompany, makeMember } from '#tests/factories/accounts'
import { memberships } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { membershipPositions, positions } from '~/domains/org/org.tables'
import { db } from '~/platform/db.server'
import { organiseLargeCompany } from '../../../scripts/seed/large-org'
import { organiseLargePositions } from '../../../scripts/seed/positions'

async function positionsOf(companyId: number) {
  return db
    .select({
      id: positions.id,
      name: positions.name,
      manager: positions.managerPositionId,
      division: positions.divisionId,
      aboveText: positions.aboveText,
      description: positions.description,
    })
    .from(positions)
    .where(eq(positions.companyId, companyId))
}

/** Depth of each position below its root (the root is 1); throws on a loop. */
function depths(rows: { id: number; manager: number | null }[]): Map<number, number> {
  const managerOf = new Map(rows.map((row) => [row.id, row.manager]))
  return new Map(
    rows.map((row) => {
      let depth = 1
      for (let at = row.manager; at !== null; at = managerOf.get(at) ?? null) {
        depth++
        if (depth > rows.length) throw new Error('loop')
      }
      return [row.id, depth]
    }),
  )
}

async function heldPositionIds(companyId: number) {
  const rows = await db
    .select({ positionId: membershipPositions.positionId })
    .from(membershipPositions)
    .innerJoin(memberships, eq(memberships.id, membershipPositions.membershipId))
    .where(eq(memberships.companyId, companyId))
  return new Set(rows.map((row) => row.positionId))
}

describe('demo position tree', () => {
  it("makes Acme's positions one four-level tree with divisions, held by its people, once", async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const rows = await positionsOf(acme!.id)
    const depth = depths(rows)
    expect(rows.filter((row) => row.manager === null).map((row) => row.name)).toEqual([
      'Chief Executive Officer',
    ])
    expect(Math.max(...depth.values())).toBe(4)
    expect(rows.every((row) => row.division !== null)).toBe(true)
    expect(rows.some((row) => row.aboveText !== '')).toBe(true)
    expect(rows.some((row) => row.description !== '')).toBe(true)
    expect(rows.map((row) => row.name)).not.toContain('Team Lead')
    const held = await heldPositionIds(acme!.id)
    for (const row of rows) expect(held.has(row.id), row.name).toBe(true)
  })
})

describe('seed:large positions', () => {
  it('makes the positions a tree by division, and keeps everyone in a position of it', async () => {
    const company = await makeCompany()
    for (let i = 0; i < 60; i++) await makeMember(company)
    await organiseLargeCompany(db, company.id)
    await organiseLargePositions(db, company.id)
    const rows = await positionsOf(company.id)
    const depth = depths(rows)
    expect(rows.filter((row) => row.manager === null).map((row) => row.name)).toEqual([
      'Chief Executive Officer',
    ])
    expect(rows).toHaveLength(64)
    expect(Math.max(...depth.values())).toBe(6)
    expect(rows.every((row) => row.division !== null)).toBe(true)
    const ids = new Set(rows.map((row) => row.id))
    for (const id of await heldPositionIds(company.id)) expect(ids.has(id)).toBe(true)
  })
})
