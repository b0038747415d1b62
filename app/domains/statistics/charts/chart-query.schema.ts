import { z } from 'zod'
import { msg } from '~/i18n'
import { isoDate } from '~/platform/form-fields'
import { DEFAULT_PERIOD_COUNT, PERIOD_TYPES } from '../periods'

/** A chart's period type: one of the stat's calendar, or DEFAULT (the stat's own). */
export const CHART_PERIOD_CHOICES = [...PERIOD_TYPES, 'DEFAULT'] as const
export type ChartPeriodChoice = (typeof CHART_PERIOD_CHOICES)[number]

/** At most this many periods in one chart: three years of days; more is unreadable as a line. */
export const MAX_CHART_PERIODS = 1100

export const CHART_QUERY_MESSAGES = {
  periodType: msg('Choose daily, weekly, monthly, quarterly, yearly or the stat’s own periods.'),
  periods: msg('Enter a number of periods from 1 to {{max}}.').replace(
    '{{max}}',
    String(MAX_CHART_PERIODS),
  ),
  startAfterEnd: msg('The start must be on or before the end.'),
}

const blankIsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value)

/**
 * What a chart shows (seed §7 single-stat/: period_type, periods, start and end), read from the
 * query string of the chart pages' GET forms and of the API. Without start and end: the
 * `periods` latest periods up to today; with start only: `periods` periods from it; with end
 * only: `periods` periods up to it; with both: every period between them.
 */
export const ChartQuerySchema = z
  .object({
    period_type: z.preprocess(
      blankIsAbsent,
      z.enum(CHART_PERIOD_CHOICES, { message: CHART_QUERY_MESSAGES.periodType }).default('DEFAULT'),
    ),
    periods: z.preprocess(
      blankIsAbsent,
      z.coerce
        .number({ message: CHART_QUERY_MESSAGES.periods })
        .int(CHART_QUERY_MESSAGES.periods)
        .min(1, CHART_QUERY_MESSAGES.periods)
        .max(MAX_CHART_PERIODS, CHART_QUERY_MESSAGES.periods)
        .default(DEFAULT_PERIOD_COUNT),
    ),
    start: z.preprocess(blankIsAbsent, isoDate().optional()),
    end: z.preprocess(blankIsAbsent, isoDate().optional()),
  })
  .refine((query) => !query.start || !query.end || query.start <= query.end, {
    message: CHART_QUERY_MESSAGES.startAfterEnd,
    path: ['start'],
  })

export type ChartQuery = z.output<typeof ChartQuerySchema>

/** The query's fields as the form shows them, and the errors of a bad one. */
export type ChartQueryForm = {
  values: Record<'period_type' | 'periods' | 'start' | 'end', string>
  errors: Partial<Record<string, string[]>>
}

/**
 * Reads a chart query from the address; a bad field is reported and the chart is drawn with the
 * defaults instead (a GET form has nothing to refuse, but the reader must see why).
 */
export function chartQueryFrom(params: URLSearchParams): {
  query: ChartQuery
  form: ChartQueryForm
} {
  const raw = Object.fromEntries(
    (['period_type', 'periods', 'start', 'end'] as const).map((key) => [
      key,
      params.get(key) ?? '',
    ]),
  ) as ChartQueryForm['values']
  const parsed = ChartQuerySchema.safeParse(raw)
  if (parsed.success) return { query: parsed.data, form: { values: raw, errors: {} } }
  return {
    query: ChartQuerySchema.parse({}),
    form: { values: raw, errors: parsed.error.flatten().fieldErrors },
  }
}
