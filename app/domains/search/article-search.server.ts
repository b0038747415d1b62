import { sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '~/platform/db.server'
import type { Actor } from '~/platform/actor'
import { readableArticles } from '../knowledge/articles/article-access.server'
import { articles } from '../knowledge/knowledge.tables'
import { KB_SEARCH } from './search-constants'
import {
  allowedTypos,
  formQuery,
  indexOfPhrase,
  lexeme,
  queryWords,
  typoQuery,
  withoutStopWords,
  type WordTerm,
} from './search-terms'
import { addTypos, companyTerms, nearWords, withSearchSettings } from './search-vocabulary.server'

export { queryWords } from './search-terms'

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
  /**
   * When nothing is found: the query with a word replaced by the closest word the reader's
   * articles hold ("did you mean"), at most three; otherwise empty.
   */
  suggestions: string[]
}

export interface SearchOptions {
  limit?: number
  similarityThreshold?: number
}

/** Where a search looks: the company (its words and synonyms) and the articles it may find. */
export interface SearchScope {
  companyId: number
  /** A condition on `articles`: the reader's readable articles, or a public knowledge base's. */
  articles: SQL
}

/**
 * How much one query word counts where it is found (ADR 027). A word in the title counts fully,
 * in a tag a little less, in the body well under the dialog's listing threshold (0.65) but above
 * the retrieval threshold (0.25): an article only mentioning the words is still worth sending to
 * the AI, not worth listing on its own.
 */
export const WORD_WEIGHT = { title: 1, tags: 0.75, body: 0.4 } as const
/**
 * What a form of the word counts against the word as typed (ADR 038): a synonym, a split or
 * joined form or a completed word start a little less; a misspelling, by its number of typos,
 * less again. Exact matches also rank first whatever their score (articleOrder).
 */
export const FORM_CREDIT = { exact: 1, form: 0.9, prefix: 0.9 } as const
export const TYPO_CREDIT = [1, 0.8, 0.7] as const
/** Share of the score given to how close the whole query is to the whole title (exact title → 1). */
const TITLE_CLOSENESS = 0.1
/**
 * Articles each candidate stage hands to the exact scoring at most. Scoring is per article, so
 * this bounds the work of a word that is in every body (ADR 027: 50,000 matches).
 */
export const CANDIDATES_PER_STAGE = 50
/** "Did you mean" offers at most this many queries. */
const MAX_SUGGESTIONS = 3

/**
 * Articles matching `query` among those `scope` allows, best first (ADR 027, 038).
 *
 * Candidates come from GIN indexes in stages, each bounded by CANDIDATES_PER_STAGE: every word
 * (or a synonym, split or joined form, or word start of the last word) in the title or tags;
 * every word anywhere; any word in the title or tags; any word anywhere. When some word is in no
 * readable article, or fewer than `limit` candidates hold every word, the company's words spelt
 * within the typo allowance of a query word (allowedTypos) are looked up and three more stages
 * run with them. Only candidates are scored (articleScores), so a word that is in every body
 * costs no more than a rare one.
 */
export async function searchArticlesIn(
  scope: SearchScope,
  rawQuery: string,
  options: SearchOptions = {},
): Promise<ArticleSearchResult> {
  const query = rawQuery.trim().slice(0, KB_SEARCH.maxQueryLength)
  const words = queryWords(query)
  if (!words.length) return { articles: [], query, total_found: 0, suggestions: [] }
  const limit = options.limit ?? KB_SEARCH.limit
  const threshold = options.similarityThreshold ?? KB_SEARCH.similarityThreshold

  return withSearchSettings(async (q) => {
    const ranked = await rankedMatches(q, scope, words, limit)
    const found = ranked
      .filter((row) => row.similarity_score >= threshold)
      .slice(0, limit)
      .map(({ id, title, similarity_score }) => ({ id, title, similarity_score }))
    const suggestions = found.length ? [] : await closestQueries(q, scope, words)
    return { articles: found, query, total_found: found.length, suggestions }
  })
}

/** Every candidate of the query's stages (searchArticlesIn), ranked. */
async function rankedMatches(q: Queryable, scope: SearchScope, words: string[], limit: number) {
  const terms = withoutStopWords(await companyTerms(q, scope.companyId, words))
  const candidates = terms.every((term) => term.known)
    ? await heldWordCandidates(q, scope, terms, limit)
    : await unheldWordCandidates(q, scope, terms, limit)
  // A word no candidate holds still counts when the company's articles hold it (word list).
  const known = terms.map(
    (term, i) => term.known || candidates.some((row) => row.found[i] || row.typoFound[i]),
  )
  return rankedArticles(terms, candidates, known)
}

