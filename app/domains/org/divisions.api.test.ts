import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeMember } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, createdThroughApi, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { makePosition, placeInOrg } from '#tests/factories/org'
import { rowById } from '#tests/factories/rows'
import { memberships } from '~/domains/accounts/accounts.tables'
import { db } from '~/platform/db.server'
import { DIVISION_MESSAGES } from './divisions.schema'
import { stillInUseMessage } from './divisions.server'
import { divisions, positions } from './org.tables'

const REQUIRED = 'This field is required'

const createDivision = (token: string, body: Record<string, unknown> = {}) =>
  createdThroughApi<{ id: number; version: number; division_name: string }>(
    '/division/api/',
    token,
    { division_name: 'Operations', ...body },
  )

const divisionRow = (id: number) => rowById(divisions, id)

describe('POST division/api/', () => {
  it('creates a division with the default colour and order 1, and audits it', async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('POST', '/division/api/', {
      token: admin.token,
      body: { division_name: '  Sales ', division_order: '' },
    })
    expect(status).toBe(201)
    expect(json).toEqual({
      id: expect.any(Number),
      division_name: 'Sales',
      division_color: '#0cb2fc',
      division_order: 1,
      division_description: '',
      company: company.id,
      version: 1,
    })
    const [entry] = await auditEntries({ action: 'division.create', entityId: json.id })
    expect(entry).toMatchObject({ actorUserId: admin.user.id, outcome: 'success' })
  })

  it('requires a name and a colour, and refuses a colour that is not #rrggbb or a bad order', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const empty = await routeApi('POST', '/division/api/', {
      token: admin.token,
      form: { division_name: ' ', division_color: '' },
    })
    expect(empty).toEqual({
      status: 400,
      json: { division_name: [REQUIRED], division_color: [REQUIRED] },
    })
    const bad = await routeApi('POST', '/division/api/', {
      token: admin.token,
      body: { division_name: 'X', division_color: 'blue', division_order: 0 },
    })
    expect(bad).toEqual({
      status: 400,
      json: {
        division_color: [DIVISION_MESSAGES.badColor],
        division_order: [DIVISION_MESSAGES.badOrder],
      },
    })
  })

  it('refuses a member who is not a profile admin, and records it', async () => {
    const { company, staff } = await adminAndStaffSignedIn()
    const { status } = await routeApi('POST', '/division/api/', {
      token: staff.token,
      body: { division_name: 'Mine' },
    })
    expect(status).toBe(403)
    expect(await db.select().from(divisions).where(eq(divisions.companyId, company.id))).toEqual([])
    const [entry] = await auditEntries({ action: 'division.create', actorUserId: staff.user.id })
    expect(entry).toMatchObject({ outcome: 'denied' })
  })

  it('lets a profile admin (not a company admin) create one', async () => {
    const { company } = await adminAndStaffSignedIn()
    const hr = await makeMember(company, { roles: ['user_is_profile_admin'] })
    const { apiSignIn } = await import('#tests/factories/api')
    const { token } = await apiSignIn(hr.user, company)
    await createDivision(token, { division_name: 'People' })
  })
})

describe('GET division/api/', () => {
  it('lists the company’s divisions by order then name to every member, with counts', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const late = await createDivision(acme.admin.token, { division_name: 'A', division_order: 3 })
    const b = await createDivision(acme.admin.token, { division_name: 'B' })
    const a = await createDivision(acme.admin.token, { division_name: 'A' })
    await createDivision(globex.admin.token, { division_name: 'Globex only' })
    await placeInOrg(acme.staff.membership, { divisionId: a.id })
    const position = await makePosition(acme.company)
    await db.update(positions).set({ divisionId: a.id }).where(eq(positions.id, position.id))

    const { status, json } = await routeApi('GET', '/division/api/', { token: acme.staff.token })
    expect(status).toBe(200)
    expect(json.map((d: { id: number }) => d.id)).toEqual([a.id, b.id, late.id])
    expect(json[0]).toMatchObject({ people_count: 1, positions_count: 1 })
    expect(json[1]).toMatchObject({ people_count: 0, positions_count: 0 })
  })
})

