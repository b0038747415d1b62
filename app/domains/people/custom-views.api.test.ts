import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, apiSignIn, createdThroughApi, routeApi } from '#tests/factories/api'
import { makeMember } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { db } from '~/platform/db.server'
import { customViews } from './custom-fields.tables'

const BASE = '/company/api/custom-views/'

const createView = (token: string, body: Record<string, unknown>) =>
  createdThroughApi<{ id: number; version: number; name: string }>(BASE, token, body)

describe('company/api/custom-views/', () => {
  it('saves a view; directory filters are kept in the directory’s own spelling; audited', async () => {
    const { company, staff } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('POST', BASE, {
      token: staff.token,
      body: {
        name: '  Sales people ',
        type: 'directory',
        filters: { q: 'ann', division: '4', cf_9: 'yes', salary: '1', sort: 'name', page: '3' },
        is_shared: true,
      },
    })
    expect(status).toBe(201)
    expect(json).toMatchObject({
      name: 'Sales people',
      type: 'directory',
      filters: { q: 'ann', division: '4', cf_9: 'yes' },
      is_shared: true,
      owner: staff.membership.id,
      owner_name: 'Test Person',
      abilities: { update: true, delete: true },
      version: 1,
    })
    expect(Object.keys(json.filters)).toHaveLength(3)
    const [entry] = await auditEntries({ action: 'custom_view.create', entityId: json.id })
    expect(entry).toMatchObject({ companyId: company.id, actorUserId: staff.user.id })
  })

  it('accepts a form body with the filters as a query string', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('POST', BASE, {
      token: staff.token,
      form: { name: 'Mine', filters: 'q=bob&role=user_is_kb_admin' },
    })
    expect(status).toBe(201)
    expect(json).toMatchObject({
      type: 'directory',
      is_shared: false,
      filters: { q: 'bob', role: 'user_is_kb_admin' },
    })
  })

  it('answers field messages for a missing name and a bad type', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('POST', BASE, {
      token: staff.token,
      body: { name: ' ', type: 'Bad Type!' },
    })
    expect(status).toBe(400)
    expect(json).toEqual({
      name: ['This field is required'],
      type: ['Use lower-case letters, digits, - and _'],
    })
  })

  it('lists own and shared views, never another person’s private ones, filtered by type', async () => {
    const { company, admin, staff } = await adminAndStaffSignedIn()
    const mine = await createView(staff.token, { name: 'B mine', filters: {} })
    const shared = await createView(admin.token, { name: 'A shared', is_shared: true })
    await createView(admin.token, { name: 'Admin private' })
    const other = await createView(admin.token, {
      name: 'C checklists',
      type: 'checklist',
      is_shared: true,
      filters: { status: ['open', 'late'] },
    })
    const list = await routeApi('GET', BASE, { token: staff.token })
    expect(list.status).toBe(200)
    expect(list.json.map((view: { id: number }) => view.id)).toEqual([shared.id, mine.id, other.id])
    expect(list.json[0].abilities).toEqual({ update: false, delete: false })
    expect(list.json[2].filters).toEqual({ status: ['open', 'late'] })

    const byType = await routeApi('GET', `${BASE}by-type/?type=directory`, { token: staff.token })
    expect(byType.json.map((view: { id: number }) => view.id)).toEqual([shared.id, mine.id])
    const filtered = await routeApi('GET', `${BASE}?type=directory&is_shared=true`, {
      token: staff.token,
    })
    expect(filtered.json.map((view: { id: number }) => view.id)).toEqual([shared.id])
    const missingType = await routeApi('GET', `${BASE}by-type/`, { token: staff.token })
    expect(missingType.status).toBe(400)

    const profileAdmin = await makeMember(company, { roles: ['user_is_profile_admin'] })
    const pa = await apiSignIn(profileAdmin.user, company)
    const asAdmin = await routeApi('GET', BASE, { token: pa.token })
    expect(asAdmin.json[0]).toMatchObject({
      id: shared.id,
      abilities: { update: false, delete: true },
    })
  })

  it('lets the owner rename and re-share a view; a stale version is a 409', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const view = await createView(staff.token, { name: 'Old', filters: { q: 'x' } })
    const renamed = await routeApi('PATCH', `${BASE}${view.id}/`, {
      token: staff.token,
      body: { name: 'New', is_shared: true, version: 1 },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.json).toMatchObject({
      name: 'New',
      is_shared: true,
      version: 2,
      filters: { q: 'x' },
    })
    const stale = await routeApi('PATCH', `${BASE}${view.id}/`, {
      token: staff.token,
      body: { name: 'Again', version: 1 },
    })
    expect(stale.status).toBe(409)
    const [entry] = await auditEntries({ action: 'custom_view.update', entityId: view.id })
    expect(entry).toMatchObject({ outcome: 'success', details: { name: 'New' } })
  })

  it('refuses changes to someone else’s shared view (403); admins may delete it', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const view = await createView(staff.token, { name: 'Team', is_shared: true })
    const patch = await routeApi('PATCH', `${BASE}${view.id}/`, {
      token: admin.token,
      body: { name: 'Hijacked' },
    })
    expect(patch.status).toBe(403)
    const [denied] = await auditEntries({ action: 'custom_view.update', entityId: view.id })
    expect(denied).toMatchObject({ outcome: 'denied' })

    const other = await createView(admin.token, { name: 'Admin view', is_shared: true })
    const refused = await routeApi('DELETE', `${BASE}${other.id}/`, { token: staff.token })
    expect(refused.status).toBe(403)

    const deleted = await routeApi('DELETE', `${BASE}${view.id}/`, { token: admin.token })
    expect(deleted.status).toBe(204)
    const [row] = await db.select().from(customViews).where(eq(customViews.id, view.id))
    expect(row).toBeUndefined()
    const [entry] = await auditEntries({ action: 'custom_view.delete', entityId: view.id })
    expect(entry).toMatchObject({ outcome: 'success', details: { name: 'Team' } })
  })

  it("answers 404 for another company's view and another person's private view", async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const theirs = await createView(globex.admin.token, { name: 'Globex', is_shared: true })
    const privateOne = await createView(acme.admin.token, { name: 'Private' })
    for (const [token, id] of [
      [acme.staff.token, theirs.id],
      [acme.staff.token, privateOne.id],
    ] as const) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { name: 'x' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await routeApi(method, `${BASE}${id}/`, { token, body })
        expect(response, `${method} ${id}`).toEqual({
          status: 404,
          json: { detail: 'View not found.' },
        })
      }
    }
    const [row] = await db.select().from(customViews).where(eq(customViews.id, theirs.id))
    expect(row?.name).toBe('Globex')
    const list = await routeApi('GET', BASE, { token: acme.staff.token })
    expect(list.json).toEqual([])
    const [denied] = await auditEntries({ action: 'custom_view.delete', entityId: theirs.id })
    expect(denied).toMatchObject({ outcome: 'denied', companyId: acme.company.id })
  })

  it('asks for credentials without a token', async () => {
    expect((await routeApi('GET', BASE)).status).toBe(401)
    expect((await routeApi('POST', BASE, { body: { name: 'x' } })).status).toBe(401)
  })
})
