import { describe, expect, it } from 'vitest'
import { NO_NUL, optionalText, requiredText, searchText, versionField } from './form-fields'

describe('form field builders', () => {
  it('refuse a NUL character in text, which no text column can store', () => {
    for (const schema of [requiredText(50), optionalText(50)]) {
      const parsed = schema.safeParse('Fire\u0000warden')
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([NO_NUL])
      expect(schema.safeParse('Fire warden').success).toBe(true)
    }
  })

  it('drop a NUL character from search text instead of failing the list', () => {
    expect(searchText(20).parse('fire\u0000 ')).toBe('fire')
    expect(searchText(5).parse('far too long a search')).toBe('')
  })

  it('refuse a version no integer column can hold', () => {
    expect(versionField('Reload').safeParse(1e308).success).toBe(false)
    expect(versionField('Reload').safeParse('3').data).toBe(3)
  })
})
