import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { RemixI18Next } from 'remix-i18next/server'
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  SUPPORTED_LANGUAGES,
  translate,
  type Language,
  type TranslateOptions,
  type Translations,
} from '~/i18n'

const LOCALES_DIR = join(process.cwd(), 'public', 'locales')

/** Every public/locales/<lng>/*.json file of a language, merged; read once per process. */
function loadTranslations(language: Language): Translations {
  let files: string[]
  try {
    files = readdirSync(join(LOCALES_DIR, language)).filter((file) => file.endsWith('.json'))
  } catch {
    return {}
  }
  const merged: Translations = {}
  for (const file of files.sort()) {
    const entries = JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')) as unknown
    Object.assign(merged, entries)
  }
  return merged
}

const translationsCache = new Map<Language, Translations>()

export function translationsFor(language: Language): Translations {
  let translations = translationsCache.get(language)
  if (!translations) {
    translations = loadTranslations(language)
    translationsCache.set(language, translations)
  }
  return translations
}

/** Translates on the server (emails, API-free messages) exactly as the pages do. */
export function serverT(language: Language) {
  const translations = translationsFor(language)
  return (key: string, options?: TranslateOptions) =>
    translate(translations, language, key, options)
}

const acceptLanguage = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ['header'],
  },
})

/**
 * The page language (seed §9, the issue): the user's own choice, else the company's language,
 * else the browser's Accept-Language, else English.
 */
export async function resolveLanguage(
  request: Request,
  actor?: { languageCode: string | null; companyLanguageCode: string } | null,
): Promise<Language> {
  if (isLanguage(actor?.languageCode)) return actor.languageCode
  if (isLanguage(actor?.companyLanguageCode)) return actor.companyLanguageCode
  const detected = await acceptLanguage.getLocale(request)
  return isLanguage(detected) ? detected : DEFAULT_LANGUAGE
}
