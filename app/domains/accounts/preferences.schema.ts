import { z } from 'zod'
import { emptyToNull } from '~/platform/form-fields'
import { msg, SUPPORTED_LANGUAGES } from '~/i18n'
import { LAYOUTS, NAVBAR_COLOURS, NAVBAR_IMAGES, TEXT_SIZES } from '~/platform/preferences'

/**
 * Shared by the settings forms, the header's forms (conform coerces 'on' and numbers) and the
 * REST API (JSON). Texts are what users read; the page translates them where it shows them.
 */
export const PREFERENCE_MESSAGES = {
  saved: msg('Your settings have been saved.'),
  chooseLanguage: msg('Choose a language from the list'),
  chooseTheme: msg('Choose light, dark or the same as your device'),
  chooseTimezone: msg('Choose a time zone from the list'),
  timezoneLocked: msg('The time zone can only be changed while the attendance app is active.'),
  chooseOption: msg('Choose one of the options'),
  firstNameRequired: msg('This field is required'),
  phoneFormat: msg('Enter a phone number like (555) 123-4567'),
} as const

/**
 * Every IANA time zone this server knows, plus UTC (the default, which Intl lists only under
 * its region aliases). Computed once: the list does not change while the process runs.
 */
export const TIME_ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone')]
const timeZoneSet = new Set(TIME_ZONES)

export function isTimeZone(value: string): boolean {
  return timeZoneSet.has(value)
}

/** '' in a form means "not chosen": follow the company's language / the device's theme. */

export const languageField = z.preprocess(
  emptyToNull,
  z.enum(SUPPORTED_LANGUAGES, { message: PREFERENCE_MESSAGES.chooseLanguage }).nullable(),
)

/** A form sends 'dark', 'light' or 'system'; the API sends true, false or null. */
export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
export const themeOf = (isDarkMode: boolean | null): Theme =>
  isDarkMode === null ? 'system' : isDarkMode ? 'dark' : 'light'

export const timezoneField = z
  .string({ message: PREFERENCE_MESSAGES.chooseTimezone })
  .trim()
  .refine(isTimeZone, PREFERENCE_MESSAGES.chooseTimezone)

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: PREFERENCE_MESSAGES.chooseOption })

// ---- Forms (one per section of the settings page; the header posts the same ones) ---------

export const LanguageFormSchema = z.object({ language_code: languageField })

export const ThemeFormSchema = z.object({
  theme: z.enum(THEMES, { message: PREFERENCE_MESSAGES.chooseTheme }),
})

export const TimezoneFormSchema = z.object({ timezone: timezoneField })

export const LayoutFormSchema = z.object({
  layout: option(LAYOUTS),
  navbar_colour: option(NAVBAR_COLOURS),
  navbar_image: z.coerce
    .number({ message: PREFERENCE_MESSAGES.chooseOption })
    .int(PREFERENCE_MESSAGES.chooseOption)
    .refine(
      (value) => (NAVBAR_IMAGES as readonly number[]).includes(value),
      PREFERENCE_MESSAGES.chooseOption,
    ),
  rtl: z.boolean().default(false),
  boxed: z.boolean().default(false),
})

export const AccessibilityFormSchema = z.object({
  text_size: option(TEXT_SIZES),
  high_contrast: z.boolean().default(false),
  reduced_motion: z.boolean().default(false),
  underline_links: z.boolean().default(false),
})

/** The forms of the settings page and the header, told apart by their `intent`. */
export const PREFERENCE_FORMS = {
  language: LanguageFormSchema,
  theme: ThemeFormSchema,
  timezone: TimezoneFormSchema,
  layout: LayoutFormSchema,
  accessibility: AccessibilityFormSchema,
} as const
export type PreferenceIntent = keyof typeof PREFERENCE_FORMS

export function isPreferenceIntent(value: unknown): value is PreferenceIntent {
  return typeof value === 'string' && Object.hasOwn(PREFERENCE_FORMS, value)
}

// ---- REST: PUT account/api/staffs/{id}/private_info_update/ ---------------------------------

const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/

/** Every field optional: a PUT from the seed's client sends only what changed. */
export const PrivateInfoSchema = z.object({
  language_code: languageField.optional(),
  is_dark_mode: z.boolean({ message: PREFERENCE_MESSAGES.chooseTheme }).nullable().optional(),
  timezone: timezoneField.optional(),
  first_name: z
    .string({ message: PREFERENCE_MESSAGES.firstNameRequired })
    .trim()
    .min(1, PREFERENCE_MESSAGES.firstNameRequired)
    .max(150)
    .optional(),
  last_name: z.string().trim().max(150).optional(),
  personal_phone: z
    .preprocess(
      emptyToNull,
      z.string().trim().regex(PHONE_PATTERN, PREFERENCE_MESSAGES.phoneFormat).nullable(),
    )
    .optional(),
})
export type PrivateInfoInput = z.infer<typeof PrivateInfoSchema>
