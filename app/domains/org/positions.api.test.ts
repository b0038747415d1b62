import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, createdThroughApi, routeApi } from '#tests/factories/api'
import { makeDivision, placeInOrg } from '#tests/factories/org'
import { db } from '~/platform/db.server'
import { responsibilities } from './org.tables'
import { POSITION_MESSAGES } from './positions.schema'

async function company() {
  const signedIn = await adminAndStaffSignedIn()
  const division = await makeDivision(signedIn.company, { name: 'Sales' })
  const [duty] = await db
    .insert(responsibilities)
    .values({ companyId: signedIn.company.id, title: 'Quotas', description: 'Meets them' })
    .returning()
  return { ...signedIn, division, duty: duty! }
}

const create = (token: string, body: Record<string, unknown>) =>
  createdThroughApi('/account/api/positions/', token, body)

describe('account/api/positions/', () => {
  it('creates with division required unless simple=true, and lets everyone read', async () => {
    const { admin, staff, division, duty } = await company()
    const missing = await routeApi('POST', '/account/api/positions/', {
      token: admin.token,
      body: { name: '' },
    })
    expect(missing).toEqual({
      status: 400,
      json: {
        name: [POSITION_MESSAGES.nameRequired],
        division: [POSITION_MESSAGES.divisionRequired],
      },
    })
    const simple = await create(admin.token, { name: 'Intern', simple: true })
    const head = await create(admin.token, {
      name: 'Head of Sales',
      division: division.id,
      responsibilities: [duty.id],
      above_text: 'Sales',
    })
    const list = await routeApi('GET', '/account/api/positions/?search=head', {
      token: staff.token,
    })
    expect(list.status).toBe(200)
    expect(list.json).toMatchObject({
      count: 1,
      next: null,
      results: [{ id: head.id, name: 'Head of Sales', division_name: 'Sales' }],
    })
    const one = await routeApi('GET', `/account/api/positions/${head.id}/`, { token: staff.token })
    expect(one.json).toMatchObject({ above_text: 'Sales', responsibilities: [duty.id] })
    const duties = await routeApi('GET', `/account/api/positions/${head.id}/responsibilities/`, {
      token: staff.token,
    })
    expect(duties.json).toEqual([{ id: duty.id, title: 'Quotas', description: 'Meets them' }])
    const refused = await routeApi('PATCH', `/account/api/positions/${simple.id}/`, {
      token: staff.token,
      body: { name: 'Mine', version: 1 },
    })
    expect(refused.status).toBe(403)
  })

  it('patches the fields sent; a loop is a field error, a stale version a 409 with the saved data', async () => {
    const { admin, division } = await company()
    const top = await create(admin.token, { name: 'Top', division: division.id })
    const below = await create(admin.token, {
      name: 'Below',
      division: division.id,
      manager: top.id,
    })
    const loop = await routeApi('PATCH', `/account/api/positions/${top.id}/`, {
      token: admin.token,
      body: { manager: below.id, version: 1 },
    })
    expect(loop).toEqual({ status: 400, json: { manager: [POSITION_MESSAGES.loop] } })
    const renamed = await routeApi('PATCH', `/account/api/positions/${below.id}/`, {
      token: admin.token,
      body: { name: 'Middle', version: 1 },
    })
    expect(renamed.json).toMatchObject({ name: 'Middle', manager: top.id, version: 2 })
    const stale = await routeApi('PATCH', `/account/api/positions/${below.id}/`, {
      token: admin.token,
      body: { name: 'Late', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({
      detail: POSITION_MESSAGES.stale,
      current: { name: 'Middle', version: 2 },
    })
  })

  it('lists the holders with their managers, and the hierarchies', async () => {
    const { admin, staff, division } = await company()
    const lead = await create(admin.token, { name: 'Lead', division: division.id })
    const rep = await create(admin.token, { name: 'Rep', division: division.id, manager: lead.id })
    await placeInOrg(admin.membership, { divisionId: division.id, positionIds: [lead.id] })
    await placeInOrg(staff.membership, {
      divisionId: division.id,
      managerId: admin.membership.id,
      positionIds: [rep.id],
    })
    const withManagers = await routeApi(
      'GET',
      `/account/api/positions/${rep.id}/employees-with-managers/`,
      { token: staff.token },
    )
    expect(withManagers.json).toMatchObject({
      count: 1,
      results: [{ id: staff.membership.id, manager: { id: admin.membership.id } }],
    })
    const users = await routeApi('GET', `/account/api/position_users/${lead.id}/`, {
      token: staff.token,
    })
    expect(users.json).toMatchObject({ count: 1, results: [{ id: admin.membership.id }] })
    const divisions = await routeApi('GET', '/account/api/division-position-hierarchy/', {
      token: staff.token,
    })
    expect(divisions.json).toMatchObject([
      { id: division.id, positions: [{ id: lead.id, children: [{ id: rep.id }] }] },
    ])
    const people = await routeApi('GET', '/account/api/employee-position-hierarchy/?search=rep', {
      token: staff.token,
    })
    expect(people.json).toMatchObject([
      {
        id: lead.id,
        employee_count: 1,
        children: [{ id: rep.id, employee_count: 1, employees: [{ id: staff.membership.id }] }],
      },
    ])
  })

  it('bulk edits and deletes with a line per id that failed', async () => {
    const { admin, division } = await company()
    const a = await create(admin.token, { name: 'A', division: division.id })
    const b = await create(admin.token, { name: 'B', division: division.id, manager: a.id })
    const looped = await routeApi('POST', '/account/api/bulk-edit-positions/', {
      token: admin.token,
      body: { ids: [a.id], manager: b.id },
    })
    expect(looped).toEqual({
      status: 400,
      json: {
        detail: POSITION_MESSAGES.updateFailed,
        errors: [`Error for ID ${a.id}: ${POSITION_MESSAGES.loop}`],
      },
    })
    const cleared = await routeApi('POST', '/account/api/bulk-edit-positions/', {
      token: admin.token,
      body: { ids: [b.id], manager: null, division: null },
    })
    expect(cleared).toEqual({ status: 200, json: { ids: [b.id] } })
    const missing = await routeApi('DELETE', '/account/api/bulk-edit-positions/', {
      token: admin.token,
      body: { ids: [a.id, 2_000_000_000] },
    })
    expect(missing.json).toEqual({
      detail: POSITION_MESSAGES.deleteFailed,
      errors: [`Error for ID 2000000000: ${POSITION_MESSAGES.notFound}`],
    })
    const deleted = await routeApi('DELETE', '/account/api/bulk-edit-positions/', {
      token: admin.token,
      body: { ids: [a.id, b.id] },
    })
    expect(deleted).toEqual({ status: 200, json: { ids: [a.id, b.id] } })
  })

  it('answers 404 on every id of another company, in paths and in bodies', async () => {
    const acme = await company()
    const globex = await company()
    const foreign = await create(globex.admin.token, {
      name: 'Globex',
      division: globex.division.id,
    })
    const own = await create(acme.admin.token, { name: 'Own', division: acme.division.id })
    const token = acme.admin.token
    for (const [method, path] of [
      ['GET', `/account/api/positions/${foreign.id}/`],
      ['DELETE', `/account/api/positions/${foreign.id}/`],
      ['GET', `/account/api/positions/${foreign.id}/employees-with-managers/`],
      ['GET', `/account/api/positions/${foreign.id}/responsibilities/`],
      ['GET', `/account/api/position_users/${foreign.id}/`],
    ] as const) {
      expect((await routeApi(method, path, { token })).status, path).toBe(404)
    }
    const patch = await routeApi('PATCH', `/account/api/positions/${foreign.id}/`, {
      token,
      body: { name: 'X', version: 1 },
    })
    expect(patch.status).toBe(404)
    for (const body of [
      { manager: foreign.id },
      { division: globex.division.id },
      { responsibilities: [globex.duty.id] },
    ]) {
      const patched = await routeApi('PATCH', `/account/api/positions/${own.id}/`, {
        token,
        body: { ...body, version: 1 },
      })
      expect(patched.status, JSON.stringify(body)).toBe(404)
      const created = await routeApi('POST', '/account/api/positions/', {
        token,
        body: { name: 'New', division: acme.division.id, ...body },
      })
      expect(created.status, JSON.stringify(body)).toBe(404)
    }
    const bulk = await routeApi('POST', '/account/api/bulk-edit-positions/', {
      token,
      body: { ids: [own.id], division: globex.division.id },
    })
    expect(bulk.status).toBe(404)
    const hierarchy = await routeApi('GET', '/account/api/employee-position-hierarchy/', { token })
    expect(JSON.stringify(hierarchy.json)).not.toContain('Globex')
  })
})
