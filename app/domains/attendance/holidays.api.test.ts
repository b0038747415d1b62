import { describe, expect, it } from 'vitest'
import { makeMember } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, apiSignIn, createdThroughApi, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { HOLIDAY_MESSAGES } from './holidays.schema'

const addHoliday = (token: string, body: Record<string, unknown>) =>
  createdThroughApi('/account/api/holidays/', token, body)

describe('account/api/holidays/', () => {
  it('lets admins keep holidays, members read them by date and year', async () => {
    const acme = await adminAndStaffSignedIn()
    const later = await addHoliday(acme.admin.token, { name: 'New Year', date: '2027-01-01' })
    const first = await addHoliday(acme.admin.token, { name: 'Founders’ Day', date: '2026-05-04' })
    const all = await routeApi('GET', '/account/api/holidays/', { token: acme.staff.token })
    expect(all.status).toBe(200)
    expect(all.json.map((h: { id: number }) => h.id)).toEqual([first.id, later.id])
    expect(all.json[0]).toEqual({
      id: first.id,
      name: 'Founders’ Day',
      date: '2026-05-04',
      company: acme.company.id,
      version: 1,
    })
    const of2027 = await routeApi('GET', '/account/api/holidays/?year=2027', {
      token: acme.staff.token,
    })
    expect(of2027.json.map((h: { id: number }) => h.id)).toEqual([later.id])

    const changed = await routeApi('PATCH', `/account/api/holidays/${first.id}/`, {
      token: acme.admin.token,
      body: { name: 'Founders Day', version: 1 },
    })
    expect(changed.json).toMatchObject({ name: 'Founders Day', version: 2 })
    const stale = await routeApi('PATCH', `/account/api/holidays/${first.id}/`, {
      token: acme.admin.token,
      body: { name: 'Lost', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toEqual({ detail: HOLIDAY_MESSAGES.stale })
    const gone = await routeApi('DELETE', `/account/api/holidays/${first.id}/`, {
      token: acme.admin.token,
    })
    expect(gone.status).toBe(204)
    const [entry] = await auditEntries({ action: 'holiday.delete', entityId: first.id })
    expect(entry).toMatchObject({ actorUserId: acme.admin.user.id, companyId: acme.company.id })
  })

  it('lets attendance admins write; refuses other members (403) and checks the fields', async () => {
    const acme = await adminAndStaffSignedIn()
    const refused = await routeApi('POST', '/account/api/holidays/', {
      token: acme.staff.token,
      body: { name: 'Day off', date: '2026-06-01' },
    })
    expect(refused.status).toBe(403)
    const attendance = await makeMember(acme.company, { roles: ['user_is_attendance_admin'] })
    const { token } = await apiSignIn(attendance.user, acme.company)
    await addHoliday(token, { name: 'Day off', date: '2026-06-01' })
    const invalid = await routeApi('POST', '/account/api/holidays/', {
      token,
      body: { name: '', date: '2026-13-45' },
    })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.json).sort()).toEqual(['date', 'name'])
  })

  it('answers 404 for another company’s holiday on every method', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const theirs = await addHoliday(globex.admin.token, { name: 'Globex Day', date: '2026-07-07' })
    const path = `/account/api/holidays/${theirs.id}/`
    const answers = [
      await routeApi('GET', path, { token: acme.admin.token }),
      await routeApi('PATCH', path, { token: acme.admin.token, body: { name: 'x', version: 1 } }),
      await routeApi('DELETE', path, { token: acme.admin.token }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(answer.json).toEqual({ detail: HOLIDAY_MESSAGES.notFound })
    }
    const still = await routeApi('GET', path, { token: globex.staff.token })
    expect(still.json).toMatchObject({ name: 'Globex Day', version: 1 })
  })
})
