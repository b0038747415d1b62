import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LANGUAGES, translate } from './i18n'
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
    it(`gives each text one ${language} translation, whichever file holds it`, () => {
      // The files of a language are merged: two different translations of one text would make
      // the winner depend on file names.
      const dir = join('public', 'locales', language)
      const seen = new Map<string, { file: string; text: string }>()
      const conflicts: string[] = []
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const entries = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>
        for (const [key, text] of Object.entries(entries)) {
          const earlier = seen.get(key)
          if (earlier && earlier.text !== text) conflicts.push(`${key}: ${earlier.file} ≠ ${file}`)
          seen.set(key, { file, text })
        }
      }
      expect(conflicts).toEqual([])
    })

    it(`translates every text into ${language}`, () => {
      const translations = translationsFor(language)
      const missing = [...keys].filter(([key]) => !hasTranslation(translations, key))
      expect(missing.map(([key, file]) => `${file}: ${key}`)).toEqual([])
    })
  }
})

describe('translate', () => {
  const spanish = { 'Choose Plan': 'Elegir plan', 'Hello, {{name}}': 'Hola, {{name}}' }

  it('falls back to the English key when a text has no translation', () => {
    expect(translate(spanish, 'es', 'Logout')).toBe('Logout')
    expect(translate(spanish, 'es', 'Choose Plan')).toBe('Elegir plan')
  })

  it('fills placeholders, leaving unknown ones visible', () => {
    expect(translate(spanish, 'es', 'Hello, {{name}}', { name: 'Ana' })).toBe('Hola, Ana')
    expect(translate({}, 'en', '{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}')
  })

  it('picks the plural form that the language rules name for the count', () => {
    const arabic = {
      '{{count}} days left_zero': 'لم يتبق أي يوم',
      '{{count}} days left_one': 'يتبقى يوم واحد',
      '{{count}} days left_two': 'يتبقى يومان',
      '{{count}} days left_few': 'يتبقى {{count}} أيام',
      '{{count}} days left_other': 'يتبقى {{count}} يومًا',
    }
    const left = (count: number) => translate(arabic, 'ar', '{{count}} days left', { count })
    expect([0, 1, 2, 3, 11, 100].map(left)).toEqual([
      'لم يتبق أي يوم',
      'يتبقى يوم واحد',
      'يتبقى يومان',
      'يتبقى 3 أيام',
      'يتبقى 11 يومًا',
      'يتبقى 100 يومًا',
    ])
    const english = { '{{count}} days left_one': '{{count}} day left' }
    expect(translate(english, 'en', '{{count}} days left', { count: 1 })).toBe('1 day left')
    expect(translate(english, 'en', '{{count}} days left', { count: 4 })).toBe('4 days left')
  })
})
