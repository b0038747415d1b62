import { describe, expect, it } from 'vitest'
import { makeMember } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, apiSignIn, createdThroughApi, routeApi } from '#tests/factories/api'
import { STAT_MESSAGES } from './statistics.messages'

const API = '/statistics/api'
type Stat = { id: number; version: number; stat_name: string }

async function acmeWithStats() {
  const acme = await adminAndStaffSignedIn()
  const add = (body: Record<string, unknown>) =>
    createdThroughApi<Stat>(`${API}/list-create/`, acme.admin.token, body)
  const sales = await add({
    stat_name: 'Sales',
    stat_owner: acme.staff.membership.id,
    tags: ['money'],
  })
  const costs = await add({ stat_name: 'Costs', lower_is_better: true, upper_guide: '500' })
  return { acme, sales, costs }
}

describe('statistics/api/', () => {
  it('lists stats with their values and the seed’s filters, paginated and whole', async () => {
    const { acme, sales } = await acmeWithStats()
    const token = acme.staff.token
    const entered = await createdThroughApi<{ id: number; period_start: string }>(
      `${API}/statvalue/create/`,
      token,
      { stat: sales.id, stat_date: '2026-03-04', stat_value: 1250 },
    )
    expect(entered.period_start).toBe('2026-03-02')

    const page = await routeApi(
      'GET',
      `${API}/list-create-all-paginated/?stat_value_period_start=2026-02-23&stat_value_period_end=2026-03-08&tag=money`,
      { token },
    )
    expect(page.status).toBe(200)
    expect(page.json).toMatchObject({ count: 1, page: 1, has_next_page: false, next: null })
    expect(
      page.json.results[0].stat_values.map((v: { stat_value: string | null }) => v.stat_value),
    ).toEqual([null, '1250'])
    const paginated = await routeApi('GET', `${API}/list-create-paginated/?sort=stat_name`, {
      token,
    })
    expect(paginated.json.results.map((s: Stat) => s.stat_name)).toEqual(['Costs', 'Sales'])
    expect(paginated.json.results[0].stat_values).toHaveLength(12)
    const simple = await routeApi('GET', `${API}/simple-list/`, { token })
    expect(simple.json.map((s: Stat) => s.stat_name)).toEqual(['Sales', 'Costs'])
    expect((await routeApi('GET', `${API}/tags/`, { token })).json).toEqual(['money'])
    const settings = await routeApi('GET', `${API}/settings/${sales.id}/`, { token })
    expect(settings.json).toMatchObject({
      stat_name: 'Sales',
      stat_owner: acme.staff.membership.id,
    })
    const options = await routeApi('OPTIONS', `${API}/list-create/`, { token })
    expect(Object.keys(options.json.actions.POST)).toContain('period_type')
    const values = await routeApi(
      'GET',
      `${API}/statvalues/${sales.id}/?periods=3&stat_value_period_end=2026-03-08`,
      { token },
    )
    expect(values.json.values.map((v: { period_start: string }) => v.period_start)).toEqual([
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
    ])
  })

  it('lets only stat admins manage stats; the owner edits values, a period entered twice or a stale edit is a 409 with the number saved', async () => {
    const { acme, sales, costs } = await acmeWithStats()
    const refused = await routeApi('POST', `${API}/list-create/`, {
      token: acme.staff.token,
      body: { stat_name: 'Mine' },
    })
    expect(refused.status).toBe(403)
    const statAdmin = await makeMember(acme.company, { roles: ['user_is_stat_admin'] })
    const { token } = await apiSignIn(statAdmin.user, acme.company)
    const moved = await routeApi('PATCH', `${API}/update-delete/${costs.id}/`, {
      token,
      body: { order: 1 },
    })
    expect(moved.status).toBe(200)
    const order = await routeApi('GET', `${API}/list-create/`, { token })
    expect(order.json.map((s: Stat) => s.stat_name)).toEqual(['Costs', 'Sales'])

    const value = await createdThroughApi<{ id: number }>(
      `${API}/statvalue/create/`,
      acme.staff.token,
      {
        stat: sales.id,
        stat_date: '2026-03-02',
        stat_value: '10',
      },
    )
    const again = await routeApi('POST', `${API}/statvalue/create/`, {
      token,
      body: { stat: sales.id, stat_date: '2026-03-04', stat_value: '99' },
    })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({
      detail: STAT_MESSAGES.valueStale,
      current: { id: value.id, stat_value: '10', period_start: '2026-03-02', version: 1 },
    })
    const path = `${API}/statvalue/update-delete/${value.id}/`
    expect(
      (await routeApi('PUT', path, { token, body: { stat_value: '11', version: 1 } })).status,
    ).toBe(200)
    const stale = await routeApi('PUT', path, {
      token: acme.staff.token,
      body: { stat_value: '12', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({
      detail: STAT_MESSAGES.valueStale,
      current: { stat_value: '11', version: 2 },
    })
    const notOwner = await routeApi('POST', `${API}/statvalue/create/`, {
      token: acme.staff.token,
      body: { stat: costs.id, stat_date: '2026-03-02', stat_value: '1' },
    })
    expect(notOwner.status).toBe(403)
    expect((await routeApi('DELETE', path, { token: acme.staff.token })).status).toBe(204)

    const copies = await routeApi('POST', `${API}/duplicate-stats/`, {
      token,
      body: { stat_ids: [sales.id], name_prefix: 'Q2 ', stat_owner: statAdmin.membership.id },
    })
    expect(copies.status).toBe(201)
    expect(copies.json[0]).toMatchObject({
      stat_name: 'Q2 Sales',
      stat_owner: statAdmin.membership.id,
    })
  })

  it('answers a bulk upload with every wrong row, and saves none of them', async () => {
    const { acme, sales } = await acmeWithStats()
    const upload = await routeApi('POST', `${API}/statvalue/bulk-create/`, {
      token: acme.staff.token,
      body: {
        values: [
          { stat: sales.id, stat_date: '2026-03-02', stat_value: 5 },
          { stat: 'Sales', stat_date: 'soon', stat_value: 6 },
        ],
      },
    })
    expect(upload.status).toBe(400)
    expect(upload.json).toEqual({
      errors: ['Row 2: Enter the date as YYYY-MM-DD', STAT_MESSAGES.uploadNotWritten],
    })
    const saved = await routeApi('POST', `${API}/statvalue/bulk-create/`, {
      token: acme.staff.token,
      body: { rows: 'Sales,2026-03-02,5\nSales,2026-03-09,6' },
    })
    expect(saved).toMatchObject({ status: 201, json: { saved: 2 } })
  })

  it('takes an external client’s values with the stat’s token only', async () => {
    const { acme } = await acmeWithStats()
    const { issueStatToken } = await import('./external-stats.server')
    const feed = await createdThroughApi<Stat>(`${API}/list-create/`, acme.admin.token, {
      stat_name: 'Signups',
      is_external: true,
    })
    const { token } = await issueStatToken(
      { actor: acme.admin.actor, meta: { ip: '2001:db8::9', userAgent: 'vitest' } },
      feed.id,
    )
    const post = (bearer: string) =>
      routeApi('POST', `${API}/external/value/`, {
        token: bearer,
        body: { stat_value: '42', stat_date: '2026-03-04' },
      })
    const bad = await post('gwst_nope')
    expect(bad).toMatchObject({ status: 401, json: { detail: STAT_MESSAGES.badToken } })
    const good = await post(token)
    expect(good).toMatchObject({
      status: 201,
      json: { stat: feed.id, stat_value: '42', period_start: '2026-03-02' },
    })
    const typed = await routeApi('POST', `${API}/statvalue/create/`, {
      token: acme.admin.token,
      body: { stat: feed.id, stat_date: '2026-03-09', stat_value: '1' },
    })
    expect(typed.json).toEqual({ stat_value: [STAT_MESSAGES.externalHasNoForm] })
  })

  it('answers 404 for another company’s stat or value on every call', async () => {
    const { acme, sales } = await acmeWithStats()
    const globex = await adminAndStaffSignedIn()
    const token = globex.admin.token
    const value = await createdThroughApi<{ id: number }>(
      `${API}/statvalue/create/`,
      acme.admin.token,
      {
        stat: sales.id,
        stat_date: '2026-03-02',
        stat_value: '1',
      },
    )
    const answers = await Promise.all([
      routeApi('GET', `${API}/settings/${sales.id}/`, { token }),
      routeApi('GET', `${API}/statvalues/${sales.id}/`, { token }),
      routeApi('PATCH', `${API}/update-delete/${sales.id}/`, { token, body: { order: 1 } }),
      routeApi('DELETE', `${API}/update-delete/${sales.id}/`, { token }),
      routeApi('POST', `${API}/statvalue/create/`, {
        token,
        body: { stat: sales.id, stat_date: '2026-03-09', stat_value: '1' },
      }),
      routeApi('PUT', `${API}/statvalue/update-delete/${value.id}/`, {
        token,
        body: { stat_value: '2', version: 1 },
      }),
      routeApi('DELETE', `${API}/statvalue/update-delete/${value.id}/`, { token }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404])
  })
})
