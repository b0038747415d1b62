import { describe, expect, it } from 'vitest'
import {
  addSplitAndJoined,
  addSynonyms,
  allowedTypos,
  plainTerms,
  typoDistance,
  withoutStopWords,
} from './search-terms'

describe('typo rules (ADR 038)', () => {
  it('allows no typo under five letters, one from five, two from nine, none in numbers', () => {
    expect(
      ['pto', 'form', 'leave', 'holiday', 'harassmen', 'harassment', '31415', 'v2'].map(
        allowedTypos,
      ),
    ).toEqual([0, 0, 1, 1, 2, 2, 0, 0])
  })

  it('counts a swap of neighbouring letters as one typo, like a wrong, missing or extra letter', () => {
    expect(typoDistance('saftey', 'safety')).toBe(1)
    expect(typoDistance('hlelo', 'hello')).toBe(1)
    expect(typoDistance('safty', 'safety')).toBe(1)
    expect(typoDistance('saffety', 'safety')).toBe(1)
    expect(typoDistance('sefety', 'safety')).toBe(1)
    expect(typoDistance('harrassmnet', 'harassment')).toBe(2)
    expect(typoDistance('safety', 'safety')).toBe(0)
    expect(typoDistance('forklift', 'fork')).toBe(4)
  })

  it('reads accented letters as single letters', () => {
    expect(typoDistance('politica', 'política')).toBe(1)
    expect(allowedTypos('política')).toBe(1)
  })

  it('completes only the last word, from three letters', () => {
    expect(plainTerms(['forklift', 'onb']).map((term) => term.prefix)).toEqual([false, true])
    expect(plainTerms(['on']).map((term) => term.prefix)).toEqual([false])
  })
})

describe('split and joined words', () => {
  it('joins neighbours the company writes as one word, and splits a word it writes as two', () => {
    const joined = plainTerms(['fork', 'lift', 'inspection'])
    addSplitAndJoined(joined, new Set(['forklift']))
    expect(joined.map((term) => term.forms)).toEqual([
      [['fork'], ['forklift']],
      [['lift'], ['forklift']],
      [['inspection']],
    ])
    const split = plainTerms(['firstaid'])
    addSplitAndJoined(split, new Set(['first', 'aid', 'fir']))
    expect(split[0]!.forms).toEqual([['firstaid'], ['first', 'aid']])
  })
})

describe('synonyms and stop words', () => {
  const groups = [
    ['pto', 'vacation', 'time off'],
    ['sign in', 'log in'],
  ]

  it('gives every word of a term found in the query the group’s other terms', () => {
    const terms = plainTerms(['time', 'off', 'request'])
    addSynonyms(terms, groups)
    expect(terms.map((term) => term.forms)).toEqual([
      [['time'], ['pto'], ['vacation']],
      [['off'], ['pto'], ['vacation']],
      [['request']],
    ])
  })

  it('leaves common function words out of a query unless nothing else is left or a synonym names them', () => {
    const words = (query: string[]) => {
      const terms = plainTerms(query)
      addSynonyms(terms, groups)
      return withoutStopWords(terms).map((term) => term.word)
    }
    expect(words(['how', 'do', 'i', 'reset', 'my', 'password'])).toEqual(['reset', 'password'])
    expect(words(['who'])).toEqual(['who'])
    expect(words(['log', 'in', 'help'])).toEqual(['log', 'in', 'help'])
  })
})
