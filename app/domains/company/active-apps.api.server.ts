import { allowedBy, apiRoutes, validBody } from '~/platform/api.server'
import { ActiveAppsSchema } from './active-apps'
import { authorizeActiveApps, listActiveApps, setActiveApps } from './active-apps.server'

/**
 * company/api/active-apps/: GET lists the apps with their state (seed §7); PATCH with
 * `{active_apps: [ids]}` replaces the active ones (the spec does not show that path; README).
 */
export const activeAppsApi = apiRoutes()
  .get('/active-apps', async (c) => {
    const { actor } = c.var
    return c.json(await listActiveApps(actor))
  })
  .patch(
    '/active-apps',
    allowedBy(({ actor, meta }) => authorizeActiveApps(actor, meta)),
    async (c) => {
      const { actor, meta } = c.var
      const input = await validBody(c, ActiveAppsSchema)
      return c.json(await setActiveApps(actor, input, meta))
    },
  )
