import { describe, expect, it } from 'vitest'
import { apiSignIn, routeApi } from '#tests/factories/api'
import { apiDownload, multipartApi, SAMPLE_FILES } from '#tests/factories/files'
import { mondayNextYear, plusDays, requestsTeam } from '#tests/factories/requests'

/** The team of the service tests, each with an API token. */
async function signedInTeam() {
  const team = await requestsTeam()
  const token = async (member: { user: Parameters<typeof apiSignIn>[0] }) =>
    (await apiSignIn(member.user, team.company)).token
  return {
    ...team,
    tokens: {
      eve: await token(team.eve),
      mia: await token(team.mia),
      rae: await token(team.rae),
      ola: await token(team.ola),
    },
  }
}

describe('request/api', () => {
  it('files, lists, decides and reports a time-off request through the seed calls', async () => {
    const team = await signedInTeam()
    const monday = mondayNextYear(3)
    const created = await routeApi('POST', '/request/api/create/', {
      token: team.tokens.eve,
      body: {
        kind: 'time_off',
        type: team.setup.timeOff.id,
        title: 'Spring break',
        time_off_kind: team.setup.vacation.id,
        starts_on: monday,
        ends_on: plusDays(monday, 4),
      },
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      status: 'pending',
      step: 'manager',
      time_off: { days: '5.00' },
    })
    const id = created.json.id as number

    const mine = await routeApi('GET', '/request/api/list/?status=my_request', {
      token: team.tokens.eve,
    })
    expect(mine.json).toMatchObject({ count: 1, page: 1, page_count: 1, results: [{ id }] })
    const waiting = await routeApi('GET', '/request/api/list/?status=for_approval', {
      token: team.tokens.mia,
    })
    expect(waiting.json.results.map((r: { id: number }) => r.id)).toEqual([id])
    expect(
      (
        await routeApi('GET', '/request/api/list/?status=my_request&my_all', {
          token: team.tokens.eve,
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await routeApi('GET', '/request/api/list/?status=my_request&my_all', {
          token: team.tokens.rae,
        })
      ).json.count,
    ).toBe(1)

    expect(
      (await routeApi('GET', `/request/api/detail/${id}/`, { token: team.tokens.ola })).status,
    ).toBe(404)
    const approved = await routeApi('POST', `/request/api/detail/${id}/approve/`, {
      token: team.tokens.mia,
      body: { version: created.json.version },
    })
    expect(approved.json).toMatchObject({ status: 'pending', step: 'admin' })
    const rejected = await routeApi('POST', `/request/api/detail/${id}/reject/`, {
      token: team.tokens.rae,
      body: { version: approved.json.version },
    })
    expect(rejected.status).toBe(400)
    expect(rejected.json).toEqual({ comment: ['Say why, so the requester knows what to do.'] })

    const person = team.eve.membership.id
    const requests = await routeApi('GET', `/request/api/user-requests/${person}/`, {
      token: team.tokens.mia,
    })
    expect(requests.json).toMatchObject({ staff: { name: 'Eve Employee' }, count: 1 })
    expect(
      (await routeApi('GET', `/request/api/user-requests/${person}/`, { token: team.tokens.ola }))
        .status,
    ).toBe(403)
    const summary = await routeApi('GET', `/request/api/staff-requests-summary/${person}/`, {
      token: team.tokens.rae,
    })
    expect(summary.json).toMatchObject({
      total: 1,
      by_status: { pending: 1, approved: 0 },
      by_type: [{ type: { name: 'Time off' }, count: 1 }],
    })
    const year = Number(monday.slice(0, 4))
    const adjusted = await routeApi('PATCH', `/request/api/staff-time-offs-detail/${person}/`, {
      token: team.tokens.rae,
      body: {
        time_off_kind: team.setup.vacation.id,
        year,
        adjustment_days: '3',
        note: 'Carry-over',
      },
    })
    expect(adjusted.status).toBe(200)
    expect(
      adjusted.json.balances.find(
        (b: { time_off_kind: { name: string } }) => b.time_off_kind.name === 'Vacation',
      ),
    ).toMatchObject({ adjustment: '3.00', pending: '5.00' })
    const refused = await routeApi('PATCH', `/request/api/staff-time-offs-detail/${person}/`, {
      token: team.tokens.eve,
      body: {},
    })
    expect(refused.status).toBe(403)
  })

  it('lets request admins set up types and kinds of time off, and no one else', async () => {
    const team = await signedInTeam()
    const body = {
      name: 'Training budget',
      kind: 'expense',
      manager_approves: true,
      admin_approves: true,
      is_active: true,
    }
    expect(
      (await routeApi('POST', '/request/api/types/', { token: team.tokens.eve, body })).status,
    ).toBe(403)
    const created = await routeApi('POST', '/request/api/types/', { token: team.tokens.rae, body })
    expect(created.status).toBe(201)
    const again = await routeApi('POST', '/request/api/types/', {
      token: team.tokens.rae,
      body: { ...body, name: 'training BUDGET' },
    })
    expect(again.json).toEqual({ name: ['A request type with this name already exists.'] })
    const edited = await routeApi('PATCH', `/request/api/types/${created.json.id}/`, {
      token: team.tokens.rae,
      body: { ...body, admin_approves: false, version: created.json.version },
    })
    expect(edited.json).toMatchObject({ admin_approves: false, kind: 'expense', version: 2 })
    const kind = await routeApi('POST', '/request/api/time-off-kinds/', {
      token: team.tokens.rae,
      body: { name: 'Sick leave', annual_days: '10.5', tracks_balance: true, is_active: true },
    })
    expect(kind.json).toMatchObject({ annual_days: '10.50' })
    const list = await routeApi('GET', '/request/api/time-off-kinds/', { token: team.tokens.eve })
    expect(list.json.map((k: { name: string }) => k.name)).toEqual([
      'Sick leave',
      'Unpaid leave',
      'Vacation',
    ])
  })

  it('takes a request attachment as a multipart upload, checked, and downloads it', async () => {
    const team = await signedInTeam()
    const created = await routeApi('POST', '/request/api/create/', {
      token: team.tokens.eve,
      body: {
        kind: 'expense',
        type: team.setup.expense.id,
        title: 'Boots',
        amount: '80.00',
        currency: 'USD',
        spent_on: '2026-05-04',
      },
    })
    const files = `/request/api/detail/${created.json.id}/attachments/`
    const receipt = { name: 'receipt.pdf', bytes: SAMPLE_FILES.pdf }
    const attached = await multipartApi('POST', files, { token: team.tokens.eve, file: receipt })
    expect(attached.status).toBe(201)
    const [file] = attached.json.attachments
    expect(file).toMatchObject({ file_name: 'receipt.pdf', content_type: 'application/pdf' })

    const download = await apiDownload(`${files}${file.id}/`, team.tokens.mia)
    expect(download.status).toBe(200)
    expect(download.bytes).toEqual(SAMPLE_FILES.pdf)
    expect((await apiDownload(`${files}${file.id}/`, team.tokens.ola)).status).toBe(404)

    const disguised = await multipartApi('POST', files, {
      token: team.tokens.eve,
      file: { name: 'notes.pdf', bytes: SAMPLE_FILES.exe },
    })
    expect(disguised.status).toBe(400)
    expect(Object.keys(disguised.json)).toEqual(['file'])
    const notMultipart = await routeApi('POST', files, { token: team.tokens.eve, body: {} })
    expect(notMultipart.status).toBe(400)
    const byApprover = await multipartApi('POST', files, { token: team.tokens.mia, file: receipt })
    expect(byApprover.status).toBe(403)
    const detail = await routeApi('GET', `/request/api/detail/${created.json.id}/`, {
      token: team.tokens.eve,
    })
    expect(detail.json.attachments).toHaveLength(1)
  })
})
