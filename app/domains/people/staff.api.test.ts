import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { uniqueEmail } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { action as apiAction } from '~/routes/$module.api.$'
import { STAFF_MESSAGES } from './staff.schema'

function multipart(path: string, token: string, field: string, file: File) {
  const form = new FormData()
  form.set(field, file)
  const request = new Request(`http://localhost${path}`, {
    method: path.includes('upload_photo') ? 'PUT' : 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  return apiAction({ request, params: {}, context: {} })
}

describe('staff API', () => {
  it('answers 404 for another company’s id on every id-bearing endpoint', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const id = globex.staff.membership.id
    const token = acme.admin.token
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/account/api/staffs/${id}/`],
      ['GET', `/account/api/staffs/${id}/?simple=true`],
      ['PATCH', `/account/api/staffs/${id}/update_staff/`, { first_name: 'X' }],
      ['POST', `/account/api/update_staff_info/${id}/`, { first_name: 'X' }],
      ['DELETE', `/account/api/staffs/${id}/delete_staff/`],
    ]
    for (const [method, path, body] of calls) {
      const response = await routeApi(method, path, { token, body })
      expect(response, `${method} ${path}`).toEqual({
        status: 404,
        json: { detail: STAFF_MESSAGES.notFound },
      })
    }
    const photo = await multipart(
      `/account/api/staffs/${id}/upload_photo/`,
      token,
      'photo',
      new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }),
    )
    expect(photo.status).toBe(404)
    const bulk = await routeApi('POST', '/account/api/bulk-edit-staff/', {
      token,
      body: { ids: [id], division: null },
    })
    expect(bulk).toEqual({
      status: 400,
      json: {
        detail: STAFF_MESSAGES.updateFailed,
        errors: [`Error for ID ${id}: ${STAFF_MESSAGES.notFound}`],
      },
    })
  })

  it('creates, reads and patches with a version; a stale version is 409 with the current data', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const email = uniqueEmail('api')
    const created = await routeApi('POST', '/account/api/staffs/create_company_staff/', {
      token: admin.token,
      body: { first_name: 'Ana', last_name: 'Api', email },
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ first_name: 'Ana', email, existing_user: false })
    const id = created.json.id as number

    const simple = await routeApi('GET', `/account/api/staffs/${id}/?simple=true`, {
      token: staff.token,
    })
    expect(simple.json).toEqual({
      id,
      first_name: 'Ana',
      last_name: 'Api',
      get_full_name: 'Ana Api',
      email,
      photo: null,
      gender: null,
      position: null,
    })

    const ok = await routeApi('PATCH', `/account/api/staffs/${id}/update_staff/`, {
      token: admin.token,
      body: { last_name: 'Patched', version: created.json.version },
    })
    expect(ok.json).toMatchObject({ first_name: 'Ana', last_name: 'Patched' })
    const stale = await routeApi('PATCH', `/account/api/staffs/${id}/update_staff/`, {
      token: admin.token,
      body: { last_name: 'Lost', version: created.json.version },
    })
    expect(stale.status).toBe(409)
    expect(stale.json.detail).toBe(STAFF_MESSAGES.stale)
    expect(stale.json.current).toMatchObject({ last_name: 'Patched', version: ok.json.version })

    const refused = await routeApi('PATCH', `/account/api/staffs/${id}/update_staff/`, {
      token: staff.token,
      body: { last_name: 'Nope' },
    })
    expect(refused.status).toBe(403)
  })

  it('bulk-creates from JSON rows with the per-row report, and lists user types', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const bad = await routeApi('POST', '/account/api/bulk-create-staff/', {
      token: admin.token,
      body: {
        rows: [
          { first_name: 'Ok', email: uniqueEmail() },
          { first_name: 'Bad', email: 'not-an-email' },
        ],
      },
    })
    expect(bad).toEqual({
      status: 400,
      json: {
        detail: STAFF_MESSAGES.createFailed,
        errors: [`Error for ID 2: ${STAFF_MESSAGES.email}`],
      },
    })
    const csv = new File(
      [`first_name,last_name,email\nCsv,Person,${uniqueEmail()}\n`],
      'staff.csv',
      { type: 'text/csv' },
    )
    const good = await multipart('/account/api/bulk-create-staff/', admin.token, 'file', csv)
    expect(good.status).toBe(201)
    expect((await good.json()).ids).toHaveLength(1)
    const types = await routeApi('GET', '/account/api/user-type/', { token: admin.token })
    expect(types.json).toEqual([
      { user_type: 'Admin', user_type_slug: 'admin' },
      { user_type: 'Staff', user_type_slug: 'staff' },
    ])
  })

  it('uploads a photo (multipart PUT)', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const response = await multipart(
      `/account/api/staffs/${staff.membership.id}/upload_photo/`,
      staff.token,
      'photo',
      new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }),
    )
    expect(response.status).toBe(200)
    expect((await response.json()).photo).toMatch(/\/photos\/.+\.webp$/)
  })
})
