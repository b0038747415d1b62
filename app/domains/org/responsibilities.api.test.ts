import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeMember } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { memberships } from '~/domains/accounts/accounts.tables'
import { db } from '~/platform/db.server'
import { employeeResponsibilities, responsibilities } from './org.tables'
import { RESPONSIBILITY_MESSAGES } from './responsibilities.schema'

const REQUIRED = 'This field is required'
const NOT_FOUND = { detail: 'Responsibility not found' }

async function createResponsibility(token: string, body: Record<string, unknown> = {}) {
  const response = await routeApi('POST', '/account/api/responsibilities/', {
    token,
    body: { title: 'Open the office', description: 'Unlock at 8:00', ...body },
  })
  expect(response.status).toBe(201)
  return response.json as { id: number; version: number }
}

const holders = (responsibilityId: number) =>
  db
    .select({ membershipId: employeeResponsibilities.membershipId })
    .from(employeeResponsibilities)
    .where(eq(employeeResponsibilities.responsibilityId, responsibilityId))
    .then((rows) => rows.map((row) => row.membershipId).sort())

describe('POST account/api/responsibilities/', () => {
  it('creates one created by the actor and assigned to people, and audits it', async () => {
    const { company, admin, staff } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('POST', '/account/api/responsibilities/', {
      token: admin.token,
      body: {
        title: ' Fire warden ',
        description: 'Checks exits',
        assigned_to: [staff.membership.id],
      },
    })
    expect(status).toBe(201)
    expect(json).toMatchObject({
      title: 'Fire warden',
      description: 'Checks exits',
      assigned_to: [{ id: staff.membership.id, first_name: 'Test', last_name: 'Person' }],
      assigned_count: 1,
      created_by: { id: admin.membership.id, first_name: 'Ada', last_name: 'Admin' },
      company: company.id,
      version: 1,
    })
    const [entry] = await auditEntries({ action: 'responsibility.create', entityId: json.id })
    expect(entry).toMatchObject({ actorUserId: admin.user.id, outcome: 'success' })
  })

  it('requires a title and a description', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('POST', '/account/api/responsibilities/', {
      token: admin.token,
      form: { title: ' ', description: '' },
    })
    expect(status).toBe(400)
    expect(json).toEqual({ title: [REQUIRED], description: [REQUIRED] })
  })

  it('refuses people of another company or who were deactivated', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const gone = await makeMember(acme.company)
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, gone.membership.id))
    for (const id of [globex.staff.membership.id, gone.membership.id]) {
      const { status, json } = await routeApi('POST', '/account/api/responsibilities/', {
        token: acme.admin.token,
        body: { title: 'T', description: 'D', assigned_to: [id] },
      })
      expect(status).toBe(400)
      expect(json).toEqual({ assigned_to: [RESPONSIBILITY_MESSAGES.badPeople] })
    }
  })

  it('refuses a member who is not a profile admin', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const { status } = await routeApi('POST', '/account/api/responsibilities/', {
      token: staff.token,
      body: { title: 'T', description: 'D' },
    })
    expect(status).toBe(403)
    const [entry] = await auditEntries({
      action: 'responsibility.create',
      actorUserId: staff.user.id,
    })
    expect(entry).toMatchObject({ outcome: 'denied' })
  })
})

describe('GET account/api/responsibilities/', () => {
  it('lists to every member by title, searched, paged (page_size up to 100) and simple', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const b = await createResponsibility(acme.admin.token, { title: 'B duty' })
    const a = await createResponsibility(acme.admin.token, {
      title: 'A duty',
      assigned_to: [acme.staff.membership.id],
    })
    await createResponsibility(globex.admin.token, { title: 'A globex duty' })

    const all = await routeApi('GET', '/account/api/responsibilities/', { token: acme.staff.token })
    expect(all.status).toBe(200)
    expect(all.json).toMatchObject({ count: 2, next: null, previous: null })
    expect(all.json.results.map((r: { id: number }) => r.id)).toEqual([a.id, b.id])
    expect(all.json.results[0]).toMatchObject({ assigned_count: 1 })

    const paged = await routeApi('GET', '/account/api/responsibilities/?page_size=1&page=2', {
      token: acme.staff.token,
    })
    expect(paged.json.results.map((r: { id: number }) => r.id)).toEqual([b.id])
    expect(paged.json.previous).toContain('page=1')

    const simple = await routeApi(
      'GET',
      '/account/api/responsibilities/?simple=true&search=b%20d',
      {
        token: acme.staff.token,
      },
    )
    expect(simple.json.results).toEqual([{ id: b.id, title: 'B duty' }])

    const tooMany = await routeApi('GET', '/account/api/responsibilities/?page_size=101', {
      token: acme.staff.token,
    })
    expect(tooMany.status).toBe(400)
  })
})

