import { apiRoutes } from '~/platform/api.server'
import { listUpcomingEvents } from './upcoming-events.server'

/** company/api/upcoming-events/ (seed §7): what the dashboard lists, for API clients. */
export const upcomingEventsApi = apiRoutes().get('/upcoming-events', async (c) => {
  const actor = c.var.actor
  return c.json(await listUpcomingEvents(actor))
})