/**
 * Every word held in some form: the exact stages, then, when fewer than `limit` candidates hold
 * every word, the words' misspellings (the trigram lookup costs milliseconds per word).
 */
async function heldWordCandidates(
  q: Queryable,
  scope: SearchScope,
  terms: WordTerm[],
  limit: number,
) {
  const candidates = await fullTextCandidates(q, scope.articles, terms, limit)
  const complete = candidates.filter((row) => row.found.every(Boolean)).length
  if (complete >= limit || !(await addMisspellings(q, scope.companyId, terms))) return candidates
  const holdingEvery = await candidateRows(q, scope.articles, terms, everyWordStages(terms))
  const more =
    holdingEvery.length >= limit
      ? holdingEvery
      : [...holdingEvery, ...(await anyWordRows(q, scope.articles, terms, false))]
  return withoutRepeats([...candidates, ...more])
}

/**
 * Some word held in no form is found misspelt or not at all, so its misspellings are looked up
 * before any article is read. When articles holding it misspelt and the other words as typed
 * fill the page, misspellings of the other words could only add articles with more typos,
 * ranked below them (rankedArticles); otherwise they are looked up too, and the "any word"
 * stages run.
 */
async function unheldWordCandidates(
  q: Queryable,
  scope: SearchScope,
  terms: WordTerm[],
  limit: number,
) {
  const unheld = terms.filter((term) => !term.known)
  await addMisspellings(q, scope.companyId, unheld)
  // A word held in no form and with no misspelling leaves no article holding every word.
  const findable = unheld.every((term) => term.typos.size)
  const first = findable
    ? await candidateRows(q, scope.articles, terms, everyWordStages(terms))
    : []
  if (first.length >= limit) return first
  const heldMisspelt = await addMisspellings(
    q,
    scope.companyId,
    terms.filter((term) => term.known),
  )
  const holdingEvery =
    findable && heldMisspelt
      ? await candidateRows(q, scope.articles, terms, everyWordStages(terms))
      : []
  // The later rows know every misspelling: they come first (withoutRepeats keeps the first).
  return withoutRepeats([
    ...holdingEvery,
    ...first,
    ...(await anyWordRows(q, scope.articles, terms, true)),
  ])
}

/** Adds the company's words spelt like each term's word (allowedTypos); whether any were found. */
async function addMisspellings(q: Queryable, companyId: number, terms: WordTerm[]) {
  const asked = terms.filter((term) => allowedTypos(term.word) > 0)
  if (!asked.length) return false
  addTypos(
    asked,
    await nearWords(
      q,
      companyId,
      asked.map((term) => term.word),
    ),
  )
  return asked.some((term) => term.typos.size)
}

/** The articles this person may read that match `query`. */
export function searchArticles(
  actor: Actor,
  query: string,
  options?: SearchOptions,
): Promise<ArticleSearchResult> {
  return searchArticlesIn(
    { companyId: actor.companyId, articles: readableArticles(actor) },
    query,
    options,
  )
}

/** A candidate article as scoring needs it. */
export interface Candidate {
  id: number
  title: string
  tags: string[]
  /** Per query word: the article's text holds the word or one of its forms. */
  found: boolean[]
  /** Per query word: the article's text holds one of its misspellings. */
  typoFound: boolean[]
}

/** One word's credit in one article, and how it was earned. */
interface Credit {
  credit: number
  inTitle: boolean
  typo: boolean
}

const NO_CREDIT: Credit = { credit: 0, inTitle: false, typo: false }

/**
 * Candidates with their similarity_score, in the order of ADR 038: articles matching more query
 * words first, then those matching with fewer misspelt words (exact matches always above typo
 * matches), then by score.
 */
export function rankedArticles(terms: WordTerm[], candidates: Candidate[], known: boolean[]) {
  const credits = candidates.map((row) => wordCredits(terms, row))
  const counted = terms.map((_, i) => known[i] || credits.some((credit) => credit[i]!.credit > 0))
  return candidates
    .map((row, n) => {
      const used = credits[n]!.filter((credit, i) => counted[i] && credit.credit > 0)
      return {
        id: row.id,
        title: row.title,
        similarity_score: articleScore(row.title, credits[n]!, counted),
        matched: used.length,
        typos: used.filter((credit) => credit.typo).length,
      }
    })
    .sort(
      (a, b) =>
        b.matched - a.matched ||
        a.typos - b.typos ||
        b.similarity_score - a.similarity_score ||
        b.id - a.id,
    )
}

/**
 * similarity_score (0–1), one number for every kind of match (ADR 027, 038). Each counted query
 * word earns WORD_WEIGHT where it is found (title 1, tags 0.75, body 0.4) times FORM_CREDIT or
 * TYPO_CREDIT for how; words no readable article holds and no candidate resembles ('how', 'my')
 * are left out, so a question scores like its keywords. The mean credit gives 90% of the score,
 * the query's closeness to the title the other 10%: an exact title scores 1.
 */