describe('account/api/responsibilities/{id}/', () => {
  it('reads, changes (replacing the people) with the version, and refuses a stale change', async () => {
    const { company, admin, staff } = await adminAndStaffSignedIn()
    const other = await makeMember(company)
    const duty = await createResponsibility(admin.token, { assigned_to: [staff.membership.id] })

    const read = await routeApi('GET', `/account/api/responsibilities/${duty.id}/`, {
      token: staff.token,
    })
    expect(read.json).toMatchObject({ id: duty.id, assigned_count: 1 })

    const changed = await routeApi('PATCH', `/account/api/responsibilities/${duty.id}/`, {
      token: admin.token,
      body: { title: 'Close the office', assigned_to: [other.membership.id], version: 1 },
    })
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({ title: 'Close the office', version: 2 })
    expect(await holders(duty.id)).toEqual([other.membership.id])

    const stale = await routeApi('PATCH', `/account/api/responsibilities/${duty.id}/`, {
      token: admin.token,
      body: { title: 'Late', assigned_to: [], version: 1 },
    })
    expect(stale).toEqual({ status: 409, json: { detail: RESPONSIBILITY_MESSAGES.stale } })
    expect(await holders(duty.id)).toEqual([other.membership.id])

    const descriptionOnly = await routeApi('PATCH', `/account/api/responsibilities/${duty.id}/`, {
      token: admin.token,
      body: { description: 'New text', version: 2 },
    })
    expect(descriptionOnly.json).toMatchObject({ description: 'New text', assigned_count: 1 })

    const gone = await routeApi('DELETE', `/account/api/responsibilities/${duty.id}/`, {
      token: admin.token,
    })
    expect(gone.status).toBe(204)
    expect(await holders(duty.id)).toEqual([])
    const again = await routeApi('DELETE', `/account/api/responsibilities/${duty.id}/`, {
      token: admin.token,
    })
    expect(again).toEqual({ status: 404, json: NOT_FOUND })
  })

  it('refuses changes by a member who is not a profile admin', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const duty = await createResponsibility(admin.token)
    const patch = await routeApi('PATCH', `/account/api/responsibilities/${duty.id}/`, {
      token: staff.token,
      body: { title: 'Mine', version: 1 },
    })
    const del = await routeApi('DELETE', `/account/api/responsibilities/${duty.id}/`, {
      token: staff.token,
    })
    expect([patch.status, del.status]).toEqual([403, 403])
  })
})

