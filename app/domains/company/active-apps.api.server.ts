import { Hono } from 'hono'
import { validBody } from '~/platform/api.server'
import { requireApiActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'
import { ActiveAppsSchema } from './active-apps'
import { listActiveApps, setActiveApps } from './active-apps.server'

/**
 * company/api/active-apps/: GET lists the apps with their state (seed §7); PATCH with
 * `{active_apps: [ids]}` replaces the active ones (the spec does not show that path; README).
 */
export const activeAppsApi = new Hono({ strict: false })
  .get('/active-apps', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(await listActiveApps(actor))
  })
  .patch('/active-apps', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const input = await validBody(c, ActiveAppsSchema)
    return c.json(await setActiveApps(actor, input, requestMeta(c.req.raw)))
  })
