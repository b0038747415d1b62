import type { Context } from 'hono'
import { apiRoutes, paginatedJson, publicRoute, type ApiEnv } from '~/platform/api.server'
import type { Asker } from '~/platform/authorize.server'
import { feedCalendar } from './calendar-feed.server'
import { CalendarQuerySchema } from './time-off-calendar.schema'
import { monthCalendar } from './time-off-calendar.server'

const asker = (c: Context<ApiEnv>): Asker => ({ actor: c.var.actor, meta: c.var.meta })

/** account/api/time-off-calendar/ (seed §7 Attendance) and the private ICS feeds. */
export const timeOffCalendarApi = apiRoutes()
  .get('/time-off-calendar', async (c) => {
    const query = CalendarQuerySchema.parse(c.req.query())
    return paginatedJson(c, await monthCalendar(asker(c), query))
  })
  // A calendar app's subscription: the private token in the address is the only credential.
  .get(
    '/time-off-calendar/feed/:file',
    publicRoute(async (c) => {
      const token = (c.req.param('file') ?? '').replace(/\.ics$/, '')
      const ics = await feedCalendar(token)
      if (ics === null) return c.text('Not found.', 404)
      return c.body(ics, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'private, max-age=900',
      })
    }),
  )
