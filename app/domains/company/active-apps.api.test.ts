import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { db } from '~/platform/db.server'
import { companies, DEFAULT_ACTIVE_APPS } from './company.tables'

const PATH = '/company/api/active-apps/'

async function activeIds(companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId))
  return row!.activeApps
}

describe('GET company/api/active-apps/', () => {
  it('lists every app with its state to any member of the company', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('GET', PATH, { token: staff.token })
    expect(status).toBe(200)
    expect(json).toHaveLength(DEFAULT_ACTIVE_APPS.length)
    expect(json).toContainEqual({ id: 'attendance', app_name: 'Attendance', active: true })
  })

  it('asks for credentials without a token', async () => {
    expect(await routeApi('GET', PATH)).toEqual({
      status: 401,
      json: { detail: 'Authentication credentials were not provided.' },
    })
  })
})

describe('PATCH company/api/active-apps/', () => {
  it("changes only the caller's own company", async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('PATCH', PATH, {
      token: globex.admin.token,
      body: { active_apps: ['request'] },
    })
    expect(status).toBe(200)
    expect(json.filter((app: { active: boolean }) => app.active)).toEqual([
      { id: 'request', app_name: 'Requests and Tasks', active: true },
    ])
    expect(await activeIds(globex.company.id)).toEqual(['request'])
    expect(await activeIds(acme.company.id)).toEqual([...DEFAULT_ACTIVE_APPS])
    const acmeList = await routeApi('GET', PATH, { token: acme.staff.token })
    expect(acmeList.json.every((app: { active: boolean }) => app.active)).toBe(true)
  })

  it('refuses an empty list with the spec message', async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    expect(
      await routeApi('PATCH', PATH, { token: admin.token, body: { active_apps: [] } }),
    ).toEqual({ status: 400, json: { active_apps: ['At Lease One Feature Must Stay Active'] } })
    expect(await activeIds(company.id)).toEqual([...DEFAULT_ACTIVE_APPS])
  })

  it('refuses an unknown app', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('PATCH', PATH, {
      token: admin.token,
      body: { active_apps: ['checklist', 'chat'] },
    })
    expect(status).toBe(400)
    expect(json.active_apps).toEqual(['Choose apps from the list'])
  })

  it('refuses a member who is not an admin with 403', async () => {
    const { company, staff } = await adminAndStaffSignedIn()
    expect(
      await routeApi('PATCH', PATH, { token: staff.token, body: { active_apps: ['checklist'] } }),
    ).toEqual({
      status: 403,
      json: { detail: 'Only company administrators can change the active apps.' },
    })
    expect(await activeIds(company.id)).toEqual([...DEFAULT_ACTIVE_APPS])
  })
})