function articleScore(title: string, credits: Credit[], counted: boolean[]): number {
  const countedWords = counted.filter(Boolean).length
  if (!countedWords) return 0
  let sum = 0
  let titleSum = 0
  let lacking = 0
  credits.forEach(({ credit, inTitle }, i) => {
    if (!counted[i]) return
    sum += credit
    if (inTitle) titleSum += credit
    else lacking++
  })
  // Closeness to the title: the title credits over the title's words plus the query words the
  // title lacks (1 for an exact title).
  const closeness = titleSum / (textWords(title).length + lacking || 1)
  const score = (1 - TITLE_CLOSENESS) * (sum / countedWords) + TITLE_CLOSENESS * closeness
  return Math.round(Math.min(1, score) * 1000) / 1000
}

/** Each query word's best credit in one candidate: title, then tags, then body. */
function wordCredits(terms: WordTerm[], row: Candidate): Credit[] {
  const titleWords = textWords(row.title)
  const tagWords = row.tags.map(textWords)
  return terms.map((term, i) => {
    const inTitle = formCredit(term, titleWords)
    if (inTitle) return { ...inTitle, credit: inTitle.credit * WORD_WEIGHT.title, inTitle: true }
    const inTag = tagWords.map((words) => formCredit(term, words)).find(Boolean)
    if (inTag) return { ...inTag, credit: inTag.credit * WORD_WEIGHT.tags, inTitle: false }
    if (row.found[i]) return { credit: WORD_WEIGHT.body, inTitle: false, typo: false }
    if (row.typoFound[i]) {
      return { credit: WORD_WEIGHT.body * TYPO_CREDIT[1], inTitle: false, typo: true }
    }
    return NO_CREDIT
  })
}

/** How `words` (a title's or a tag's, in order) hold the term, best form first. */
function formCredit(term: WordTerm, words: string[]): Omit<Credit, 'inTitle'> | undefined {
  if (words.includes(term.word)) return { credit: FORM_CREDIT.exact, typo: false }
  if (term.forms.slice(1).some((form) => indexOfPhrase(words, form) >= 0)) {
    return { credit: FORM_CREDIT.form, typo: false }
  }
  if (term.completions.some((completion) => words.includes(completion))) {
    return { credit: FORM_CREDIT.prefix, typo: false }
  }
  const typos = Math.min(...words.map((word) => term.typos.get(word) ?? Infinity))
  return typos <= 2 ? { credit: TYPO_CREDIT[typos]!, typo: true } : undefined
}

/** A text's words as the search reads them, in order, repeats kept. */
function textWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/** The tsquery finding a word as typed or in any of its forms (a word start for the last one). */
function exactQuery(term: WordTerm): string {
  const forms = [...new Set(term.forms.map(formQuery))]
  forms.push(...term.completions.map(lexeme))
  return `(${forms.join(' | ')})`
}
const tsquery = (text: string) => sql`${text}::tsquery`
const headingVector = sql`article_heading_vector(${articles.title}, ${articles.tags})`
const searchVector = sql`${articles}.search_vector`

function joined(parts: SQL[], separator: string): SQL {
  return sql.join(parts, sql.raw(separator))
}

/** Per tsquery: some article in scope matches it (one index probe each, one statement). */
async function heldQueries(q: Queryable, scope: SQL, queries: string[]): Promise<boolean[]> {
  const probes = queries.map(
    (query) =>
      sql`exists (select 1 from ${articles} where ${scope} and ${searchVector} @@ ${tsquery(query)})`,
  )
  const result = await q.execute<{ held: boolean[] }>(
    sql`select array[${joined(probes, ', ')}] as held`,
  )
  return result.rows[0]!.held
}

/**
 * Full-text candidates of a query whose every word the company's articles hold in some form.
 * Articles holding every word in the title or tags come first, and when there are `limit` of
 * them nothing else can score higher (ADR 027), so the other stages are only asked when there
 * are fewer.
 */
async function fullTextCandidates(q: Queryable, scope: SQL, terms: WordTerm[], limit: number) {
  const every = tsquery(terms.map(exactQuery).join(' & '))
  const inHeading = await candidateRows(q, scope, terms, [sql`${headingVector} @@ ${every}`])
  if (inHeading.length >= limit) return inHeading
  const anywhere = await candidateRows(q, scope, terms, [sql`${searchVector} @@ ${every}`])
  const holdingEvery = withoutRepeats([...inHeading, ...anywhere])
  // With one word, "any word" is "every word": the stages above found everything. And when the
  // last stage found every article holding every word (it stopped short of its bound) and they
  // fill the page, an article holding fewer words cannot rank among them (rankedArticles: more
  // words first), so the costly "any word" stages are skipped.
  const foundAll = anywhere.length < CANDIDATES_PER_STAGE
  if (terms.length === 1 || (foundAll && holdingEvery.length >= limit)) return holdingEvery
  const holdingAny = await candidateRows(q, scope, terms, anyHeldWord(terms))
  return withoutRepeats([...holdingEvery, ...holdingAny])
}

