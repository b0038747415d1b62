import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  expectMediansWithin,
  largeCompany,
  largeStaffEmails,
  largeStaffUsers,
} from '#tests/support/perf'
import {
  loadOrgChart,
  loadOrgChartBranch,
  loadOrgChartForExport,
  searchOrgChart,
} from './org-chart.server'

const STAFF = 10_000
/**
 * The issue budgets a chart page at 300 ms p50 on the embedded database at 10,000 people; the
 * chart's own work (what this measures) must leave room for the layout around it. Timings on a
 * shared two-core machine swing several-fold with its load, so this runs on request
 * (`ORG_CHART_PERF=1 DATABASE_URL=memory:// npx vitest run app/domains/org/org-chart.perf`),
 * prints its numbers and fails past a limit only a lost plan reaches.
 */
const P50_LIMIT_MS = Number(process.env.P50_LIMIT_MS ?? 300)

/** 10,000 people in a fan-out 7 tree, 7 divisions, a position per level, some dotted lines. */
const largeChart = () =>
  largeCompany((c) => [
    sql`insert into divisions (company_id, name, color, "order")
        select ${c}, 'Division ' || g, '#0cb2fc', g from generate_series(1, 7) g`,
    sql`insert into positions (company_id, name)
        select ${c}, 'Level ' || g from generate_series(0, 6) g`,
    largeStaffUsers(c, STAFF),
    sql`insert into memberships (company_id, user_id)
        select ${c}, u.id from users u where u.email like ${largeStaffEmails(c)} order by u.id`,
    sql`with ranked as (
          select id, row_number() over (order by id) - 1 as n
          from memberships where company_id = ${c}
        )
        update memberships m set
          manager_id = case when me.n = 0 then null else boss.id end,
          division_id = (select min(id) from divisions where company_id = ${c}) + me.n % 7,
          dotted_manager_id = case when me.n > 8 and me.n % 37 = 0 then boss.id end
        from ranked me left join ranked boss on boss.n = (me.n - 1) / 7
        where m.id = me.id`,
    sql`insert into membership_positions (membership_id, position_id, rank)
        select m.id, (select min(id) from positions where company_id = ${c})
          + least(6, floor(ln(6 * r.n + 1) / ln(7)))::int, 0
        from memberships m join (
          select id, row_number() over (order by id) - 1 as n from memberships
          where company_id = ${c}
        ) r on r.id = m.id`,
  ])

describe.runIf(process.env.ORG_CHART_PERF === '1')('org charts of a 10,000-person company', () => {
  it(
    'loads each chart, a branch, a search and an export within budget',
    { timeout: 300_000 },
    async () => {
      const { actor } = await largeChart()
      const top = { root: null, focus: null, page: 1 }
      const people = await loadOrgChart(actor, 'people', top)
      const deep = people.roots[0]!.children[0]!.children[0]!
      const report = await expectMediansWithin(P50_LIMIT_MS, [
        ['people chart', () => loadOrgChart(actor, 'people', top)],
        ['division chart', () => loadOrgChart(actor, 'division', top)],
        ['positions chart', () => loadOrgChart(actor, 'positions', top)],
        ['branch of a third-level box', () => loadOrgChartBranch(actor, 'people', deep.key)],
        ['search "person 99"', () => searchOrgChart(actor, 'people', 'person 99')],
        ['SVG export data', () => loadOrgChartForExport(actor, 'people', null)],
      ])
      console.log(`Org charts, ${STAFF} staff (PGlite):\n${report.join('\n')}`)
      expect(people.total).toBe(STAFF + 1)
      expect(people.roots[0]!.directReports).toBe(7)
    },
  )
})
