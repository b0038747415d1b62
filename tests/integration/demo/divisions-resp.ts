import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { findUserByEmail, makeCompany, makeMember, signedIn } from '#tests/factories/accounts'
import { companies } from '~/domains/company/company.tables'
import { listDivisions } from '~/domains/org/divisions.server'
import { employeeResponsibilities, responsibilities } from '~/domains/org/org.tables'
import {
  listResponsibilities,
  loadPersonResponsibilities,
} from '~/domains/org/responsibilities.server'
import { db } from '~/platform/db.server'
import { ensureLargeResponsibilities } from '../../../scripts/seed/divisions-resp'

describe('demo divisions and responsibilities', () => {
  it('describes and orders Acme’s divisions and gives people ten responsibilities, once', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const employee = await signedIn((await findUserByEmail('employee@acme.test'))!, acme!)

    const divisions = await listDivisions(employee.actor)
    expect(divisions.map((d) => [d.division_name, d.division_order])).toEqual([
      ['Leadership', 1],
      ['Operations', 2],
      ['People', 3],
      ['Sales', 4],
      ['Customer Support', 5],
    ])
    expect(divisions.every((d) => d.division_description.length > 0)).toBe(true)
    expect(divisions.reduce((sum, d) => sum + d.people_count, 0)).toBeGreaterThanOrEqual(40)

    const list = await listResponsibilities(employee.actor, { page: 1, pageSize: 100 })
    expect(list.count).toBe(10)
    expect(list.results.every((r) => r.assigned_count >= 1 && r.created_by !== null)).toBe(true)
    const mine = await loadPersonResponsibilities(employee.actor, employee.actor.membershipId)
    expect(mine.items.map((item) => item.title)).toEqual(['First aider', 'Open the office'])
  })

  it('gives a large company a few hundred responsibilities with holders, once', async () => {
    const company = await makeCompany()
    for (let i = 0; i < 30; i += 1) await makeMember(company)
    await ensureLargeResponsibilities(db, company.id)
    await ensureLargeResponsibilities(db, company.id)
    const rows = await db
      .select()
      .from(responsibilities)
      .where(eq(responsibilities.companyId, company.id))
    expect(rows).toHaveLength(300)
    const held = await db
      .select()
      .from(employeeResponsibilities)
      .where(eq(employeeResponsibilities.companyId, company.id))
    expect(held.length).toBeGreaterThan(50)
  })
})
