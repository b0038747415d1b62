import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { uniqueIp } from '#tests/factories/request'
import { zipBytes } from '#tests/factories/zips'
import { sharedTestFile } from '#tests/support/shared-testdata'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { action as apiAction } from '~/routes/$module.api.$'
import { PATH_PROBLEMS } from './package-paths'
import { SCORM_MESSAGES } from './packages.schema'

const API = '/knowledgebase/api'

/** POSTs a multipart upload to the API as a REST client would. */
async function upload(token: string, file: Uint8Array | null, title = '') {
  const form = new FormData()
  if (file) form.append('package', new File([new Uint8Array(file)], 'course.zip'))
  form.append('title', title)
  const request = new Request(`http://localhost${API}/scorm-packages/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, [CLIENT_IP_HEADER]: uniqueIp() },
    body: form,
  })
  const response = await apiAction({ request, params: {}, context: {} })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
  return { status: response.status, json: (await response.json()) as any }
}

describe('knowledgebase/api scorm-packages', () => {
  it('uploads (multipart), lists, reads, patches (409 when stale) and deletes a package', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const golf = await readFile(
      sharedTestFile('scorm', 'golf_RuntimeBasicCalls_SCORM20043rdEdition.zip'),
    )
    expect((await upload(staff.token, golf)).status).toBe(403)

    const created = await upload(admin.token, golf, 'Golf 2004')
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      title: 'Golf 2004',
      scorm_version: '2004 3rd',
      sco_count: 1,
      completion_rule: 'status',
      version: 1,
      manifest: { organizations: [{ items: [{ title: 'Golf Explained' }] }] },
    })
    expect(created.json.storage_prefix).toBeUndefined()
    const id = created.json.id

    const list = await routeApi('GET', `${API}/scorm-packages/?search=golf`, { token: admin.token })
    expect(list.json).toMatchObject({ count: 1, results: [{ id, title: 'Golf 2004' }] })
    expect((await routeApi('GET', `${API}/scorm-packages/`, { token: staff.token })).status).toBe(
      403,
    )
    expect(
      (await routeApi('GET', `${API}/scorm-packages/${id}/`, { token: admin.token })).json,
    ).toMatchObject({ id, default_organization: 'golf_sample_default_org' })

    const patched = await routeApi('PATCH', `${API}/scorm-packages/${id}/`, {
      token: admin.token,
      body: { completion_rule: 'manual', version: 1 },
    })
    expect(patched.json).toMatchObject({
      title: 'Golf 2004',
      completion_rule: 'manual',
      version: 2,
    })
    const stale = await routeApi('PATCH', `${API}/scorm-packages/${id}/`, {
      token: admin.token,
      body: { title: 'Late', version: 1 },
    })
    expect(stale).toMatchObject({ status: 409, json: { detail: SCORM_MESSAGES.stale } })
    const badRule = await routeApi('PATCH', `${API}/scorm-packages/${id}/`, {
      token: admin.token,
      body: { completion_rule: 'sometimes', version: 2 },
    })
    expect(badRule).toMatchObject({
      status: 400,
      json: { completion_rule: [SCORM_MESSAGES.chooseRule] },
    })

    expect(
      (await routeApi('DELETE', `${API}/scorm-packages/${id}/`, { token: admin.token })).status,
    ).toBe(204)
    expect(
      (await routeApi('GET', `${API}/scorm-packages/${id}/`, { token: admin.token })).status,
    ).toBe(404)
  })

  it('refuses a hostile zip or none, on the package field', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const hostile = await zipBytes([{ name: '../../escape.html', content: 'x' }])
    expect(await upload(admin.token, hostile)).toMatchObject({
      status: 400,
      json: { package: [PATH_PROBLEMS.traversal] },
    })
    expect(await upload(admin.token, null)).toMatchObject({
      status: 400,
      json: { package: [SCORM_MESSAGES.chooseZip] },
    })
  })
})
