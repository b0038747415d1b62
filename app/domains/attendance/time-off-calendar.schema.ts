import { z } from 'zod'
import { optionalId, pageNumber } from '~/platform/form-fields'
import { msg } from '~/i18n'

/** People per page of the calendar: a month row each, so a page stays readable and fast. */
export const CALENDAR_PAGE_SIZE = 25

export const CALENDAR_MESSAGES = {
  divisionNotFound: msg('Division not found.'),
  feedRevoked: msg('The calendar address was turned off.'),
} as const

/** A month as YYYY-MM; anything else (or nothing) is the current month. */
const monthParam = z
  .string()
  .regex(/^(19\d\d|2[01]\d\d)-(0[1-9]|1[0-2])$/)
  .optional()
  .catch(undefined)

/** The calendar's query string (page and API alike): month, division filter, page of people. */
export const CalendarQuerySchema = z.object({
  month: monthParam,
  division: optionalId(CALENDAR_MESSAGES.divisionNotFound).catch(null),
  /** Only people with approved time off in the month (a tick box: '1'), as "Who's out". */
  away: z
    .preprocess((value) => value === '1' || value === 'true', z.boolean())
    .catch(false)
    .default(false),
  page: pageNumber,
})
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>

/** The feed forms: which feed, mine or the company's. */
export const FeedFormSchema = z.object({ scope: z.enum(['own', 'company']) })
export type FeedScope = z.infer<typeof FeedFormSchema>['scope']
