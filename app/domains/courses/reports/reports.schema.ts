import { z } from 'zod'
import { optionalDay } from '~/domains/company/history.schema'
import { MAX_ID, searchText } from '~/platform/form-fields'

/*
 * The query strings of the course reports (GET forms, so a filtered report is a shareable
 * address and works without JavaScript). An empty or malformed filter is no filter: a shared URL
 * never breaks the page; the API reads the same schemas.
 */

/** Pages are bounded: nobody reads page 2,001 of 50 rows; ask the CSV or narrow the filters. */
export const MAX_REPORT_PAGE = 2_000

const optionalId = z.coerce.number().int().positive().max(MAX_ID).optional().catch(undefined)

const pageNumber = z.coerce.number().int().min(1).max(MAX_REPORT_PAGE).catch(1).default(1)

export const TIMELINE_KINDS = ['article', 'course'] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]

/** One item of the timeline's item filter: `article-12` or `course-3`. */
export const itemKey = (kind: TimelineKind, id: number) => `${kind}-${id}`

const itemFilter = z
  .string()
  .regex(/^(article|course)-\d{1,10}$/)
  .transform((value) => {
    const [kind, id] = value.split('-') as [TimelineKind, string]
    return { kind, id: Number(id) }
  })
  .refine((item) => item.id > 0 && item.id <= MAX_ID)
  .optional()
  .catch(undefined)

/** All Completions: person (name or email), division, item kind, one item, days, page. */
export const TimelineQuerySchema = z.object({
  person: searchText(200),
  division: optionalId,
  kind: z.enum(TIMELINE_KINDS).optional().catch(undefined),
  item: itemFilter,
  from: optionalDay,
  to: optionalDay,
  page: pageNumber,
})
export type TimelineQuery = z.infer<typeof TimelineQuerySchema>

export function timelineQueryFrom(params: URLSearchParams): TimelineQuery {
  return TimelineQuerySchema.parse(Object.fromEntries(params))
}

/** The form's values as they were sent (the item filter back as its key). */
export function timelineFormValues(query: TimelineQuery) {
  return {
    person: query.person,
    division: query.division ? String(query.division) : '',
    kind: query.kind ?? '',
    item: query.item ? itemKey(query.item.kind, query.item.id) : '',
    from: query.from ?? '',
    to: query.to ?? '',
  }
}

export const LEADERBOARD_PERIODS = ['month', '30days', 'year', 'all'] as const
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number]

/** The leaderboard: the period (this month by default), a division, the page. */
export const LeaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS).catch('month').default('month'),
  division: optionalId,
  page: pageNumber,
})
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>

export function leaderboardQueryFrom(params: URLSearchParams): LeaderboardQuery {
  return LeaderboardQuerySchema.parse(Object.fromEntries(params))
}
