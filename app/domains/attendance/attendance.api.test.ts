import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { ATTENDANCE_MESSAGES } from './attendance.schema'

describe('inout/api/', () => {
  it('clocks in and out on the services the pages use; admins clock everyone out and correct', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const clockedIn = await routeApi('POST', '/inout/api/clock-in/', {
      token: staff.token,
      body: { note: 'From the kiosk' },
    })
    expect(clockedIn.status).toBe(201)
    expect(clockedIn.json).toMatchObject({
      source: 'api',
      note: 'From the kiosk',
      clocked_out_at: null,
    })
    const again = await routeApi('POST', '/inout/api/clock-in/', { token: staff.token, body: {} })
    expect(again).toEqual({ status: 400, json: { detail: ATTENDANCE_MESSAGES.alreadyIn } })
    const open = await routeApi('GET', '/inout/api/clock/', { token: staff.token })
    expect(open.json.open_entry.id).toBe(clockedIn.json.id)

    // Clocking everyone out is the admins': a member is refused before the body is read.
    const refused = await routeApi('POST', '/inout/api/clock-all-users-out/', {
      token: staff.token,
      body: { at: 'not a time' },
    })
    expect(refused.status).toBe(403)
    const everyone = await routeApi('POST', '/inout/api/clock-all-users-out/', {
      token: admin.token,
      body: {},
    })
    expect(everyone).toMatchObject({ status: 200, json: { clocked_out: 1 } })
    const closed = await routeApi('GET', `/inout/api/entries/${clockedIn.json.id}/`, {
      token: staff.token,
    })
    expect(closed.json).toMatchObject({ clock_out_source: 'everyone', version: 2 })

    const correction = {
      clocked_in: '2026-06-01T09:00',
      clocked_out: '2026-06-01T17:00',
      break_minutes: 30,
      reason: 'Badge reader was down',
    }
    const memberTries = await routeApi('PATCH', `/inout/api/entries/${clockedIn.json.id}/`, {
      token: staff.token,
      body: { ...correction, version: 2 },
    })
    expect(memberTries.status).toBe(403)
    const corrected = await routeApi('PATCH', `/inout/api/entries/${clockedIn.json.id}/`, {
      token: admin.token,
      body: { ...correction, version: 2 },
    })
    expect(corrected.json).toMatchObject({
      worked_minutes: 450,
      corrected: { reason: 'Badge reader was down' },
    })
    const stale = await routeApi('PATCH', `/inout/api/entries/${clockedIn.json.id}/`, {
      token: admin.token,
      body: { ...correction, version: 2 },
    })
    expect(stale).toEqual({ status: 409, json: { detail: ATTENDANCE_MESSAGES.stale } })
    const report = await routeApi('GET', '/inout/api/working-hours/?period=week&day=2026-06-01', {
      token: staff.token,
    })
    expect(report.json.rows).toEqual([
      expect.objectContaining({ worked_minutes: 450, expected_minutes: 5 * 480 }),
    ])
  })
})
