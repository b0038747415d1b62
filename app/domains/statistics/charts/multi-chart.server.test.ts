import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn } from '#tests/factories/api'
import { makeDivision } from '#tests/factories/org'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { stats, statValues } from '../statistics.tables'
import { multiChartFile, multiChartView } from './multi-chart.server'

type Team = Awaited<ReturnType<typeof adminAndStaffSignedIn>>

async function stat(team: Team, name: string, extra: Partial<typeof stats.$inferInsert> = {}) {
  const [row] = await db
    .insert(stats)
    .values({ companyId: team.company.id, name, periodType: 'MONTHLY', ...extra })
    .returning()
  return row!
}

const names = async (team: Team, fields: Record<string, string>) =>
  (
    await multiChartView({ actor: team.admin.actor, meta: testMeta() }, new URLSearchParams(fields))
  ).charts.map((chart) => chart.stat.name)

describe('the multi view', () => {
  it('filters the company’s stats in use by search, tag, division and owner, and sorts them', async () => {
    const team = await adminAndStaffSignedIn()
    const sales = await makeDivision(team.company, { name: 'Sales' })
    await stat(team, 'Revenue', { tags: ['money'], divisionId: sales.id, order: 2 })
    await stat(team, 'Refunds', { tags: ['money'], order: 1 })
    await stat(team, 'Old revenue', { isArchived: true })
    await stat(team, 'Tickets', { ownerMembershipId: team.admin.membership.id, order: 3 })
    const elsewhere = await adminAndStaffSignedIn()
    await stat(elsewhere, 'Revenue elsewhere')

    expect(await names(team, {})).toEqual(['Refunds', 'Revenue', 'Tickets'])
    expect(await names(team, { sort: 'stat_name' })).toEqual(['Refunds', 'Revenue', 'Tickets'])
    expect(await names(team, { search: 'rev' })).toEqual(['Revenue'])
    expect(await names(team, { tag: 'money' })).toEqual(['Refunds', 'Revenue'])
    expect(await names(team, { division: String(sales.id) })).toEqual(['Revenue'])
    expect(await names(team, { sort: 'stat_division' })).toEqual(['Revenue', 'Refunds', 'Tickets'])
    expect(await names(team, { my_stats: 'true' })).toEqual(['Tickets'])
  })

  it('draws fifty stats of three years of weekly values on a page, with every value', async () => {
    const team = await adminAndStaffSignedIn()
    const rows = await db
      .insert(stats)
      .values(
        Array.from({ length: 51 }, (_, index) => ({
          companyId: team.company.id,
          name: `Stat ${String(index).padStart(2, '0')}`,
          order: index,
        })),
      )
      .returning()
    const weeks = Array.from({ length: 156 }, (_, week) => {
      const start = new Date(Date.UTC(2024, 0, 1 + 7 * week))
      const end = new Date(start.getTime() + 6 * 86_400_000)
      return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)] as const
    })
    await db.insert(statValues).values(
      rows.slice(0, 50).flatMap((row, index) =>
        weeks.map(([periodStart, periodEnd], week) => ({
          companyId: team.company.id,
          statId: row.id,
          periodStart,
          periodEnd,
          value: String(index + week),
        })),
      ),
    )
    const params = new URLSearchParams({ periods: '156', end: weeks[155]![0] })
    const asker = { actor: team.admin.actor, meta: testMeta() }
    const view = await multiChartView(asker, params)
    expect(view.total).toBe(51)
    expect(view.pageCount).toBe(2)
    expect(view.charts).toHaveLength(50)
    expect(view.charts[49]!.series.points).toHaveLength(156)
    expect(view.charts[49]!.series.points.filter((point) => point.value !== null)).toHaveLength(156)
    expect(view.charts[49]!.series.points[155]!.value).toBe(String(49 + 155))

    const csv = await (await multiChartFile(asker, params, 'csv')).text()
    expect(csv.trim().split('\r\n')).toHaveLength(1 + 50 * 156)
  })
})
