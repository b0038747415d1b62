import { json } from '@remix-run/node'
import type { Asker } from '~/platform/authorize.server'
import { appOrigin } from '~/platform/env.server'
import { handleIntents, intent } from '~/platform/forms.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { divisionChoices } from '../statistics/stat-lists.server'
import { FEED_PATH, feedStatus, renewFeed, revokeFeed } from './calendar-feed.server'
import { TIME_OFF_CALENDAR_PATH } from './attendance-paths'
import { CALENDAR_MESSAGES, CalendarQuerySchema, FeedFormSchema } from './time-off-calendar.schema'
import { monthCalendar } from './time-off-calendar.server'

/** The calendar page's data: the month, the division filter's choices, the feeds' state. */
export async function timeOffCalendarPage(asker: Asker, request: Request) {
  const query = CalendarQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const [calendar, divisions, feeds] = await Promise.all([
    monthCalendar(asker, query),
    divisionChoices(asker),
    feedStatus(asker),
  ])
  return { calendar, divisions, feeds }
}

/**
 * The feed forms: a new address is answered on the page itself, once (only its hash is kept, so
 * it cannot be shown again); turning one off goes back to the calendar with a message.
 */
export function timeOffCalendarAction(asker: Asker, request: Request) {
  return handleIntents(request, {
    renew: intent(FeedFormSchema, async ({ scope }) => {
      const token = await renewFeed(asker, scope)
      return json({ feed: { scope, url: `${appOrigin(request)}${FEED_PATH}${token}.ics` } })
    }),
    revoke: intent(FeedFormSchema, async ({ scope }) => {
      await revokeFeed(asker, scope)
      return redirectWithFlash(TIME_OFF_CALENDAR_PATH, {
        kind: 'success',
        message: CALENDAR_MESSAGES.feedRevoked,
      })
    }),
  })
}
