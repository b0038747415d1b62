/**
 * The extractive answer's raw material: article HTML as plain text, cut into passages, and the
 * passages sharing the most words with the question. Pure functions (no database), so the
 * choice of passages is tested directly.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** Article HTML (already sanitized) as text, one block element a line. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/div|\/tr|\/blockquote|\/pre|\/td|\/th)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/** Words too common to say anything about a match (English; other languages rarely collide). */
const STOP_WORDS = new Set(
  'the and for are was were what when where which who how why can could should would does did do you your our their this that with from have has had not but any all its into about there them they then than may might must will shall a an of to in on at by or is it be as if my me i we us'.split(
    ' ',
  ),
)

export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words.filter((word) => word.length > 1 && !STOP_WORDS.has(word)))]
}

/** A term matches a word it starts (plurals, -ing forms) or that starts it. */
function matches(term: string, word: string): boolean {
  return word.startsWith(term) || (word.length >= 4 && term.startsWith(word))
}

const PASSAGE_CHARS = 400
const MAX_PASSAGES = 3
const MAX_PER_ARTICLE = 2

/** Paragraphs, with long ones cut at sentence ends into pieces of about PASSAGE_CHARS. */
function passagesOf(text: string): string[] {
  return text.split('\n').flatMap((paragraph) => {
    if (paragraph.length <= PASSAGE_CHARS) return [paragraph]
    const sentences = paragraph.match(/[^.!?]+[.!?]*\s*/g) ?? [paragraph]
    const pieces: string[] = []
    let piece = ''
    for (const sentence of sentences) {
      if (piece && piece.length + sentence.length > PASSAGE_CHARS) {
        pieces.push(piece.trim())
        piece = ''
      }
      piece += sentence
    }
    if (piece.trim()) pieces.push(piece.trim())
    return pieces
  })
}

function clipped(text: string): string {
  return text.length <= PASSAGE_CHARS ? text : `${text.slice(0, PASSAGE_CHARS - 1).trimEnd()}…`
}

export interface PassageSource {
  id: number
  title: string
  text: string
}

/**
 * Up to three passages with the most distinct question words (at most two from one article),
 * earlier articles (better search matches) first on a tie. When no passage shares a word (the
 * article matched on its title or tags), the opening passage of the best article stands in.
 */
export function bestPassages<Source extends PassageSource>(
  query: string,
  sources: Source[],
): { source: Source; text: string }[] {
  const terms = queryTerms(query)
  const scored = sources.flatMap((source, rank) =>
    passagesOf(source.text).map((text, position) => {
      const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
      const score = terms.filter((term) => words.some((word) => matches(term, word))).length
      return { source, text, score, rank, position }
    }),
  )
  const ranked = scored
    .filter((passage) => passage.score > 0)
    .sort((a, b) => b.score - a.score || a.rank - b.rank || a.position - b.position)
  const chosen: typeof ranked = []
  for (const passage of ranked) {
    if (chosen.length === MAX_PASSAGES) break
    if (chosen.filter((other) => other.source === passage.source).length < MAX_PER_ARTICLE) {
      chosen.push(passage)
    }
  }
  if (chosen.length === 0) {
    const opening = scored.find((passage) => passage.rank === 0)
    return opening ? [{ source: opening.source, text: clipped(opening.text) }] : []
  }
  return chosen.map(({ source, text }) => ({ source, text: clipped(text) }))
}
