import { allowedBy, apiRoutes, validBody } from '~/platform/api.server'
import { OrgChartSettingsPatchSchema } from './org-chart-settings.schema'
import {
  authorizeUpdate,
  getOrgChartSettings,
  updateOrgChartSettings,
} from './org-chart-settings.server'
import type { OrgChartKind } from './org.tables'

/**
 * company/api/orgflow/ and company/api/horizontalorg/ (seed 000 §7): GET and PATCH of one
 * layout's display settings, JSON or form bodies, thin over the services.
 */
export const orgChartSettingsApi = apiRoutes()

for (const kind of ['orgflow', 'horizontalorg'] as const satisfies OrgChartKind[]) {
  orgChartSettingsApi
    .get(`/${kind}`, async (c) => {
      const { actor } = c.var
      return c.json(await getOrgChartSettings(actor, kind))
    })
    .patch(
      `/${kind}`,
      allowedBy(({ actor, meta }) => authorizeUpdate(actor, meta, kind)),
      async (c) => {
        const { actor, meta } = c.var
        const input = await validBody(c, OrgChartSettingsPatchSchema)
        return c.json(await updateOrgChartSettings(actor, kind, input, meta))
      },
    )
}
