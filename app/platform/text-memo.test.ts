import { describe, expect, it } from 'vitest'
import { rememberPerText } from './text-memo'

/** An upper-casing transform that counts how often it really ran. */
function counted(maxChars?: number) {
  const calls: string[] = []
  const upper = rememberPerText((text) => {
    calls.push(text)
    return text.toUpperCase()
  }, maxChars)
  return { calls, upper }
}

describe('rememberPerText', () => {
  it('answers a text seen before without working it out again', () => {
    const { calls, upper } = counted()
    expect(upper('body')).toBe('BODY')
    expect(upper(['bo', 'dy'].join(''))).toBe('BODY')
    expect(upper('other')).toBe('OTHER')
    expect(calls).toEqual(['body', 'other'])
  })

  it('starts afresh past its size, and never keeps a text larger than it', () => {
    const { calls, upper } = counted(20)
    upper('12345') // 10 characters held
    upper('abcde') // 20
    upper('vwxyz') // over: the memory starts afresh with this one
    upper('12345')
    upper('a'.repeat(11))
    upper('a'.repeat(11))
    expect(calls).toEqual(['12345', 'abcde', 'vwxyz', '12345', 'a'.repeat(11), 'a'.repeat(11)])
  })
})
