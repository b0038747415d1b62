import { eq } from 'drizzle-orm'
import { companies } from '~/domains/company/company.tables'
import { DEFAULT_ORG_CHART_SETTINGS } from '~/domains/org/org-chart.types'
import { orgChartSettings } from '~/domains/org/org.tables'
import type { Queryable } from '~/platform/db.server'

/** Acme's vertical chart, a little different from the defaults so the settings show. */
export const DEMO_ORGFLOW_SETTINGS = {
  ...DEFAULT_ORG_CHART_SETTINGS,
  background: '#f0f7ff',
  corner_style: 'square',
} as const

/**
 * Acme's org-chart display settings and its public chart (`/org-chart/?company=acme-demo`).
 * Only the first time: once the row exists, whatever a visitor chose (settings, or turning the
 * public chart off) survives a restart.
 */
export async function ensureDemoChartSettings(q: Queryable, companyId: number): Promise<void> {
  const inserted = await q
    .insert(orgChartSettings)
    .values({ companyId, kind: 'orgflow', settings: DEMO_ORGFLOW_SETTINGS })
    .onConflictDoNothing()
    .returning({ companyId: orgChartSettings.companyId })
  if (inserted.length === 0) return
  await q.update(companies).set({ publicOrgChart: true }).where(eq(companies.id, companyId))
}
