import { Hono } from 'hono'
import { requireApiActor } from '~/platform/auth.server'
import { listUpcomingEvents } from './upcoming-events.server'

/** company/api/upcoming-events/ (seed §7): what the dashboard lists, for API clients. */
export const upcomingEventsApi = new Hono({ strict: false }).get('/upcoming-events', async (c) => {
  const actor = await requireApiActor(c.req.raw)
  return c.json(await listUpcomingEvents(actor))
})
