import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '~/domains/company/company.tables'
import { FlowDocumentSchema } from '~/domains/flowchart/flowchart.schema'
import { flowCharts } from '~/domains/flowchart/flowchart.tables'
import { articles } from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'
import { DEMO_CHARTS } from '../../../scripts/seed/flowcharts'

describe('demo decision charts', () => {
  it('shows a valid decision chart in four Acme articles, made once', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const shown = await db
      .select({ title: articles.title, blocks: articles.blocks, chart: flowCharts })
      .from(articles)
      .innerJoin(flowCharts, eq(flowCharts.id, articles.flowChartId))
      .where(
        and(eq(articles.companyId, acme!.id), inArray(articles.title, Object.keys(DEMO_CHARTS))),
      )
    expect(shown.map((row) => row.title).sort()).toEqual(Object.keys(DEMO_CHARTS).sort())
    for (const row of shown) {
      expect(row.blocks).toContain('decision_chart')
      expect(row.chart.companyId).toBe(acme!.id)
      expect(FlowDocumentSchema.safeParse(row.chart.document).success).toBe(true)
    }
    // Seeded twice by the suite: still one chart per article.
    const charts = await db
      .select({ id: flowCharts.id })
      .from(flowCharts)
      .where(eq(flowCharts.companyId, acme!.id))
    expect(charts.length).toBe(shown.length)
  })
})
