import { sql, type SQL } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import type { Actor } from '~/platform/actor'
import { readableArticles } from '../knowledge/articles/article-access.server'
import { articles } from '../knowledge/knowledge.tables'
import { KB_SEARCH } from './search-constants'

/** One found article: the KB search response of seed 000 §3. */
export interface ArticleMatch {
  id: number
  title: string
  /** 0–1, higher is closer. */
  similarity_score: number
}

/** The suggested-articles response of seed 000 §3. */
export interface ArticleSearchResult {
  articles: ArticleMatch[]
  query: string
  total_found: number
}

export interface SearchOptions {
  limit?: number
  similarityThreshold?: number
}

/**
 * How much one query word counts where it is found (ADR 027). A word in the title counts fully,
 * in a tag a little less, in the body well under the dialog's listing threshold (0.65) but above
 * the retrieval threshold (0.25): an article only mentioning the words is still worth sending to
 * the AI, not worth listing on its own.
 */
export const WORD_WEIGHT = { title: 1, tags: 0.75, body: 0.4 } as const
/** A misspelt word found only by trigrams counts this much of its word similarity to the title. */
export const TYPO_WEIGHT = 0.8
/** Share of the score given to how close the whole query is to the whole title (exact title → 1). */
const TITLE_CLOSENESS = 0.1
/**
 * Trigram word similarity from which a word counts as a misspelling of a title word: one wrong
 * letter in a six-letter word ('polcy' for 'policy') is about 0.44.
 */
export const TYPO_SIMILARITY = 0.4
/** Misspellings are only looked for in words this long: shorter ones match too much by chance. */
const TYPO_MIN_LENGTH = 4
/** Query words scored at most (a pasted paragraph is not a better query than its first words). */
const MAX_WORDS = 8
/**
 * Articles each candidate stage hands to the exact scoring at most. Scoring is per article, so
 * this bounds the work of a word that is in every body (ADR 027: 50,000 matches).
 */
export const CANDIDATES_PER_STAGE = 50

/** The query's words as the 'simple' configuration splits them: lower case, letters and digits. */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words)].slice(0, MAX_WORDS)
}

/**
 * Articles matching `query` among those `scope` allows (a condition on `articles`: the reader's
 * readable articles, or a public knowledge base's articles), best first.
 *
 * Candidates come from GIN indexes in stages, each bounded by CANDIDATES_PER_STAGE: every word
 * in the title or tags; every word anywhere; any word in the title or tags; any word anywhere;
 * and, only when fewer than `limit` candidates hold every word, title words spelt like a query
 * word (trigrams). Only candidates are scored, so a word that is in every body costs no more
 * than a rare one. The score is articleScore's.
 */
export async function searchArticlesIn(
  scope: SQL,
  rawQuery: string,
  options: SearchOptions = {},
): Promise<ArticleSearchResult> {
  const query = rawQuery.trim().slice(0, KB_SEARCH.maxQueryLength)
  const words = queryWords(query)
  if (!words.length) return { articles: [], query, total_found: 0 }
  const limit = options.limit ?? KB_SEARCH.limit
  const threshold = options.similarityThreshold ?? KB_SEARCH.similarityThreshold

  const candidates = await fullTextCandidates(scope, words, limit)
  // A word some candidate holds is known; only the others need asking about (usually none).
  const known = words.map((_, i) => candidates.some((row) => row.found[i]))
  const unknown = words.filter((_, i) => !known[i])
  if (unknown.length) {
    const held = await heldWords(scope, unknown)
    words.forEach((word, i) => (known[i] ||= held.has(word)))
  }
  const complete = candidates.filter((row) => row.found.every(Boolean)).length
  // Only words no readable article holds are looked for as misspellings: a word the articles use
  // as typed is not a typo, and the trigram index finds thousands of near matches of a common one.
  const typoWords = words.filter((word, i) => isTypoCandidate(word) && !known[i])
  if (complete < limit && typoWords.length) {
    const seen = new Set(candidates.map((row) => row.id))
    const typos = await misspeltTitleCandidates(scope, words, typoWords)
    candidates.push(...typos.filter((row) => !seen.has(row.id)))
  }

  const scores = articleScores(words, candidates, known)
  const found = candidates
    .map((row, i) => ({ id: row.id, title: row.title, similarity_score: scores[i]! }))
    .filter((row) => row.similarity_score >= threshold)
    .sort((a, b) => b.similarity_score - a.similarity_score || b.id - a.id)
    .slice(0, limit)
  return { articles: found, query, total_found: found.length }
}

