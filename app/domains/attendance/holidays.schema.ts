import { z } from 'zod'
import { REQUIRED, requiredText, versionField } from '~/platform/form-fields'

const required = REQUIRED

export const HOLIDAY_MESSAGES = {
  notFound: 'Holiday not found.',
  stale: 'This holiday was changed by someone else. Reload it and try again.',
} as const

const fields = {
  name: requiredText(200, 'Use at most 200 characters'),
  date: z
    .string({ required_error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
      'Enter a date as YYYY-MM-DD',
    ),
}

export const HolidayCreateSchema = z.object({ name: fields.name, date: fields.date })
export type HolidayCreateInput = z.infer<typeof HolidayCreateSchema>

/** A change carries the version it was made from; a stale one is refused (409). */
export const HolidayUpdateSchema = z.object({
  name: fields.name.optional(),
  date: fields.date.optional(),
  version: versionField(),
})
export type HolidayUpdateInput = z.infer<typeof HolidayUpdateSchema>

/** GET filters: an optional year, or a from/to range of days. */
export const HolidayListQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2200).optional().catch(undefined),
})
