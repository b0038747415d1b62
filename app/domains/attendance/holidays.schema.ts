import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema, REQUIRED, requiredText, versionField } from '~/platform/form-fields'

const required = REQUIRED

export const HOLIDAY_MESSAGES = {
  notFound: 'Holiday not found.',
  stale: 'This holiday was changed by someone else. Reload it and try again.',
  added: msg('Holiday added.'),
  saved: msg('Holiday saved.'),
  deleted: msg('Holiday deleted.'),
  copied: '{{count}} holidays copied from {{year}}.',
  imported: '{{count}} public holidays of {{country}} added.',
  nothingNew: msg('Nothing to add: every one of those holidays is already in the list.'),
  unknownCountry: 'Choose a country',
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

/** A year of the holidays page: its list, the copy and the import work on one year at a time. */
export const holidayYear = z.coerce
  .number({ invalid_type_error: 'Enter a year between 1900 and 2200' })
  .int('Enter a year between 1900 and 2200')
  .min(1900, 'Enter a year between 1900 and 2200')
  .max(2200, 'Enter a year between 1900 and 2200')

/** The holidays page's forms, told apart by `intent`. */
export const HolidayEditFormSchema = HolidayCreateSchema.extend({
  holiday: idSchema(HOLIDAY_MESSAGES.notFound),
  version: versionField(),
})
export const HolidayDeleteFormSchema = z.object({ holiday: idSchema(HOLIDAY_MESSAGES.notFound) })
/** Copy the year before's holidays into `year`. */
export const HolidayCopyFormSchema = z.object({ year: holidayYear })
/** Add a country's public holidays of `year` (ISO 3166 code, e.g. DE). */
export const HolidayImportFormSchema = z.object({
  year: holidayYear,
  country: z.string({ required_error: required }).regex(/^[A-Z]{2}$/, 'Choose a country'),
})
export type HolidayImportInput = z.infer<typeof HolidayImportFormSchema>