/** The stages of articles holding any word held in some form (title or tags, then anywhere). */
function anyHeldWord(terms: WordTerm[]): SQL[] {
  const held = terms.filter((term) => term.known)
  if (!held.length) return []
  const any = tsquery(held.map(exactQuery).join(' | '))
  return [sql`${headingVector} @@ ${any}`, sql`${searchVector} @@ ${any}`]
}

/** Every word, as typed, in a form or misspelt: in the title or tags, and anywhere. */
function everyWordStages(terms: WordTerm[]): SQL[] {
  const eitherQuery = (term: WordTerm) =>
    [exactQuery(term), typoQuery(term)].filter(Boolean).join(' | ')
  const every = tsquery(terms.map((term) => `(${eitherQuery(term)})`).join(' & '))
  return [sql`${headingVector} @@ ${every}`, sql`${searchVector} @@ ${every}`]
}

/**
 * The "any word" stages of a typo search, one statement: any misspelt word in the title or tags
 * and, when the exact stages did not run (`someWordUnheld`), any held word.
 */
async function anyWordRows(q: Queryable, scope: SQL, terms: WordTerm[], someWordUnheld: boolean) {
  const typoQueries = terms.flatMap((term) => typoQuery(term) ?? [])
  const stages = [
    ...(typoQueries.length ? [sql`${headingVector} @@ ${tsquery(typoQueries.join(' | '))}`] : []),
    ...(someWordUnheld ? anyHeldWord(terms) : []),
  ]
  return stages.length ? candidateRows(q, scope, terms, stages) : []
}

function withoutRepeats(rows: Candidate[]): Candidate[] {
  const byId = new Map<number, Candidate>()
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row)
  return [...byId.values()]
}

/** Up to CANDIDATES_PER_STAGE articles in scope for each condition (the stages), as one query. */
async function candidateRows(q: Queryable, scope: SQL, terms: WordTerm[], conditions: SQL[]) {
  const found = terms.map((term) => sql`${searchVector} @@ ${tsquery(exactQuery(term))}`)
  const typoFound = terms.map((term) => {
    const query = typoQuery(term)
    return query ? sql`${searchVector} @@ ${tsquery(query)}` : sql`false`
  })
  const stages = conditions.map(
    (condition) => sql`(select ${articles.id}, ${articles.title}, ${articles.tags},
      array[${joined(found, ', ')}] as found, array[${joined(typoFound, ', ')}] as typo_found
      from ${articles} where ${scope} and ${condition} limit ${CANDIDATES_PER_STAGE})`,
  )
  const result = await q.execute<{
    id: number
    title: string
    tags: string[]
    found: boolean[]
    typo_found: boolean[]
  }>(joined(stages, ' union all '))
  return withoutRepeats(
    result.rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      tags: row.tags,
      found: row.found,
      typoFound: row.typo_found,
    })),
  )
}

/** Typos the "did you mean" lookup allows beyond the search's own (words it did not find). */
const SUGGESTION_TYPOS = 3

/**
 * "Did you mean": the query with one word replaced by the closest company word within a few
 * more typos than a search forgives, when an article in scope holds it. Words the articles
 * hold are kept; at most MAX_SUGGESTIONS queries, closest first.
 */
async function closestQueries(
  q: Queryable,
  scope: SearchScope,
  words: string[],
): Promise<string[]> {
  const near = await nearWords(q, scope.companyId, words, (word) =>
    [...word].length >= 4 && /^\p{L}+$/u.test(word) ? SUGGESTION_TYPOS : 0,
  )
  const options = [...near].flatMap(([typed, found]) =>
    [...found].map(([word, typos]) => ({ typed, word, typos })),
  )
  options.sort((a, b) => a.typos - b.typos)
  const candidates = options.slice(0, MAX_SUGGESTIONS * 3)
  if (!candidates.length) return []
  const held = await heldQueries(
    q,
    scope.articles,
    candidates.map(({ word }) => lexeme(word)),
  )
  const suggestions = candidates
    .filter((_, i) => held[i])
    .map(({ typed, word }) => words.map((each) => (each === typed ? word : each)).join(' '))
  return [...new Set(suggestions)].slice(0, MAX_SUGGESTIONS)
}
