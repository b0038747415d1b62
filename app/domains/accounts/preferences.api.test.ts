import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { db } from '~/platform/db.server'
import { memberships, users } from './accounts.tables'
import { PREFERENCE_MESSAGES } from './preferences.schema'

const path = (id: number) => `/account/api/staffs/${id}/private_info_update/`

describe('PUT account/api/staffs/{id}/private_info_update/', () => {
  it("updates the caller's own private info and answers with staff_info", async () => {
    const { staff } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('PUT', path(staff.membership.id), {
      token: staff.token,
      body: {
        language_code: 'es',
        is_dark_mode: true,
        timezone: 'America/Bogota',
        first_name: 'Lucía',
        last_name: 'Gómez',
        personal_phone: '(555) 123-4567',
      },
    })
    expect(status).toBe(200)
    expect(json).toEqual({
      id: staff.membership.id,
      staff_info: { language_code: 'es', is_dark_mode: true },
    })
    const [row] = await db
      .select({ user: users, membership: memberships })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.id, staff.membership.id))
    expect(row?.user).toMatchObject({ firstName: 'Lucía', lastName: 'Gómez', languageCode: 'es' })
    expect(row?.membership).toMatchObject({
      timezone: 'America/Bogota',
      personalPhone: '(555) 123-4567',
    })
  })

  it('sends only what changed: is_dark_mode null goes back to following the device', async () => {
    const { staff } = await adminAndStaffSignedIn()
    await routeApi('PUT', path(staff.membership.id), {
      token: staff.token,
      body: { language_code: 'ar', is_dark_mode: false },
    })
    const { json } = await routeApi('PUT', path(staff.membership.id), {
      token: staff.token,
      body: { is_dark_mode: null },
    })
    expect(json.staff_info).toEqual({ language_code: 'ar', is_dark_mode: null })
  })

  it('answers field errors for bad values and changes nothing', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('PUT', path(staff.membership.id), {
      token: staff.token,
      body: { language_code: 'fr', timezone: 'Nowhere/City', first_name: ' ' },
    })
    expect(status).toBe(400)
    expect(json).toEqual({
      language_code: [PREFERENCE_MESSAGES.chooseLanguage],
      timezone: [PREFERENCE_MESSAGES.chooseTimezone],
      first_name: [PREFERENCE_MESSAGES.firstNameRequired],
    })
  })

  it("refuses a colleague's id (403) and another company's (404), audited, unchanged", async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()

    const colleague = await routeApi('PUT', path(acme.admin.membership.id), {
      token: acme.staff.token,
      body: { first_name: 'Hacked' },
    })
    expect(colleague.status).toBe(403)

    const foreign = await routeApi('PUT', path(globex.staff.membership.id), {
      token: acme.staff.token,
      body: { first_name: 'Hacked' },
    })
    expect(foreign.status).toBe(404)
    expect(foreign.json).toEqual({ detail: 'Staff member not found.' })

    const names = await db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, globex.staff.user.id))
    expect(names[0]?.firstName).not.toBe('Hacked')
    const refusals = await auditEntries({
      action: 'account.preferences.update',
      actorUserId: acme.staff.user.id,
    })
    expect(refusals.map((entry) => entry.outcome)).toEqual(['denied', 'denied'])
  })

  it('asks for credentials without a token', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const { status } = await routeApi('PUT', path(staff.membership.id), { body: {} })
    expect(status).toBe(401)
  })
})
