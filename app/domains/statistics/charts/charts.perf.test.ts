import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testMeta } from '#tests/factories/request'
import { expectMediansWithin, largeCompany } from '#tests/support/perf'
import { valuesTableHtml } from './values-table'
import { multiChartView } from './multi-chart.server'
import { singleChartView } from './single-chart.server'
import { statChartSvg } from './stat-chart-svg'

const STATS = 2_000
const WEEKS = 156
/**
 * The chart pages at seed:large scale: 2,000 weekly stats with three years of values each
 * (312,000 values), as `seed:large` adds them. What is timed is each page's server work: the
 * service, the SVG drawing and the values table. Timings on a shared two-core machine swing with
 * its load, so this runs on request (`STATS_PERF=1 DATABASE_URL=memory:// npx vitest run
 * app/domains/statistics/charts/charts.perf`), prints its numbers and fails only past a limit
 * a lost query plan reaches.
 */
const P50_LIMIT_MS = Number(process.env.P50_LIMIT_MS ?? 500)

const largeStats = () =>
  largeCompany((c) => [
    sql`insert into stats (company_id, name, period_type, "order")
        select ${c}, 'Stat ' || g, 'WEEKLY', g from generate_series(1, ${STATS}) g`,
    sql`insert into stat_values (company_id, stat_id, period_start, period_end, value)
        select ${c}, s.id, d::date, (d + interval '6 days')::date,
               (100 + w + (s.id % 17) * 3)::numeric
          from stats s
          cross join generate_series(0, ${WEEKS - 1}) w
          cross join lateral (select date '2024-01-01' + (w * 7) as d) day
         where s.company_id = ${c}`,
  ])

describe.skipIf(!process.env.STATS_PERF)('statistics charts at seed:large scale', () => {
  it('draws one stat’s three years and fifty stats side by side within budget', async () => {
    const { actor } = await largeStats()
    const asker = { actor, meta: testMeta() }
    const end = '2026-12-21'
    const single = new URLSearchParams({ periods: String(WEEKS), end })
    const first = await singleChartView(asker, single)
    expect(first.series?.points.filter((point) => point.value !== null)).toHaveLength(WEEKS)
    const report = await expectMediansWithin(P50_LIMIT_MS, [
      [
        'single chart, 156 weeks',
        async () => {
          const view = await singleChartView(asker, single)
          return [statChartSvg(view.series!), valuesTableHtml(view.series!)]
        },
      ],
      [
        'multi view, 50 stats × 156 weeks',
        async () => {
          const view = await multiChartView(asker, new URLSearchParams({ periods: '156', end }))
          return view.charts.map(({ series }) => [
            statChartSvg(series, { size: 'panel' }),
            valuesTableHtml(series),
          ])
        },
      ],
      [
        'multi view, 50 stats × 12 weeks',
        () => multiChartView(asker, new URLSearchParams({ end })),
      ],
    ])
    console.log(report.join('\n'))
  }, 600_000)
})
