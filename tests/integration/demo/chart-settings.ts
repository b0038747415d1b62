import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '~/domains/company/company.tables'
import { isOrgChartPublic, loadOrgChartSettings } from '~/domains/org/org-chart-settings.server'
import { DEFAULT_ORG_CHART_SETTINGS } from '~/domains/org/org-chart.types'
import { db } from '~/platform/db.server'
import { DEMO_ORGFLOW_SETTINGS } from '../../../scripts/seed/chart-settings'
import { seedDemo } from '../../../scripts/seed/demo'

describe('demo org chart settings', () => {
  it("gives Acme a styled vertical chart and a public chart, once, keeping a visitor's choice", async () => {
    const acme = await isOrgChartPublic('acme-demo')
    expect(acme).toMatchObject({ companyName: 'Acme Demo' })
    expect(await loadOrgChartSettings(acme!.companyId, 'orgflow')).toEqual(DEMO_ORGFLOW_SETTINGS)
    expect(DEMO_ORGFLOW_SETTINGS).not.toEqual(DEFAULT_ORG_CHART_SETTINGS)
    expect(await loadOrgChartSettings(acme!.companyId, 'horizontalorg')).toEqual(
      DEFAULT_ORG_CHART_SETTINGS,
    )
    expect(await isOrgChartPublic('globex-demo')).toBeNull()

    // A visitor turns the public chart off; a restart does not turn it back on.
    await db
      .update(companies)
      .set({ publicOrgChart: false })
      .where(eq(companies.id, acme!.companyId))
    await seedDemo(db)
    expect(await isOrgChartPublic('acme-demo')).toBeNull()
  })
})