/** The articles this person may read that match `query`. */
export function searchArticles(
  actor: Actor,
  query: string,
  options?: SearchOptions,
): Promise<ArticleSearchResult> {
  return searchArticlesIn(readableArticles(actor), query, options)
}

/** A candidate article as scoring needs it. */
export interface Candidate {
  id: number
  title: string
  tags: string[]
  /** Per query word: the article's text (title, tags or body) holds it. */
  found: boolean[]
}

/**
 * similarity_score (0–1) of each candidate, one number for full text and typos (ADR 027).
 *
 * Each query word gets a credit where it is found: WORD_WEIGHT (title 1, tags 0.75, body 0.4), or
 * for a misspelt title word TYPO_WEIGHT × its trigram similarity. Words no readable article holds
 * and no candidate resembles ('how', 'my', a stray letter) are left out, so a question scores
 * like its keywords. The mean credit gives 90% of the score, the query's closeness to the title
 * (below) the other 10%: an exact title scores 1, a longer title holding every word about 0.95,
 * a tag 0.68–0.78, a body holding every word 0.36–0.4.
 */
export function articleScores(
  words: string[],
  candidates: Candidate[],
  known: boolean[],
): number[] {
  // Per candidate and query word: its credit, and whether it was found in the title.
  const credits = candidates.map((row) => {
    const titleWords = new Set(queryWords(row.title))
    const tagWords = new Set(queryWords(row.tags.join(' ')))
    return words.map((word, i): [credit: number, inTitle: boolean] => {
      if (titleWords.has(word)) return [WORD_WEIGHT.title, true]
      if (tagWords.has(word)) return [WORD_WEIGHT.tags, false]
      if (row.found[i]) return [WORD_WEIGHT.body, false]
      if (!isTypoCandidate(word)) return [0, false]
      const closest = Math.max(0, ...[...titleWords].map((other) => trigramSimilarity(word, other)))
      return closest >= TYPO_SIMILARITY ? [TYPO_WEIGHT * closest, true] : [0, false]
    })
  })
  const counted = words.map((_, i) => known[i] || credits.some((credit) => credit[i]![0] > 0))
  const countedWords = counted.filter(Boolean).length
  return candidates.map((row, n) => {
    if (!countedWords) return 0
    let sum = 0
    let titleSum = 0
    let lacking = 0
    credits[n]!.forEach(([credit, inTitle], i) => {
      if (!counted[i]) return
      sum += credit
      if (inTitle) titleSum += credit
      else lacking++
    })
    // Closeness to the title: the title credits over the title's words plus the query words the
    // title lacks (1 for an exact title; a misspelt word brings its typo credit).
    const closeness = titleSum / (queryWords(row.title).length + lacking || 1)
    const score = (1 - TITLE_CLOSENESS) * (sum / countedWords) + TITLE_CLOSENESS * closeness
    return Math.round(Math.min(1, score) * 1000) / 1000
  })
}

/** Misspellings are looked for in words of letters (numbers are codes, not words) long enough. */
function isTypoCandidate(word: string) {
  return word.length >= TYPO_MIN_LENGTH && !/^\p{N}+$/u.test(word)
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams (word padded '  w '). */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a)
  const tb = trigrams(b)
  let shared = 0
  for (const trigram of ta) if (tb.has(trigram)) shared++
  return shared / (ta.size + tb.size - shared)
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const chars = [...padded]
  const result = new Set<string>()
  for (let i = 0; i + 3 <= chars.length; i++) result.add(chars.slice(i, i + 3).join(''))
  return result
}

