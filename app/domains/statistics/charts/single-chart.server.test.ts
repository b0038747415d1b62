import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { stats, statValues } from '../statistics.tables'
import { singleChartFile, singleChartView } from './single-chart.server'
import { addDecimals } from '../stat-series.server'
import { PICKER_LIMIT } from './chart-series.server'

type Signed = Awaited<ReturnType<typeof adminAndStaffSignedIn>>['admin']

/** A weekly stat of the admin's company with the given values by week start. */
async function weeklyStat(who: Signed, name: string, values: Record<string, string>) {
  const [stat] = await db
    .insert(stats)
    .values({ companyId: who.actor.companyId, name, periodType: 'WEEKLY', upperGuide: '100' })
    .returning()
  const rows = Object.entries(values).map(([start, value]) => {
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + 6 * 86_400_000)
    return {
      companyId: who.actor.companyId,
      statId: stat!.id,
      periodStart: start,
      periodEnd: end.toISOString().slice(0, 10),
      value,
    }
  })
  if (rows.length) await db.insert(statValues).values(rows)
  return stat!
}

const asker = (who: Signed) => ({ actor: who.actor, meta: testMeta() })
const query = (fields: Record<string, string>) => new URLSearchParams(fields)

describe('the single chart', () => {
  it('shows the stat’s own periods up to the end, with a gap where no value was entered', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const stat = await weeklyStat(admin, 'Calls', { '2026-03-02': '12', '2026-03-16': '7.5' })
    const view = await singleChartView(
      asker(admin),
      query({ stat: String(stat.id), periods: '3', end: '2026-03-18' }),
    )
    expect(view.series?.points).toEqual([
      { start: '2026-03-02', end: '2026-03-08', value: '12' },
      { start: '2026-03-09', end: '2026-03-15', value: null },
      { start: '2026-03-16', end: '2026-03-22', value: '7.5' },
    ])
    expect(view.series?.upperGuide).toBe('100')
    // A small company's picker lists every stat, without a name filter.
    expect(view.stats).toEqual([{ id: stat.id, name: 'Calls' }])
    expect(view.findable).toBe(false)
  })

  it('adds up the weeks starting in each month, exactly, when shown monthly', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const stat = await weeklyStat(admin, 'Refunds', {
      '2026-01-26': '0.1', // starts in January
      '2026-02-02': '0.1',
      '2026-02-23': '0.2', // ends in March, starts in February
      '2026-03-02': '5',
    })
    const view = await singleChartView(
      asker(admin),
      query({
        stat: String(stat.id),
        period_type: 'MONTHLY',
        start: '2026-01-01',
        end: '2026-03-31',
      }),
    )
    expect(view.series?.periodType).toBe('MONTHLY')
    expect(view.series?.points.map((point) => [point.start, point.value])).toEqual([
      ['2026-01-01', '0.1'],
      ['2026-02-01', '0.3'],
      ['2026-03-01', '5'],
    ])
  })

  it('draws a calculated stat from the stats its formula names, period by period', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const revenue = await weeklyStat(admin, 'Revenue', {
      '2026-03-02': '100',
      '2026-03-09': '90',
      '2026-03-16': '10',
    })
    const orders = await weeklyStat(admin, 'Orders', { '2026-03-02': '8', '2026-03-16': '3' })
    const [perOrder] = await db
      .insert(stats)
      .values({
        companyId: admin.actor.companyId,
        name: 'Revenue per order',
        formula: `{#${revenue.id}} / {#${orders.id}}`,
      })
      .returning()
    const [doubled] = await db
      .insert(stats)
      .values({
        companyId: admin.actor.companyId,
        name: 'Doubled',
        formula: `{#${perOrder!.id}} * 2`,
      })
      .returning()
    const fields = { periods: '3', end: '2026-03-16' }
    const view = await singleChartView(
      asker(admin),
      query({ stat: String(perOrder!.id), ...fields }),
    )
    expect(view.series?.points.map((point) => point.value)).toEqual(['12.5', null, '3.3333333333'])
    const twice = await singleChartView(
      asker(admin),
      query({ stat: String(doubled!.id), ...fields }),
    )
    expect(twice.series?.points.map((point) => point.value)).toEqual(['25', null, '6.6666666666'])
    const monthly = await singleChartView(
      asker(admin),
      query({
        stat: String(perOrder!.id),
        period_type: 'MONTHLY',
        periods: '1',
        end: '2026-03-31',
      }),
    )
    expect(monthly.series?.points.map((point) => point.value)).toEqual(['18.1818181818'])
  })

  it('reports a bad query next to its field and draws the default chart', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const stat = await weeklyStat(admin, 'Visits', {})
    const view = await singleChartView(
      asker(admin),
      query({ stat: String(stat.id), periods: '0', start: '2026-05-01', end: '2026-04-01' }),
    )
    expect(view.form.errors).toEqual({
      periods: ['Enter a number of periods from 1 to 1100.'],
      start: ['The start must be on or before the end.'],
    })
    expect(view.series?.points).toHaveLength(12)
  })

  it('lists a large company’s first stats in the picker and finds the others by name', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const company = admin.actor.companyId
    await db.insert(stats).values(
      Array.from({ length: PICKER_LIMIT + 1 }, (_, index) => ({
        companyId: company,
        name: `Stat ${String(index + 1).padStart(3, '0')}`,
        periodType: 'WEEKLY' as const,
        order: index + 1,
      })),
    )
    const first = await singleChartView(asker(admin), query({}))
    expect(first.findable).toBe(true)
    expect(first.stats).toHaveLength(PICKER_LIMIT)
    expect(first.stat?.name).toBe('Stat 001')

    const last = first.stats[0]!.id + PICKER_LIMIT
    const found = await singleChartView(asker(admin), query({ find: '201' }))
    expect(found.stats).toEqual([{ id: last, name: 'Stat 201' }])
    // The chosen stat stays in the picker whatever the search.
    const kept = await singleChartView(asker(admin), query({ find: '201', stat: String(last - 1) }))
    expect(kept.stats.map((stat) => stat.name)).toEqual(['Stat 200', 'Stat 201'])
  })

  it('treats another company’s stat as missing, and records the attempt', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const secret = await weeklyStat(acme.admin, 'Acme revenue', { '2026-03-02': '999' })
    await expect(
      singleChartView(asker(globex.admin), query({ stat: String(secret.id) })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(
      singleChartFile(asker(globex.admin), query({ stat: String(secret.id) }), 'csv'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const denied = await auditEntries({ action: 'stat.read', entityId: secret.id })
    expect(denied.map((entry) => entry.outcome)).toEqual(['denied', 'denied'])
  })
})

describe('the single chart’s downloads', () => {
  const fields = (id: number) =>
    query({ stat: String(id), periods: '2', end: '2026-03-09', period_type: 'WEEKLY' })

  it('gives the values as CSV with exact and negative numbers kept as numbers', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const stat = await weeklyStat(admin, '=Net change', {
      '2026-03-02': '-3.25',
      '2026-03-09': '10',
    })
    const response = await singleChartFile(asker(admin), fields(stat.id), 'csv')
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain('net-change.csv')
    expect(await response.text()).toBe(
      'Stat,Period start,Period end,Value\r\n' +
        "'=Net change,2026-03-02,2026-03-08,-3.25\r\n" +
        "'=Net change,2026-03-09,2026-03-15,10\r\n",
    )
  })

  it('gives the chart as SVG and as a PNG drawn on the server', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const stat = await weeklyStat(admin, 'Calls', { '2026-03-02': '4', '2026-03-09': '6' })
    const svg = await singleChartFile(asker(admin), fields(stat.id), 'svg')
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await svg.text()).toContain('<title id="stat-chart-title">Calls</title>')
    const png = await singleChartFile(asker(admin), fields(stat.id), 'png')
    expect(png.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await png.arrayBuffer())
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG')
    // Twice the SVG's 760 px width, so it stays sharp.
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(1520)
  })
})

describe('exact sums', () => {
  it('adds decimals without binary fractions, signs and scales mixed', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3')
    expect(addDecimals('-3.25', '1')).toBe('-2.25')
    expect(addDecimals('-0.5', '0.25')).toBe('-0.25')
    expect(addDecimals('999999999999999.5', '0.5')).toBe('1000000000000000')
    expect(addDecimals('2', '-2')).toBe('0')
  })
})
