import { desc, ilike, or, sql, type SQL } from 'drizzle-orm'
import { containsPattern } from '../company/like'
import { articles } from '../knowledge/knowledge.tables'
import {
  allowedTypos,
  formQuery,
  lexeme,
  queryWords,
  typoQuery,
  type WordTerm,
} from './search-terms'
import { addTypos, companyTerms, nearWords, withSearchSettings } from './search-vocabulary.server'

/**
 * Up to this many matches, the articles list orders a search by relevance; beyond it (a word
 * in thousands of titles), by the list's usual order, read straight from its index: sorting
 * thousands of rows costs more than a page may, and such a search needs narrowing anyway.
 */
export const RELEVANCE_LIMIT = 1000

export interface ListSearch {
  where: SQL
  relevance: SQL[]
}

/**
 * The articles list's search box (ADR 027, 038): an article matches when its title or a tag
 * holds the text as typed (a fragment, trigram index of migration 0010) or when its title and
 * tags hold every word, in any order, each as a whole word, the start of one, a synonym, a split
 * or joined form or a misspelling within the typo allowance (full-text index of migration 0012).
 * `relevance` orders matches by the text as typed: the exact title, titles starting with the
 * text, titles holding every word (as words or word starts), titles holding the text, then the
 * rest, so exact matches come before synonyms and typos.
 */
export async function articleListSearch(
  companyId: number,
  search: string,
): Promise<ListSearch | undefined> {
  const text = search.trim().replace(/\s+/g, ' ')
  if (!text) return undefined
  const fragment = containsPattern(text)
  const words = queryWords(text)
  const terms = words.length ? await listTerms(companyId, words) : []
  const everyWord = terms.length
    ? sql`article_heading_vector(${articles.title}, ${articles.tags}) @@ ${terms.map(listWordQuery).join(' & ')}::tsquery`
    : undefined
  // Every word starts a word of the title (`\m`: a word boundary; words are letters and digits).
  const titleHasEveryWord = words.map((word) => sql`${articles.title} ~* ${`\\m${word}`}`)
  return {
    // Tags are searched as one text, a tag per line (migration 0010), so a fragment with a line
    // break could span two tags; a search box never holds one.
    where: or(
      ilike(articles.title, fragment),
      sql`article_tags_text(${articles.tags}) ilike ${fragment}`,
      everyWord,
    )!,
    relevance: [
      desc(sql`lower(${articles.title}) = ${text.toLowerCase()}`),
      // containsPattern without its leading '%': the title starts with the text.
      desc(sql`${articles.title} ilike ${fragment.slice(1)}`),
      ...(titleHasEveryWord.length
        ? [desc(sql`(${sql.join(titleHasEveryWord, sql` and `)})`)]
        : []),
      desc(sql`${articles.title} ilike ${fragment}`),
    ],
  }
}

/** The words with their synonyms, split and joined forms and misspellings in the company. */
function listTerms(companyId: number, words: string[]): Promise<WordTerm[]> {
  return withSearchSettings(async (q) => {
    const terms = await companyTerms(q, companyId, words)
    const typoWords = words.filter((word) => allowedTypos(word) > 0)
    if (typoWords.length) addTypos(terms, await nearWords(q, companyId, typoWords))
    return terms
  })
}

/** One word of the list's search: its start, its other forms or a misspelling. */
function listWordQuery(term: WordTerm): string {
  const forms = [`${lexeme(term.word)}:*`, ...term.forms.slice(1).map(formQuery)]
  const typos = typoQuery(term)
  return `(${[...forms, ...(typos ? [typos] : [])].join(' | ')})`
}
