import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { makeMember } from '#tests/factories/accounts'
import { makeDivision, makePosition, placeInOrg } from '#tests/factories/org'
import { db } from '~/platform/db.server'
import { memberships } from '../accounts/accounts.tables'

describe('account/api/staffs/company_users/', () => {
  it('gives the org chart its source: active staff with position, manager, juniors, division', async () => {
    const { company, admin, staff } = await adminAndStaffSignedIn()
    const division = await makeDivision(company, { name: 'Ops', color: '#123456' })
    const position = await makePosition(company, 'Lead')
    const report = await makeMember(company, { firstName: 'Rae', lastName: 'Report' })
    const gone = await makeMember(company, { firstName: 'Gone' })
    await db
      .update(memberships)
      .set({ gender: 'FEMALE' })
      .where(eq(memberships.id, staff.membership.id))
    await placeInOrg(staff.membership, {
      divisionId: division.id,
      managerId: admin.membership.id,
      positionIds: [position.id],
    })
    await placeInOrg(report.membership, { managerId: staff.membership.id })
    await placeInOrg(gone.membership, { managerId: staff.membership.id })
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, gone.membership.id))
    const globex = await adminAndStaffSignedIn()

    const { status, json } = await routeApi('GET', '/account/api/staffs/company_users/', {
      token: staff.token,
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({ count: 3, next: null, previous: null })
    const byId = new Map(json.results.map((row: { id: number }) => [row.id, row]))
    expect(byId.get(staff.membership.id)).toEqual({
      id: staff.membership.id,
      first_name: 'Test',
      last_name: 'Person',
      gender: 'FEMALE',
      photo: '/avatars/female.svg',
      position: { name: 'Lead' },
      manager: admin.membership.id,
      juniors: [report.membership.id],
      staff_division: { division_name: 'Ops', division_color: '#123456' },
    })
    expect(byId.get(admin.membership.id)).toMatchObject({
      photo: '/avatars/male.svg',
      position: null,
      manager: null,
      juniors: [staff.membership.id],
      staff_division: null,
    })
    expect(byId.has(gone.membership.id)).toBe(false)
    expect(byId.has(globex.staff.membership.id)).toBe(false)
  })

  it('pages with page and page_size, bounded', async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    await makeMember(company)
    const first = await routeApi('GET', '/account/api/staffs/company_users/?page_size=2', {
      token: admin.token,
    })
    expect(first.json.count).toBe(3)
    expect(first.json.results).toHaveLength(2)
    expect(first.json.next).toMatch(/page=2/)
    const second = await routeApi(
      'GET',
      new URL(first.json.next).pathname + new URL(first.json.next).search,
      {
        token: admin.token,
      },
    )
    expect(second.json.results).toHaveLength(1)
    expect(second.json.previous).toMatch(/page=1/)
    const tooBig = await routeApi('GET', '/account/api/staffs/company_users/?page_size=5000', {
      token: admin.token,
    })
    expect(tooBig.status).toBe(400)
  })
})

describe('account/api/company-users-simple/', () => {
  it('lists id, name and email of active staff for pickers, searchable', async () => {
    const { admin, staff, company } = await adminAndStaffSignedIn()
    const ann = await makeMember(company, {
      firstName: 'Ann',
      lastName: 'Lee',
      email: `ann-${company.id}@x.test`,
    })
    const { status, json } = await routeApi(
      'GET',
      '/account/api/company-users-simple/?search=ann',
      {
        token: staff.token,
      },
    )
    expect(status).toBe(200)
    expect(json.results).toEqual([
      { id: ann.membership.id, name: 'Ann Lee', email: `ann-${company.id}@x.test` },
    ])
    const all = await routeApi('GET', '/account/api/company-users-simple/', { token: admin.token })
    expect(all.json.count).toBe(3)
    expect((await routeApi('GET', '/account/api/company-users-simple/')).status).toBe(401)
  })
})
