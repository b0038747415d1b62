import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { db } from '~/platform/db.server'
import { stats, statValues } from '../statistics.tables'

async function monthlyStat(companyId: number) {
  const [stat] = await db
    .insert(stats)
    .values({ companyId, name: 'Signups', periodType: 'MONTHLY', lowerGuide: '5' })
    .returning()
  await db.insert(statValues).values([
    {
      companyId,
      statId: stat!.id,
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      value: '10',
    },
    {
      companyId,
      statId: stat!.id,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      value: '4.5',
    },
  ])
  return stat!
}

describe('statistics/api/single-stat/{id}/', () => {
  it('answers the stat’s values over the periods asked, to every member', async () => {
    const acme = await adminAndStaffSignedIn()
    const stat = await monthlyStat(acme.company.id)
    const answer = await routeApi(
      'GET',
      `/statistics/api/single-stat/${stat.id}/?periods=3&end=2026-03-15`,
      { token: acme.staff.token },
    )
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({
      id: stat.id,
      stat_name: 'Signups',
      period_type: 'MONTHLY',
      stat_period_type: 'MONTHLY',
      lower_is_better: false,
      upper_guide: null,
      lower_guide: '5',
      is_calculated: false,
      period_start: '2026-01-01',
      period_end: '2026-03-31',
      periods: 3,
      values: [
        { period_start: '2026-01-01', period_end: '2026-01-31', stat_value: '10' },
        { period_start: '2026-02-01', period_end: '2026-02-28', stat_value: null },
        { period_start: '2026-03-01', period_end: '2026-03-31', stat_value: '4.5' },
      ],
    })
  })

  it('adds the periods up for a coarser period_type and reads the list’s date names', async () => {
    const acme = await adminAndStaffSignedIn()
    const stat = await monthlyStat(acme.company.id)
    const answer = await routeApi(
      'GET',
      `/statistics/api/single-stat/${stat.id}/?period_type=QUARTERLY&stat_value_period_start=2026-01-01&stat_value_period_end=2026-06-30`,
      { token: acme.staff.token },
    )
    expect(answer.json.values).toEqual([
      { period_start: '2026-01-01', period_end: '2026-03-31', stat_value: '14.5' },
      { period_start: '2026-04-01', period_end: '2026-06-30', stat_value: null },
    ])
  })

  it('refuses a bad query with the field’s message, and another company’s stat is a 404', async () => {
    const acme = await adminAndStaffSignedIn()
    const stat = await monthlyStat(acme.company.id)
    const bad = await routeApi(
      'GET',
      `/statistics/api/single-stat/${stat.id}/?period_type=HOURLY`,
      {
        token: acme.staff.token,
      },
    )
    expect(bad.status).toBe(400)
    expect(bad.json.period_type).toEqual([
      'Choose daily, weekly, monthly, quarterly, yearly or the stat’s own periods.',
    ])
    const globex = await adminAndStaffSignedIn()
    const missing = await routeApi('GET', `/statistics/api/single-stat/${stat.id}/`, {
      token: globex.admin.token,
    })
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ detail: 'Stat not found.' })
    const unsigned = await routeApi('GET', `/statistics/api/single-stat/${stat.id}/`)
    expect(unsigned.status).toBe(401)
  })
})
