import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LANGUAGES } from './i18n'
import { translationsFor } from './platform/i18n.server'

/** Every app source file that may show text (tests excluded). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** The literal first arguments of t('…') and msg('…'): the English keys the UI can show. */
function translatableKeys(): Map<string, string> {
  const keys = new Map<string, string>()
  const call = /\b(?:t|msg)\(\s*(['"])((?:\\.|(?!\1).)+)\1/g
  for (const file of sourceFiles('app')) {
    for (const match of readFileSync(file, 'utf8').matchAll(call)) {
      const key = match[2]!.replace(/\\(['"\\])/g, '$1')
      keys.set(key, file)
    }
  }
  return keys
}

const hasTranslation = (translations: Record<string, string>, key: string) =>
  Boolean(translations[key] ?? translations[`${key}_other`])

describe('translations', () => {
  const keys = translatableKeys()

  it('finds the texts the UI shows', () => {
    expect(keys.size).toBeGreaterThan(50)
  })

  for (const language of SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en')) {
    it(`translates every text into ${language}`, () => {
      const translations = translationsFor(language)
      const missing = [...keys].filter(([key]) => !hasTranslation(translations, key))
      expect(missing.map(([key, file]) => `${file}: ${key}`)).toEqual([])
    })
  }
})
