import { z } from 'zod'
import { msg, SUPPORTED_LANGUAGES } from '~/i18n'
import { versionField } from '~/platform/form-fields'
import { timezoneField } from '../accounts/preferences.schema'
import { CURRENCY_CODES } from './currencies'

export const EDIT_COMPANY_PATH = '/account/settings/edit-company'

export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type WeekDay = (typeof WEEK_DAYS)[number]

export const WEEK_DAY_LABELS: Record<WeekDay, string> = {
  monday: msg('Monday'),
  tuesday: msg('Tuesday'),
  wednesday: msg('Wednesday'),
  thursday: msg('Thursday'),
  friday: msg('Friday'),
  saturday: msg('Saturday'),
  sunday: msg('Sunday'),
}

/** The day a week starts on as date-fns counts it (0 Sunday, 1 Monday … 6 Saturday). */
export const weekStartNumber = (day: WeekDay): number => (WEEK_DAYS.indexOf(day) + 1) % 7
export const weekStartDay = (weekStart: number): WeekDay =>
  WEEK_DAYS[(weekStart + 6) % 7] ?? 'monday'

/** A logo is shown at most 179 × 70 (seed §2.4); 400 px keeps it sharp on dense screens. */
export const LOGO_SIZE = 400
export const LOGO_MAX_BYTES = 10 * 1024 * 1024

export const COMPANY_MESSAGES = {
  saved: msg('Company settings saved.'),
  notFound: msg('Company not found.'),
  stale: msg('The company settings were changed by someone else. Reload them and try again.'),
  slugTaken: msg('Another company already uses this slug. Choose a different one.'),
  slugFormat: msg('Use lowercase letters, digits and hyphens only, such as acme-demo'),
  confirmName: msg('Type the company name exactly as shown to delete it.'),
  deleted: msg('The company {{name}} was deleted.'),
} as const

const required = msg('This field is required')

const fields = {
  company_name: z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(200, msg('Use at most 200 characters')),
  company_slug: z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(60, msg('Use at most 60 characters'))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, COMPANY_MESSAGES.slugFormat),
  company_information: z.string().max(100_000, msg('Use at most 100000 characters')).default(''),
  company_weekend_info: z
    .preprocess(
      (value) => (typeof value === 'string' ? [value] : value),
      z.array(z.enum(WEEK_DAYS, { errorMap: () => ({ message: msg('Choose days of the week') }) })),
    )
    .transform((days) => WEEK_DAYS.filter((day) => days.includes(day))),
  language_code: z.enum(SUPPORTED_LANGUAGES, {
    errorMap: () => ({ message: msg('Choose a language') }),
  }),
  timezone: timezoneField,
  week_start: z.enum(WEEK_DAYS, { errorMap: () => ({ message: msg('Choose a day of the week') }) }),
  currency: z.enum(CURRENCY_CODES, { errorMap: () => ({ message: msg('Choose a currency') }) }),
  company_registered_on: z
    .string({ required_error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg('Enter a date'))
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), msg('Enter a date')),
  version: versionField(required),
}

/** PATCH company/api/detail-update/{id}/: any of the fields, and the version it was made from. */
export const CompanyUpdateSchema = z.object({
  company_name: fields.company_name.optional(),
  company_slug: fields.company_slug.optional(),
  company_information: fields.company_information.optional(),
  company_weekend_info: fields.company_weekend_info.optional(),
  language_code: fields.language_code.optional(),
  timezone: fields.timezone.optional(),
  week_start: fields.week_start.optional(),
  currency: fields.currency.optional(),
  company_registered_on: fields.company_registered_on.optional(),
  remove_logo: z
    .preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean())
    .optional(),
  version: fields.version,
})
export type CompanyUpdateInput = z.infer<typeof CompanyUpdateSchema>

/** The settings page sends every field; no weekend box ticked means no weekend days. */
export const CompanyFormSchema = CompanyUpdateSchema.extend({
  company_name: fields.company_name,
  company_slug: fields.company_slug,
  company_information: fields.company_information,
  company_weekend_info: fields.company_weekend_info.default([]),
  language_code: fields.language_code,
  timezone: fields.timezone,
  week_start: fields.week_start,
  currency: fields.currency,
  company_registered_on: fields.company_registered_on,
})

export const CompanyDeleteSchema = z.object({
  confirm_name: z.string({ required_error: COMPANY_MESSAGES.confirmName }).trim(),
})
