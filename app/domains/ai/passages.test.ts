import { describe, expect, it } from 'vitest'
import { listedArticles } from './found-articles'
import { bestPassages, htmlToText, queryTerms } from './passages'

describe('extractive passages', () => {
  const sources = [
    {
      id: 1,
      title: 'Travel',
      text: htmlToText(
        '<h2>Booking</h2><p>Book trains early.</p><p>Receipts are required for all travel expenses &amp; taxis.</p>',
      ),
    },
    { id: 2, title: 'Parking', text: htmlToText('<p>Parking needs a permit.</p>') },
  ]

  it('reads article HTML as text, one block a line, entities decoded', () => {
    expect(sources[0]!.text).toBe(
      'Booking\nBook trains early.\nReceipts are required for all travel expenses & taxis.',
    )
  })

  it('ignores common words and keeps the rest of the question', () => {
    expect(queryTerms('Are receipts required for the taxis?')).toEqual([
      'receipts',
      'required',
      'taxis',
    ])
  })

  it('quotes the passages sharing most question words, best first', () => {
    const passages = bestPassages('Do I need receipts for taxi expenses? And a permit?', sources)
    expect(passages.map((passage) => [passage.source.id, passage.text])).toEqual([
      [1, 'Receipts are required for all travel expenses & taxis.'],
      [2, 'Parking needs a permit.'],
    ])
  })

  it('falls back to the opening of the best article when no passage shares a word', () => {
    expect(bestPassages('zzz', sources)).toEqual([{ source: sources[0], text: 'Booking' }])
  })
})

describe('the Found Articles list', () => {
  const found = [
    { id: 1, title: 'A', similarity_score: 0.9 },
    { id: 2, title: 'B', similarity_score: 0.3 },
    { id: 3, title: 'C', similarity_score: 0.65 },
    { id: 4, title: 'D', similarity_score: 0.649 },
  ]

  it('puts the sources first, badged, then others from 0.65 up, with a percentage', () => {
    expect(
      listedArticles(found, [2]).map(({ id, isSource, percent }) => [id, isSource, percent]),
    ).toEqual([
      [2, true, 30],
      [1, false, 90],
      [3, false, 65],
    ])
  })
})
