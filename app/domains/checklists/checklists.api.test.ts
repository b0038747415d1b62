import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, createdThroughApi, routeApi } from '#tests/factories/api'
import { apiDownload, multipartApi, SAMPLE_FILES } from '#tests/factories/files'
import { CHECKLIST_MESSAGES } from './checklists.schema'
import type { ChecklistDto, TemplateDto } from './checklists.server'

const TEMPLATE = {
  title: 'Vehicle inspection',
  items: [
    { kind: 'checkbox', label: 'Tyres checked', required: true },
    { kind: 'choice', label: 'Fuel', options: ['Full', 'Half', 'Low'] },
    { kind: 'signature', label: 'Driver' },
  ],
}

const itemIds = (checklist: { items: { id: number }[] }) => checklist.items.map((item) => item.id)

describe('checklist/api/template/', () => {
  it('writes templates for checklist admins, lists them by ?title= for everyone', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const created = await createdThroughApi<TemplateDto>(
      '/checklist/api/template/',
      admin.token,
      TEMPLATE,
    )
    await createdThroughApi('/checklist/api/template/', admin.token, {
      ...TEMPLATE,
      title: 'Closing shift',
    })
    expect(created).toMatchObject({ title: 'Vehicle inspection', recurrence: 'none', version: 1 })
    expect(created.items[1]).toMatchObject({ kind: 'choice', options: ['Full', 'Half', 'Low'] })

    const list = await routeApi('GET', '/checklist/api/template/?title=vehicle', {
      token: staff.token,
    })
    expect(list.status).toBe(200)
    expect(list.json).toMatchObject({ count: 1, page: 1, has_next_page: false })
    expect(list.json.results.map((row: { title: string }) => row.title)).toEqual([
      'Vehicle inspection',
    ])

    // An employee is refused before the body is read (so the form's rules are not revealed).
    const refused = await routeApi('POST', '/checklist/api/template/', {
      token: staff.token,
      body: {},
    })
    expect(refused.status).toBe(403)
  })

  it('answers field messages and a stale PUT with 409 and the saved template', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const bad = await routeApi('POST', '/checklist/api/template/', {
      token: admin.token,
      body: { title: ' ', recurrence: 'hourly', assigned_to: 'team:1', items: [] },
    })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({
      title: [CHECKLIST_MESSAGES.titleRequired],
      recurrence: [CHECKLIST_MESSAGES.badOption],
      assigned_to: [CHECKLIST_MESSAGES.badOption],
    })
    const template = await createdThroughApi('/checklist/api/template/', admin.token, TEMPLATE)
    const path = `/checklist/api/template/details/${template.id}/`
    const first = await routeApi('PUT', path, {
      token: admin.token,
      body: { ...TEMPLATE, title: 'Van inspection', version: 1 },
    })
    expect(first.json).toMatchObject({ title: 'Van inspection', version: 2 })
    const stale = await routeApi('PUT', path, {
      token: admin.token,
      body: { ...TEMPLATE, title: 'Truck inspection', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({
      detail: CHECKLIST_MESSAGES.templateStale,
      current: { title: 'Van inspection', version: 2 },
    })
    expect((await routeApi('DELETE', path, { token: admin.token })).status).toBe(204)
    expect((await routeApi('GET', path, { token: admin.token })).status).toBe(404)
  })
})

describe('checklist/api/', () => {
  it('starts, fills and completes a checklist; a stale PATCH is a 409 with the current one', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const template = await createdThroughApi('/checklist/api/template/', admin.token, TEMPLATE)
    const started = await createdThroughApi<ChecklistDto>('/checklist/api/', staff.token, {
      template: template.id,
      due_on: '2030-03-01',
    })
    expect(started).toMatchObject({
      title: 'Vehicle inspection',
      due_on: '2030-03-01',
      assigned_to: { kind: 'person', id: staff.membership.id },
      progress: { done: 0, total: 3, percent: 0 },
    })
    const [tyres, fuel, driver] = itemIds(started)
    const path = `/checklist/api/details/${started.id}/`

    const filled = await routeApi('PATCH', path, {
      token: staff.token,
      body: { version: 1, answers: { [tyres!]: true, [fuel!]: 'Half' } },
    })
    expect(filled.status).toBe(200)
    expect(filled.json.progress).toEqual({ done: 2, total: 3, percent: 66 })

    const stale = await routeApi('PUT', path, {
      token: staff.token,
      body: { version: 1, answers: { [fuel!]: 'Low' } },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({
      detail: CHECKLIST_MESSAGES.stale,
      current: { version: 2, items: [{ value: 'true' }, { value: 'Half' }, { value: null }] },
    })

    const done = await routeApi('PATCH', path, {
      token: staff.token,
      body: { version: 2, answers: { [driver!]: 'Sam Driver' }, completed: true },
    })
    expect(done.json).toMatchObject({ completed_by: { id: staff.membership.id } })
    expect(done.json.completed_at).toEqual(expect.any(String))

    const list = await routeApi('GET', '/checklist/api/?show=completed', { token: staff.token })
    expect(list.json.results.map((row: { id: number }) => row.id)).toEqual([started.id])
    expect((await routeApi('DELETE', path, { token: staff.token })).status).toBe(403)
    expect((await routeApi('DELETE', path, { token: admin.token })).status).toBe(204)
  })

  it("answers 404 for another company's checklist and template", async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const template = await createdThroughApi('/checklist/api/template/', acme.admin.token, TEMPLATE)
    const checklist = await createdThroughApi('/checklist/api/', acme.admin.token, {
      template: template.id,
    })
    const asGlobex = { token: globex.admin.token }
    const paths = [
      `/checklist/api/details/${checklist.id}/`,
      `/checklist/api/template/details/${template.id}/`,
    ]
    for (const path of paths) expect((await routeApi('GET', path, asGlobex)).status).toBe(404)
    const started = await routeApi('POST', '/checklist/api/', {
      ...asGlobex,
      body: { template: template.id },
    })
    expect(started).toEqual({ status: 404, json: { detail: CHECKLIST_MESSAGES.templateNotFound } })
  })

  it("uploads, downloads and removes a file item's file as multipart, checked like any upload", async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const template = await createdThroughApi('/checklist/api/template/', admin.token, {
      title: 'Delivery',
      items: [{ kind: 'file', label: 'Delivery note', required: true }],
    })
    const started = await createdThroughApi<ChecklistDto>('/checklist/api/', staff.token, {
      template: template.id,
    })
    const file = `/checklist/api/details/${started.id}/items/${started.items[0]!.id}/file/`
    const note = { name: 'delivery.pdf', bytes: SAMPLE_FILES.pdf }

    const uploaded = await multipartApi('POST', file, { token: staff.token, file: note })
    expect(uploaded.status).toBe(201)
    expect(uploaded.json).toMatchObject({
      version: started.version + 1,
      progress: { done: 1, total: 1 },
      items: [{ value: 'delivery.pdf', done_by: { id: staff.membership.id } }],
    })
    const download = await apiDownload(file, admin.token)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('filename="delivery.pdf"')
    expect(download.bytes).toEqual(SAMPLE_FILES.pdf)

    const refused = await multipartApi('POST', file, {
      token: staff.token,
      file: { name: 'tool.exe', bytes: SAMPLE_FILES.exe },
    })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.json)).toEqual(['file'])
    const removed = await routeApi('DELETE', file, { token: staff.token })
    expect(removed.json.items[0]).toMatchObject({ value: null, done_by: null })
    expect((await apiDownload(file, admin.token)).status).toBe(404)
  })
})