describe('PATCH division/api/{id}/', () => {
  it('changes the fields sent, keeps the order when it is sent empty, and bumps the version', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const division = await createDivision(admin.token, { division_order: 4 })
    const { status, json } = await routeApi('PATCH', `/division/api/${division.id}/`, {
      token: admin.token,
      form: { division_name: 'Ops', division_color: '#AABBCC', division_order: '', version: '1' },
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      division_name: 'Ops',
      division_color: '#aabbcc',
      division_order: 4,
      version: 2,
    })
    const [entry] = await auditEntries({ action: 'division.update', entityId: division.id })
    expect(entry).toMatchObject({ outcome: 'success' })
  })

  it('answers 409 to a change made from a stale version and keeps the newer data', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const division = await createDivision(admin.token)
    await routeApi('PATCH', `/division/api/${division.id}/`, {
      token: admin.token,
      body: { division_name: 'First', version: 1 },
    })
    const stale = await routeApi('PATCH', `/division/api/${division.id}/`, {
      token: admin.token,
      body: { division_name: 'Second', version: 1 },
    })
    expect(stale).toEqual({ status: 409, json: { detail: DIVISION_MESSAGES.stale } })
    expect(await divisionRow(division.id)).toMatchObject({ name: 'First', version: 2 })
  })

  it('needs the version', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const division = await createDivision(admin.token)
    const { status, json } = await routeApi('PATCH', `/division/api/${division.id}/`, {
      token: admin.token,
      body: { division_name: 'X' },
    })
    expect(status).toBe(400)
    expect(json).toEqual({ version: [REQUIRED] })
  })
})

describe('PATCH account/api/add-delete-menu-link/{id}/ (the division update alias)', () => {
  it('updates the division exactly as division/api/{id}/ does, 409 when stale', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const division = await createDivision(admin.token)
    const path = `/account/api/add-delete-menu-link/${division.id}/`
    const refused = await routeApi('PATCH', path, {
      token: staff.token,
      body: { division_name: 'Mine', version: 1 },
    })
    expect(refused.status).toBe(403)
    const saved = await routeApi('PATCH', path, {
      token: admin.token,
      body: { division_name: 'Renamed', version: 1 },
    })
    expect(saved).toMatchObject({ status: 200, json: { division_name: 'Renamed', version: 2 } })
    const stale = await routeApi('PATCH', path, {
      token: admin.token,
      body: { division_name: 'Again', version: 1 },
    })
    expect(stale).toEqual({ status: 409, json: { detail: DIVISION_MESSAGES.stale } })
    expect(await divisionRow(division.id)).toMatchObject({ name: 'Renamed', version: 2 })
  })
})

describe('DELETE division/api/{id}/', () => {
  async function divisionInUse() {
    const acme = await adminAndStaffSignedIn()
    const doomed = await createDivision(acme.admin.token, { division_name: 'Doomed' })
    const target = await createDivision(acme.admin.token, { division_name: 'Target' })
    await placeInOrg(acme.staff.membership, { divisionId: doomed.id })
    const gone = await makeMember(acme.company)
    await placeInOrg(gone.membership, { divisionId: doomed.id })
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, gone.membership.id))
    const position = await makePosition(acme.company)
    await db.update(positions).set({ divisionId: doomed.id }).where(eq(positions.id, position.id))
    return { ...acme, doomed, target, position }
  }

  const personRow = (id: number) =>
    db
      .select()
      .from(memberships)
      .where(eq(memberships.id, id))
      .then((rows) => rows[0]!)
  const positionRow = (id: number) =>
    db
      .select()
      .from(positions)
      .where(eq(positions.id, id))
      .then((rows) => rows[0]!)

  it('refuses (409) to delete a division with people or positions when no choice is sent', async () => {
    const { admin, doomed } = await divisionInUse()
    const refused = await routeApi('DELETE', `/division/api/${doomed.id}/`, { token: admin.token })
    expect(refused).toEqual({ status: 409, json: { detail: stillInUseMessage(1, 1) } })
    expect(await divisionRow(doomed.id)).toBeDefined()
  })

  it('moves its people and positions to another division, in one go, and audits it', async () => {
    const { admin, staff, doomed, target, position } = await divisionInUse()
    const before = await personRow(staff.membership.id)
    const { status } = await routeApi('DELETE', `/division/api/${doomed.id}/`, {
      token: admin.token,
      body: { move_to: target.id },
    })
    expect(status).toBe(204)
    expect(await divisionRow(doomed.id)).toBeUndefined()
    expect(await personRow(staff.membership.id)).toMatchObject({
      divisionId: target.id,
      version: before.version + 1,
    })
    expect(await positionRow(position.id)).toMatchObject({ divisionId: target.id, version: 2 })
    const [entry] = await auditEntries({ action: 'division.delete', entityId: doomed.id })
    expect(entry).toMatchObject({
      outcome: 'success',
      details: { name: 'Doomed', move_to: target.id, moved_people: 1, moved_positions: 1 },
    })
  })

  it('leaves them without a division when move_to is null', async () => {
    const { admin, staff, doomed, position } = await divisionInUse()
    const { status } = await routeApi('DELETE', `/division/api/${doomed.id}/`, {
      token: admin.token,
      body: { move_to: null },
    })
    expect(status).toBe(204)
    expect(await personRow(staff.membership.id)).toMatchObject({ divisionId: null })
    expect(await positionRow(position.id)).toMatchObject({ divisionId: null })
  })

  it('refuses to move them into itself or into another company’s division; nothing changes', async () => {
    const { admin, staff, doomed } = await divisionInUse()
    const globex = await adminAndStaffSignedIn()
    const foreign = await createDivision(globex.admin.token)
    for (const moveTo of [doomed.id, foreign.id]) {
      const refused = await routeApi('DELETE', `/division/api/${doomed.id}/`, {
        token: admin.token,
        body: { move_to: moveTo },
      })
      expect(refused).toEqual({
        status: 400,
        json: { move_to: [DIVISION_MESSAGES.moveTarget] },
      })
    }
    expect(await personRow(staff.membership.id)).toMatchObject({ divisionId: doomed.id })
  })

  it('deletes an empty division without a choice', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const empty = await createDivision(admin.token)
    expect(
      (await routeApi('DELETE', `/division/api/${empty.id}`, { token: admin.token })).status,
    ).toBe(204)
    const again = await routeApi('DELETE', `/division/api/${empty.id}`, { token: admin.token })
    expect(again).toEqual({ status: 404, json: { detail: DIVISION_MESSAGES.notFound } })
  })

  it('refuses a member who is not a profile admin', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const division = await createDivision(admin.token)
    const { status } = await routeApi('DELETE', `/division/api/${division.id}`, {
      token: staff.token,
    })
    expect(status).toBe(403)
    expect(await divisionRow(division.id)).toBeDefined()
  })
})

