/**
 * How a query's words are read (ADR 038), without the database: the words, how many typos each
 * may carry, the edit distance that counts them, and where each word may be found (the word
 * itself, its synonyms, a split or joined form, word starts of the last word, misspellings).
 */

/** Query words looked at most (a pasted paragraph is not a better query than its first words). */
const MAX_WORDS = 8

/** The query's words as the 'simple' configuration splits them: lower case, letters and digits. */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words)].slice(0, MAX_WORDS)
}

/**
 * Typos a query word may carry and still match (the standard of Meilisearch, Typesense and
 * Algolia): none under 5 letters, one from 5, two from 9. Numbers are codes, never misspelt.
 */
export function allowedTypos(word: string): number {
  if (!/^\p{L}+$/u.test(word)) return 0
  const length = [...word].length
  return length >= 9 ? 2 : length >= 5 ? 1 : 0
}

/**
 * Damerau–Levenshtein distance (optimal string alignment): insertions, deletions, substitutions
 * and swaps of neighbouring letters each count one. fuzzystrmatch's levenshtein counts a swap as
 * two, so the database narrows and this decides.
 */
export function typoDistance(a: string, b: string): number {
  const s = [...a]
  const t = [...b]
  const rows = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1)
      }
      rows[i]![j] = best
    }
  }
  return rows[s.length]![t.length]!
}

/** Shortest word start the last query word is completed from ('pol' finds 'policy'). */
export const MIN_PREFIX = 3

/** One query word and every form that counts as finding it. */
export interface WordTerm {
  word: string
  /**
   * Forms counting as the word itself, each a phrase (one word or several in a row): the word
   * first, then synonyms, the word split in two (`forklift` → `fork lift`) or joined with its
   * neighbour (`fork lift` → `forklift`).
   */
  forms: string[][]
  /** The last word of the query also matches words it starts (the person is still typing). */
  prefix: boolean
  /** For the last word: the company's words it starts. */
  completions: string[]
  /** Words of the company spelt like this one, with their number of typos (1 or 2). */
  typos: Map<string, number>
  /** The company's articles hold the word in some form (its word list says so). */
  known: boolean
}

/**
 * The commonest function words of the languages companies write in (English, Spanish, German,
 * French). Like Algolia's removeStopWords, a query leaves them out when it has other words:
 * 'how do I reset my password' is about 'reset password', and an article is not closer for
 * holding 'my' in its title. They are still read when the query is nothing else ('who'), and
 * inside a synonym ('sign in').
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in is it its me my no not of on or ' +
    'our so that the their them this to us was we what when where which who why will with you ' +
    'your de la el los las en y un una por para con del al que es su se lo le der die das und ' +
    'ein eine ist im zu mit von den dem des für auf les du et au aux qui dans sur'
  ).split(' '),
)

/** The terms without stop words, unless nothing else is left or a synonym names the word. */
export function withoutStopWords(terms: WordTerm[]): WordTerm[] {
  const kept = terms.filter((term) => !STOP_WORDS.has(term.word) || term.forms.length > 1)
  return kept.length ? kept : terms
}

/** Terms for `words` before anything is known about the company's words. */
export function plainTerms(words: string[]): WordTerm[] {
  return words.map((word, i) => ({
    word,
    forms: [[word]],
    prefix: i === words.length - 1 && [...word].length >= MIN_PREFIX && /^\p{L}+$/u.test(word),
    completions: [],
    typos: new Map(),
    known: false,
  }))
}

/** The words two neighbours would form joined, and the halves each word could split into. */
export function splitAndJoinedForms(words: string[]): { joined: string[]; halves: string[] } {
  const joined = words.slice(1).map((word, i) => words[i]! + word)
  const halves = words.flatMap((word) => splits(word).flat())
  return { joined, halves }
}

/** Each way of cutting `word` into two parts of at least two letters. */
function splits(word: string): [string, string][] {
  if (!/^\p{L}+$/u.test(word)) return []
  const letters = [...word]
  const result: [string, string][] = []
  for (let i = 2; i <= letters.length - 2; i++) {
    result.push([letters.slice(0, i).join(''), letters.slice(i).join('')])
  }
  return result
}

/**
 * Adds the split and joined forms the company's words (`known`) confirm: `fork lift` also finds
 * `forklift` (both words count found), `forklift` also finds `fork lift` as a phrase.
 */
export function addSplitAndJoined(terms: WordTerm[], known: Set<string>): void {
  terms.forEach((term, i) => {
    const next = terms[i + 1]
    if (next && known.has(term.word + next.word)) {
      term.forms.push([term.word + next.word])
      next.forms.push([term.word + next.word])
    }
    for (const [head, tail] of splits(term.word)) {
      if (known.has(head) && known.has(tail)) term.forms.push([head, tail])
    }
  })
}

/** Synonym terms as stored and compared: the term's words, one space between. */
export function normalizedTerm(term: string): string {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')
}

/** The phrases of one to three consecutive query words, the synonym terms a query can hold. */
export function queryPhrases(words: string[]): string[] {
  const phrases: string[] = []
  for (let size = 1; size <= 3; size++) {
    for (let i = 0; i + size <= words.length; i++) phrases.push(words.slice(i, i + size).join(' '))
  }
  return phrases
}

/**
 * Adds synonyms: when the query holds a term of a group (a word, or a phrase of words in a row),
 * each of those words also counts as found where another term of the group is.
 */
export function addSynonyms(terms: WordTerm[], groups: string[][]): void {
  const words = terms.map((term) => term.word)
  for (const group of groups) {
    for (const term of group) {
      const phrase = term.split(' ')
      const start = indexOfPhrase(words, phrase)
      if (start < 0) continue
      const others = group.filter((other) => other !== term).map((other) => other.split(' '))
      for (const wordTerm of terms.slice(start, start + phrase.length)) {
        wordTerm.forms.push(...others)
      }
    }
  }
}

/** Where `phrase` starts in `words` (its words in a row), or -1. */
export function indexOfPhrase(words: string[], phrase: string[]): number {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, n) => words[i + n] === word)) return i
  }
  return -1
}

/** A lexeme quoted for a tsquery (company words may hold any character but these two escaped). */
export const lexeme = (word: string) => `'${word.replace(/['\\]/g, '\\$&')}'`

/** A tsquery alternative: one word, or a phrase of words in a row. */
export const formQuery = (form: string[]) =>
  form.length === 1 ? lexeme(form[0]!) : `(${form.map(lexeme).join(' <-> ')})`

/** The tsquery finding a word's misspellings, or none. */
export function typoQuery(term: WordTerm): string | undefined {
  return term.typos.size ? `(${[...term.typos.keys()].map(lexeme).join(' | ')})` : undefined
}