/** Those of `words` some article in scope holds as typed (one index probe each). */
async function heldWords(scope: SQL, words: string[]): Promise<Set<string>> {
  const probes = words.map(
    (word) =>
      sql`exists (select 1 from ${articles} where ${scope} and ${searchVector} @@ ${wordQuery(word)})`,
  )
  const result = await db.execute<{ held: boolean[] }>(
    sql`select array[${joined(probes, ', ')}] as held`,
  )
  return new Set(words.filter((_, i) => result.rows[0]!.held[i]))
}

/** Title words looked at per misspelt query word at most, the closest first. */
const NEAR_WORDS = 20

/**
 * Articles in scope whose title holds a word spelt like one of `typoWords`. The words come from
 * the distinct title words (migration 0013) through their trigram index: `%` (pg_trgm's default
 * threshold 0.3) narrows, `similarity` ≥ TYPO_SIMILARITY decides, the same bound articleScores
 * credits a misspelling from. Those words then find articles through the title-and-tags index,
 * the title itself rechecked (a tag holding the word earns no typo credit).
 */
async function misspeltTitleCandidates(scope: SQL, words: string[], typoWords: string[]) {
  const near = await db.execute<{ word: string }>(
    joined(
      typoWords.map(
        (typo) => sql`(select word from article_title_words
          where word % ${typo} and similarity(word, ${typo}) >= ${TYPO_SIMILARITY}
          order by similarity(word, ${typo}) desc limit ${NEAR_WORDS})`,
      ),
      ' union ',
    ),
  )
  if (!near.rows.length) return []
  const nearQuery = sql`${near.rows.map((row) => `'${row.word.replace(/['\\]/g, '\\$&')}'`).join(' | ')}::tsquery`
  return candidateRows(scope, words, [
    sql`${headingVector} @@ ${nearQuery} and to_tsvector('simple'::regconfig, ${articles.title}) @@ ${nearQuery}`,
  ])
}

/** A query word as a tsquery: the word is letters and digits only, so quoting is enough. */
const wordQuery = (word: string) => sql`${`'${word}'`}::tsquery`
const headingVector = sql`article_heading_vector(${articles.title}, ${articles.tags})`
const searchVector = sql`${articles}.search_vector`

function joined(parts: SQL[], separator: string): SQL {
  return sql.join(parts, sql.raw(separator))
}

/**
 * Full-text candidates. Articles holding every word in the title or tags come first, and when
 * there are `limit` of them nothing else can score higher (ADR 027), so the other stages are
 * only asked when there are fewer.
 */
async function fullTextCandidates(scope: SQL, words: string[], limit: number) {
  const all = sql`${words.map((word) => `'${word}'`).join(' & ')}::tsquery`
  const any = sql`${words.map((word) => `'${word}'`).join(' | ')}::tsquery`
  const inHeading = await candidateRows(scope, words, [sql`${headingVector} @@ ${all}`])
  if (inHeading.length >= limit) return inHeading
  const seen = new Set(inHeading.map((row) => row.id))
  const others = await candidateRows(scope, words, [
    sql`${searchVector} @@ ${all}`,
    // With one word, "any word" is "every word": the stages above found everything.
    ...(words.length > 1 ? [sql`${headingVector} @@ ${any}`, sql`${searchVector} @@ ${any}`] : []),
  ])
  for (const row of others) {
    if (seen.has(row.id)) continue
    seen.add(row.id)
    inHeading.push(row)
  }
  return inHeading
}

/** Up to CANDIDATES_PER_STAGE articles in scope for each condition (the stages), as one query. */
async function candidateRows(scope: SQL, words: string[], conditions: SQL[]): Promise<Candidate[]> {
  const found = words.map((word) => sql`${searchVector} @@ ${wordQuery(word)}`)
  const stages = conditions.map(
    (condition) => sql`(select ${articles.id}, ${articles.title}, ${articles.tags},
      array[${joined(found, ', ')}] as found
      from ${articles} where ${scope} and ${condition} limit ${CANDIDATES_PER_STAGE})`,
  )
  const result = await db.execute<{ id: number; title: string; tags: string[]; found: boolean[] }>(
    joined(stages, ' union all '),
  )
  const rows = new Map<number, Candidate>()
  for (const row of result.rows) {
    const id = Number(row.id)
    rows.set(id, { id, title: row.title, tags: row.tags, found: row.found })
  }
  return [...rows.values()]
}