describe('division-with-employees/ and division_users/{id}/', () => {
  it('lists divisions with their first active people and counts, a page at a time', async () => {
    const { company, admin, staff } = await adminAndStaffSignedIn()
    const ops = await createDivision(admin.token, { division_name: 'Ops' })
    const empty = await createDivision(admin.token, { division_name: 'Zed', division_order: 9 })
    const people = await Promise.all(
      ['Cara', 'Abe', 'Ben'].map((firstName) => makeMember(company, { firstName, lastName: 'Z' })),
    )
    for (const person of people) await placeInOrg(person.membership, { divisionId: ops.id })
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, people[2]!.membership.id))

    const first = await routeApi('GET', '/division/api/division-with-employees/?page_size=1', {
      token: staff.token,
    })
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ count: 2, previous: null })
    expect(first.json.next).toContain('page=2')
    expect(first.json.results).toHaveLength(1)
    expect(first.json.results[0]).toMatchObject({ id: ops.id, people_count: 2 })
    expect(
      first.json.results[0].employees.map((p: { first_name: string }) => p.first_name),
    ).toEqual(['Abe', 'Cara'])
    const second = await routeApi(
      'GET',
      '/division/api/division-with-employees/?page_size=1&page=2',
      { token: staff.token },
    )
    expect(second.json.results).toEqual([expect.objectContaining({ id: empty.id, employees: [] })])

    const users = await routeApi('GET', `/division/api/division_users/${ops.id}/?page_size=1`, {
      token: staff.token,
    })
    expect(users.status).toBe(200)
    expect(users.json).toMatchObject({ count: 2, previous: null })
    expect(users.json.results).toEqual([
      {
        id: people[1]!.membership.id,
        first_name: 'Abe',
        last_name: 'Z',
        photo: null,
        gender: null,
      },
    ])
  })
})

describe('another company’s division', () => {
  it('is not found (404) on every id-bearing endpoint, and nothing changes', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const foreign = await createDivision(globex.admin.token, { division_name: 'Globex ops' })
    const calls: Array<[string, string, Record<string, unknown>?]> = [
      ['PATCH', `/division/api/${foreign.id}/`, { division_name: 'Hijacked', version: 1 }],
      [
        'PATCH',
        `/account/api/add-delete-menu-link/${foreign.id}/`,
        { division_name: 'Hijacked', version: 1 },
      ],
      ['DELETE', `/division/api/${foreign.id}/`, { move_to: null }],
      ['GET', `/division/api/division_users/${foreign.id}/`],
    ]
    for (const [method, path, body] of calls) {
      const response = await routeApi(method, path, { token: acme.admin.token, body })
      expect(response, `${method} ${path}`).toEqual({
        status: 404,
        json: { detail: DIVISION_MESSAGES.notFound },
      })
    }
    expect(await divisionRow(foreign.id)).toMatchObject({ name: 'Globex ops', version: 1 })
    const [entry] = await auditEntries({
      action: 'division.update',
      actorUserId: acme.admin.user.id,
    })
    expect(entry).toMatchObject({ outcome: 'denied', entityId: String(foreign.id) })
  })
})