describe('employee responsibilities', () => {
  it('gives a person existing and new responsibilities, lists them by page, moves and removes one', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const existing = await createResponsibility(admin.token, { title: 'Answer the phone' })
    const created = await routeApi('POST', '/account/api/create-employee-responsibilities/', {
      token: admin.token,
      body: {
        employee: staff.membership.id,
        responsibilities: [existing.id],
        title: 'Water the plants',
        description: 'Fridays',
      },
    })
    expect(created.status).toBe(201)
    expect(
      created.json.map((row: { responsibility: { title: string } }) => row.responsibility.title),
    ).toEqual(['Answer the phone', 'Water the plants'])
    const newOne = await db
      .select()
      .from(responsibilities)
      .where(eq(responsibilities.title, 'Water the plants'))
    expect(newOne[0]).toMatchObject({ createdById: admin.membership.id })

    const page = await routeApi(
      'GET',
      `/account/api/employee-responsibilities/?id=${staff.membership.id}&page_size=1&page=2`,
      { token: staff.token },
    )
    expect(page.status).toBe(200)
    expect(page.json).toMatchObject({ count: 2, next: null })
    expect(page.json.results).toEqual([
      {
        id: expect.any(Number),
        employee: staff.membership.id,
        responsibility: { id: newOne[0]!.id, title: 'Water the plants', description: 'Fridays' },
      },
    ])
    const rowId = page.json.results[0].id

    const other = await createResponsibility(admin.token, { title: 'Zzz' })
    const moved = await routeApi('PATCH', `/account/api/employee-responsibilities/${rowId}/`, {
      token: admin.token,
      body: { responsibility: other.id },
    })
    expect(moved.status).toBe(200)
    expect(moved.json.responsibility).toMatchObject({ id: other.id, title: 'Zzz' })
    const clash = await routeApi('PATCH', `/account/api/employee-responsibilities/${rowId}/`, {
      token: admin.token,
      body: { responsibility: existing.id },
    })
    expect(clash).toEqual({
      status: 400,
      json: { detail: RESPONSIBILITY_MESSAGES.alreadyAssigned },
    })

    const removed = await routeApi('DELETE', `/account/api/employee-responsibilities/${rowId}/`, {
      token: admin.token,
    })
    expect(removed.status).toBe(204)
    const [entry] = await auditEntries({
      action: 'employee_responsibility.delete',
      entityId: rowId,
    })
    expect(entry).toMatchObject({ outcome: 'success' })
    for (const method of ['PATCH', 'DELETE']) {
      const missing = await routeApi(method, `/account/api/employee-responsibilities/${rowId}/`, {
        token: admin.token,
        body: { responsibility: existing.id },
      })
      expect(missing).toEqual({ status: 404, json: NOT_FOUND })
    }
  })

  it('needs responsibilities or a title and description to create', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const none = await routeApi('POST', '/account/api/create-employee-responsibilities/', {
      token: admin.token,
      body: { employee: staff.membership.id },
    })
    expect(none).toEqual({
      status: 400,
      json: { responsibilities: [RESPONSIBILITY_MESSAGES.newOrExisting] },
    })
    const half = await routeApi('POST', '/account/api/create-employee-responsibilities/', {
      token: admin.token,
      body: { employee: staff.membership.id, title: 'Only a title' },
    })
    expect(half).toEqual({ status: 400, json: { description: [REQUIRED] } })
  })

  it('refuses a member who is not a profile admin', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const duty = await createResponsibility(admin.token)
    const { status } = await routeApi('POST', '/account/api/create-employee-responsibilities/', {
      token: staff.token,
      body: { employee: staff.membership.id, responsibilities: [duty.id] },
    })
    expect(status).toBe(403)
  })
})

describe('another company’s responsibilities and people', () => {
  it('are not found (404) on every id-bearing endpoint, and nothing changes', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const foreign = await createResponsibility(globex.admin.token, {
      title: 'Globex duty',
      assigned_to: [globex.staff.membership.id],
    })
    const [assignment] = await db
      .select()
      .from(employeeResponsibilities)
      .where(eq(employeeResponsibilities.responsibilityId, foreign.id))
    const own = await createResponsibility(acme.admin.token)

    const calls: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', `/account/api/responsibilities/${foreign.id}/`],
      ['PATCH', `/account/api/responsibilities/${foreign.id}/`, { title: 'Hijack', version: 1 }],
      ['DELETE', `/account/api/responsibilities/${foreign.id}/`],
      [
        'PATCH',
        `/account/api/employee-responsibilities/${assignment!.id}/`,
        { responsibility: own.id },
      ],
      ['DELETE', `/account/api/employee-responsibilities/${assignment!.id}/`],
    ]
    for (const [method, path, body] of calls) {
      const response = await routeApi(method, path, { token: acme.admin.token, body })
      expect(response, `${method} ${path}`).toEqual({ status: 404, json: NOT_FOUND })
    }
    const list = await routeApi(
      'GET',
      `/account/api/employee-responsibilities/?id=${globex.staff.membership.id}`,
      { token: acme.admin.token },
    )
    expect(list.status).toBe(404)
    const give = await routeApi('POST', '/account/api/create-employee-responsibilities/', {
      token: acme.admin.token,
      body: { employee: globex.staff.membership.id, responsibilities: [own.id] },
    })
    expect(give.status).toBe(404)
    const borrow = await routeApi('POST', '/account/api/create-employee-responsibilities/', {
      token: acme.admin.token,
      body: { employee: acme.staff.membership.id, responsibilities: [foreign.id] },
    })
    expect(borrow).toEqual({
      status: 400,
      json: { responsibilities: [RESPONSIBILITY_MESSAGES.badResponsibilities] },
    })
    expect(await holders(foreign.id)).toEqual([globex.staff.membership.id])
    const [entry] = await auditEntries({
      action: 'responsibility.update',
      actorUserId: acme.admin.user.id,
    })
    expect(entry).toMatchObject({ outcome: 'denied', entityId: String(foreign.id) })
  })
})
