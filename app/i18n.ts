import type { InitOptions } from 'i18next'

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

export const i18nOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: ['common'],
  // Keys are English sentences: '.' and ':' are ordinary characters in them.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  react: { useSuspense: false },
} satisfies InitOptions

/**
 * Marks a string constant as translatable where it is declared (a server message, a menu
 * label) so the completeness test finds it; the UI translates it with t() where it is shown.
 */
export function msg<T extends string>(text: T): T {
  return text
}
