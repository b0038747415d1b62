import { z } from 'zod'

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** An empty or malformed filter is no filter: a shared URL never breaks the page. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined)

/** A day filter (YYYY-MM-DD) from a query string; anything else is no filter. */
export const optionalDay = z
  .string()
  .regex(isoDay)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined)

/** The history page's query string (GET, so filters and pages are shareable links). */
export const HistoryQuerySchema = z.object({
  person: optionalText(200),
  action: optionalText(100),
  from: optionalDay,
  to: optionalDay,
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
})
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>

export function historyQueryFrom(params: URLSearchParams): HistoryQuery {
  return HistoryQuerySchema.parse(Object.fromEntries(params))
}
