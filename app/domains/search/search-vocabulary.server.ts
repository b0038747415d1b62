import { sql, type SQL } from 'drizzle-orm'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import {
  addSplitAndJoined,
  addSynonyms,
  allowedTypos,
  plainTerms,
  queryPhrases,
  splitAndJoinedForms,
  typoDistance,
  type WordTerm,
} from './search-terms'

/**
 * The query's terms in a company (ADR 038): each word with its synonyms (the company's groups),
 * the split or joined forms its words confirm, the completions of the last word, and whether the
 * company's articles hold it in some form (`known`). One statement, without the reader's rule.
 */
export async function companyTerms(
  q: Queryable,
  companyId: number,
  words: string[],
): Promise<WordTerm[]> {
  const terms = plainTerms(words)
  const { joined, halves } = splitAndJoinedForms(words)
  const forms = [...new Set([...words, ...joined, ...halves])]
  const last = terms.at(-1)!
  const result = await q.execute<{
    known: string[] | null
    groups: string[][] | null
    completions: string[] | null
  }>(sql`
    with groups as (select terms from search_synonym_groups
        where company_id = ${companyId} and terms && ${textArray(queryPhrases(words))}),
      asked as (select unnest(${textArray(forms)}) as word
        union select part from groups, unnest(terms) as term,
          regexp_split_to_table(term, ' ') as part)
    select
      (select array_agg(search_words.word) from search_words join asked using (word)
        where company_id = ${companyId}) as known,
      (select json_agg(terms) from groups) as groups,
      ${last.prefix ? completionsOf(companyId, last.word) : sql`null`} as completions`)
  const row = result.rows[0]!
  const known = new Set(row.known ?? [])
  addSynonyms(terms, row.groups ?? [])
  addSplitAndJoined(terms, known)
  last.completions = (row.completions ?? []).filter((word) => word !== last.word)
  for (const term of terms) {
    term.known =
      unlisted(term.word) ||
      term.completions.length > 0 ||
      term.forms.some((form) => form.every((w) => known.has(w)))
  }
  return terms
}

/**
 * The word list leaves numbers and words over 40 characters out (migration 0022), so it cannot
 * tell that articles hold them nowhere: they count as held, and the stages look for them.
 */
const unlisted = (word: string) => /^[0-9]+$/.test(word) || [...word].length > 40

/** Completions of a last word looked at most, the shortest first. */
const COMPLETIONS = 10

/**
 * The company words `start` begins, through the trigram index (LIKE 'start%'): the word starts
 * become words, whose frequencies the planner knows, rather than a tsquery prefix, which it
 * guesses at one article in forty and answers by reading every article.
 */
function completionsOf(companyId: number, start: string): SQL {
  return sql`(select array_agg(word) from (select word from search_words
    where company_id = ${companyId} and word like ${`${start}%`}
    order by length(word), word limit ${COMPLETIONS}) as completion)`
}

/** Company words looked at per misspelt query word at most, the closest first. */
const NEAR_WORDS = 20
/**
 * Trigram similarity from which a company word is measured against a query word: one swap in a
 * five-letter word ('hlelo' for 'hello') leaves 0.2 (pg_trgm's default, 0.3, misses 'saftey').
 */
const NEAR_SIMILARITY = 0.2

/**
 * Runs a search's statements in one transaction with the settings they need (SET LOCAL):
 * the trigram threshold `%` reads, and no sequential or plain index scan of articles. A stage's
 * LIMIT makes the planner hope to meet 50 matches early by reading articles in order, computing
 * each one's title-and-tags vector (70 µs each on the embedded engine): a word no article holds
 * then read all 50,000 (2 s). Bitmap scans of the full-text indexes are what a search needs.
 */
export function withSearchSettings<Result>(
  search: (tx: Transaction) => Promise<Result>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select
      set_config('pg_trgm.similarity_threshold', ${String(NEAR_SIMILARITY)}, true),
      set_config('enable_seqscan', 'off', true),
      set_config('enable_indexscan', 'off', true)`)
    return search(tx)
  })
}

/**
 * Company words within `maxTypos(word)` typos of each of `words` (Damerau: a swap is one), per
 * word: the trigram index narrows (run it withSearchSettings), fuzzystrmatch's
 * levenshtein_less_equal (which counts a swap as two) prefilters, typoDistance decides.
 */
export async function nearWords(
  q: Queryable,
  companyId: number,
  words: string[],
  maxTypos: (word: string) => number = allowedTypos,
): Promise<Map<string, Map<string, number>>> {
  const asked = words.filter((word) => maxTypos(word) > 0)
  const near = new Map(words.map((word) => [word, new Map<string, number>()]))
  if (!asked.length) return near
  const lookups = asked.map((word) => nearWordsOf(companyId, word, maxTypos(word)))
  const { rows } = await q.execute<{ typed: string; word: string }>(
    sql.join(lookups, sql` union all `),
  )
  for (const { typed, word } of rows) {
    const distance = typoDistance(typed, word)
    if (word !== typed && distance <= maxTypos(typed) && /^\p{L}+$/u.test(word)) {
      near.get(typed)!.set(word, distance)
    }
  }
  return near
}

function nearWordsOf(companyId: number, word: string, typos: number): SQL {
  const length = [...word].length
  return sql`(select ${word}::text as typed, word from search_words
    where company_id = ${companyId} and word % ${word}
      and length(word) between ${length - typos} and ${length + typos}
      and levenshtein_less_equal(word, ${word}, ${2 * typos}) <= ${2 * typos}
    order by similarity(word, ${word}) desc limit ${NEAR_WORDS})`
}

/** A text[] parameter. */
export function textArray(values: string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`
}

/** Typo counts of each term's misspellings, added to the terms (the word itself excluded). */
export function addTypos(terms: WordTerm[], near: Map<string, Map<string, number>>): void {
  for (const term of terms) {
    const isForm = new Set(term.forms.filter((form) => form.length === 1).map((form) => form[0]))
    for (const [word, typos] of near.get(term.word) ?? []) {
      if (!isForm.has(word)) term.typos.set(word, typos)
    }
  }
}
