/**
 * Languages of the product (ADR 005). English is the source language: the English text is the
 * translation key (gettext style), so English needs no files and a missing translation shows
 * English rather than a key. Spanish and Arabic live in public/locales/<lng>/*.json; every file
 * of a language is merged into the one namespace.
 */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'ar'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'
export const RTL_LANGUAGES: readonly Language[] = ['ar']

/** Each language named in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  ar: 'العربية',
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'
}

export type Translations = Record<string, string>

export type TranslateOptions = Record<string, string | number | null | undefined>

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
/** Locales × options × the time zones people have: a bound that is never reached in practice. */
const MAX_DATE_TIME_FORMATS = 1_000

/**
 * A date formatter for a locale and options, made once: building an Intl.DateTimeFormat costs far
 * more than formatting with it, and lists format a date on every row of every request. A time
 * zone the runtime does not know (a stored name from an older tz database) formats as UTC, so a
 * setting never fails a page.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = formatInKnownZone(locale, options)
    if (dateTimeFormats.size >= MAX_DATE_TIME_FORMATS) dateTimeFormats.clear()
    dateTimeFormats.set(key, format)
  }
  return format
}

function formatInKnownZone(locale: string, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat(locale, options)
  } catch (error) {
    if (!options.timeZone || options.timeZone === 'UTC') throw error
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
  }
}

const pluralRulesCache = new Map<string, Intl.PluralRules>()
function pluralForm(language: string, count: number): string {
  let rules = pluralRulesCache.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRulesCache.set(language, rules)
  }
  return rules.select(count)
}

/**
 * The text for an English key in a language: plural forms as i18next's JSON v4 files name them
 * ('key_one', 'key_few', 'key_other', …, chosen by Intl.PluralRules from `count`), then the key's
 * own translation, then the English key itself; `{{name}}` placeholders are filled from options.
 * React escapes the result when it renders it.
 */
export function translate(
  translations: Translations,
  language: string,
  key: string,
  options?: TranslateOptions,
): string {
  const count = options?.count
  const text =
    (typeof count === 'number'
      ? (translations[`${key}_${pluralForm(language, count)}`] ?? translations[`${key}_other`])
      : undefined) ??
    translations[key] ??
    key
  if (!options) return text
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = options[name]
    return value === undefined || value === null ? placeholder : String(value)
  })
}

/**
 * Marks a string constant as translatable where it is declared (a server message, a menu
 * label) so the completeness test finds it; the UI translates it with t() where it is shown.
 */
export function msg<T extends string>(text: T): T {
  return text
}
