import sanitizeHtml from 'sanitize-html'
import { sanitizeArticleHtml } from '../html.server'

/** A glossary term found in an article body (the article's found_definitions). */
export interface FoundDefinition {
  id: number
  term: string
  /** Sanitized HTML. */
  definition: string
  category: string | null
}

/** One entry of the footnote list under an article; `anchor` is the id the term links to. */
export interface DefinitionFootnote {
  id: number
  anchor: string
  term: string
  /** Sanitized HTML. */
  definition: string
}

export const footnoteAnchor = (id: number) => `kb-definition-${id}`

/**
 * Text inside these elements is never annotated: a link inside a link is invalid, and code,
 * headings and preformatted text are read literally.
 */
const SKIP = new Set(['a', 'code', 'pre', 'kbd', 'samp', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const VOID = new Set(['img', 'br', 'hr', 'wbr', 'area', 'col', 'input', 'source', 'track'])

/**
 * Sanitized HTML split into tags and text. The sanitizer escapes every '<' and '>' that is not a
 * tag delimiter (in text and in attribute values alike) and drops comments, so a tag is exactly
 * '<' … '>' and a term inside a tag or an attribute can never be taken for text.
 */
function tokens(safeHtml: string): string[] {
  return safeHtml.split(/(<[^>]*>)/).filter((token) => token !== '')
}

const isTag = (token: string) => token.startsWith('<')

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1)
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The plain text of sanitized HTML; tags separate words ('a<br>b' is two words). */
export function plainText(safeHtml: string): string {
  return tokens(safeHtml)
    .map((token) => (isTag(token) ? ' ' : decode(token)))
    .join('')
}

/** A whole-word, case-insensitive pattern for a term (letters and digits of any script). */
export function termPattern(term: string, flags = 'iu'): RegExp {
  const body = escapeRegExp(term.trim()).replace(/\s+/g, '\\s+')
  return new RegExp(`(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`, flags)
}

/** The definition as one line of plain text, for the tooltip. */
function tooltipText(definitionHtml: string): string {
  const text = sanitizeHtml(definitionHtml, { allowedTags: [], allowedAttributes: {} })
  return decode(text).replace(/\s+/g, ' ').trim()
}

/**
 * Wraps the first occurrence of each found term in the body's text in a link to its footnote,
 * whose title is the definition: a CSS tooltip shows it on hover and on keyboard focus (no
 * JavaScript; see DefinitionFootnotes), screen readers announce it as the link's description, and
 * the link leads to the footnote list under the article. Only text is touched, never a tag or an
 * attribute; the result is built from sanitized HTML and passes the sanitizer unchanged.
 */
export function annotateDefinitions(
  html: string,
  found: readonly FoundDefinition[],
): { html: string; footnotes: DefinitionFootnote[] } {
  const safe = sanitizeArticleHtml(html)
  const footnotes = found.map((definition) => ({
    id: definition.id,
    anchor: footnoteAnchor(definition.id),
    term: definition.term,
    definition: sanitizeArticleHtml(definition.definition),
  }))
  // Longer terms first, so 'paid time off' is annotated before 'time'.
  let pending = [...found].filter((definition) => definition.term.trim() !== '')
  pending.sort((a, b) => b.term.length - a.term.length)
  const open: string[] = []
  let skipping = 0
  const out: string[] = []
  for (const token of tokens(safe)) {
    if (isTag(token)) {
      out.push(token)
      const match = /^<(\/?)([a-z][a-z0-9]*)/i.exec(token)
      if (!match) continue
      const name = match[2]!.toLowerCase()
      if (match[1]) {
        const at = open.lastIndexOf(name)
        if (at >= 0) {
          for (const closed of open.splice(at)) if (SKIP.has(closed)) skipping--
        }
      } else if (!VOID.has(name) && !token.endsWith('/>')) {
        open.push(name)
        if (SKIP.has(name)) skipping++
      }
      continue
    }
    if (skipping > 0 || pending.length === 0) {
      out.push(token)
      continue
    }
    const annotated = annotateText(decode(token), pending)
    pending = annotated.pending
    out.push(annotated.html)
  }
  return { html: sanitizeArticleHtml(out.join('')), footnotes }
}

/** Annotates the first occurrence of each pending term in one text node. */
function annotateText(
  text: string,
  pending: FoundDefinition[],
): { html: string; pending: FoundDefinition[] } {
  const hits: { start: number; end: number; definition: FoundDefinition }[] = []
  const left: FoundDefinition[] = []
  for (const definition of pending) {
    // The first occurrence that no longer term of this text node already covers.
    const match = [...text.matchAll(termPattern(definition.term, 'giu'))].find(
      (candidate) =>
        !hits.some(
          (hit) => candidate.index < hit.end && candidate.index + candidate[0].length > hit.start,
        ),
    )
    if (!match) {
      left.push(definition)
      continue
    }
    const start = match.index
    const end = start + match[0].length
    hits.push({ start, end, definition })
  }
  if (hits.length === 0) return { html: escapeText(text), pending }
  hits.sort((a, b) => a.start - b.start)
  let html = ''
  let at = 0
  for (const hit of hits) {
    html += escapeText(text.slice(at, hit.start))
    const title = escapeAttribute(tooltipText(hit.definition.definition))
    const href = `#${footnoteAnchor(hit.definition.id)}`
    html += `<a href="${href}" title="${title}">${escapeText(text.slice(hit.start, hit.end))}</a>`
    at = hit.end
  }
  html += escapeText(text.slice(at))
  return { html, pending: left }
}
