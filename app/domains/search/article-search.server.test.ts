import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { insertArticle, insertCategory } from '#tests/factories/knowledge-reading'
import type { Company } from '~/domains/company/company.tables'
import { ARTICLE_STATUS, ARTICLE_VISIBILITY, articles } from '../knowledge/knowledge.tables'
import {
  CANDIDATES_PER_STAGE,
  queryWords,
  searchArticles,
  searchArticlesIn,
} from './article-search.server'
import { KB_SEARCH } from './search-constants'

const { similarityThreshold: RETRIEVAL, listingThreshold: LISTING } = KB_SEARCH

/** The calibration library: titles, tags and bodies as a small company would write them. */
const LIBRARY = [
  {
    title: 'Password reset',
    tags: ['it'],
    body: '<p>Open the account page and choose a new one.</p>',
  },
  {
    title: 'Password policy for contractors',
    tags: ['security'],
    body: '<p>Twelve characters.</p>',
  },
  {
    title: 'Expense claims',
    tags: ['finance', 'travel'],
    body: '<p>Keep every receipt for form 2290.</p>',
  },
  { title: 'Travel booking', tags: ['travel'], body: '<p>Book flights through the portal.</p>' },
  {
    title: 'Laptop setup',
    tags: ['it'],
    body: '<p>Your <strong>password</strong> arrives by SMS.</p>',
  },
  { title: 'Forklift safety checklist', tags: ['warehouse'], body: '<p>Inspect forks daily.</p>' },
  { title: 'Política de vacaciones', tags: ['rrhh'], body: '<p>Veinte días por año.</p>' },
  { title: 'Onboarding week', tags: ['hr'], body: '<p class="password">Meet the team.</p>' },
]

let company: Company
let ids: Record<string, number>

beforeAll(async () => {
  ;({ company } = await makeCompanyWithAdmin())
  const category = await insertCategory(company)
  ids = {}
  for (const article of LIBRARY) {
    const row = await insertArticle(company, { ...article, categoryId: category.id })
    ids[article.title] = row.id
  }
})

function search(query: string, options?: Parameters<typeof searchArticlesIn>[2]) {
  return searchArticlesIn(
    { companyId: company.id, articles: eq(articles.companyId, company.id) },
    query,
    options,
  )
}

async function scores(query: string) {
  const { articles: found } = await search(query, { similarityThreshold: 0, limit: 50 })
  return new Map(found.map((article) => [article.title, article.similarity_score]))
}

describe('similarity_score calibration (KB_SEARCH thresholds: retrieval 0.25, listing 0.65)', () => {
  // query → titles in the expected order, each with the side of the listing threshold it falls on.
  const table: {
    query: string
    expect: [title: string, listed: boolean][]
    /** Articles holding a query word that must score under the retrieval threshold. */
    below?: string[]
    why: string
  }[] = [
    {
      query: 'Password reset',
      expect: [
        ['Password reset', true],
        ['Password policy for contractors', false],
      ],
      below: ['Laptop setup'],
      why: 'exact title first (1), a title with one of two words; one word of two in a body is no match',
    },
    {
      query: 'password',
      expect: [
        ['Password reset', true],
        ['Password policy for contractors', true],
        ['Laptop setup', false],
      ],
      why: 'a title word beats a body word; the shorter title is closer',
    },
    {
      query: 'travel',
      expect: [
        ['Travel booking', true],
        ['Expense claims', true],
      ],
      why: 'title A > tags B',
    },
    {
      query: 'receipt',
      expect: [['Expense claims', false]],
      why: 'a body-only word is retrieved but not listed',
    },
    {
      query: 'pasword',
      expect: [
        ['Password reset', true],
        ['Password policy for contractors', true],
      ],
      why: 'a one-letter typo in a title word is listed (ADR 038: one typo from five letters)',
    },
    {
      query: 'forklift safty checklist',
      expect: [['Forklift safety checklist', true]],
      why: 'a typo in one word of three still lists the article',
    },
    {
      query: 'how do I reset my password?',
      expect: [
        ['Password reset', true],
        ['Password policy for contractors', false],
      ],
      why: 'a question scores like its keywords',
    },
    {
      query: 'política vacaciones',
      expect: [['Política de vacaciones', true]],
      why: "the 'simple' configuration keeps accented words whole",
    },
  ]

  it.each(table)('$query: $why', async ({ query, expect: expected, below = [] }) => {
    const found = await scores(query)
    const titles = [...found.keys()].filter((title) => found.get(title)! >= RETRIEVAL)
    expect(titles.slice(0, expected.length)).toEqual(expected.map(([title]) => title))
    for (const [title, listed] of expected) {
      const score = found.get(title)!
      expect(score, title).toBeGreaterThanOrEqual(RETRIEVAL)
      expect(score >= LISTING, `${title} scores ${score}`).toBe(listed)
      expect(score).toBeLessThanOrEqual(1)
    }
    for (const title of below) expect(found.get(title) ?? 0).toBeLessThan(RETRIEVAL)
  })

  it('scores an exact title 1 and a title holding every word just under it', async () => {
    expect((await scores('password reset')).get('Password reset')).toBe(1)
    const contractors = (await scores('password policy')).get('Password policy for contractors')!
    expect(contractors).toBeGreaterThan(0.9)
    expect(contractors).toBeLessThan(1)
  })

  it('never matches HTML markup, only the text', async () => {
    expect((await scores('strong')).size).toBe(0)
    // 'password' is a class name in "Onboarding week", not a word of it.
    expect((await scores('password')).has('Onboarding week')).toBe(false)
  })

  it('finds nothing for words no article has, and for an empty or symbol-only query', async () => {
    for (const query of ['zzqxv', '', '   ', '?!']) {
      expect(await search(query)).toEqual({
        articles: [],
        query: query.trim(),
        total_found: 0,
        suggestions: [],
      })
    }
  })

  it('finds a number an article holds (the word list leaves numbers out)', async () => {
    expect((await search('2290')).articles.map((a) => a.title)).toEqual(['Expense claims'])
  })

  it('applies the threshold and the limit, best first, and counts what it returns', async () => {
    const all = await search('password', { similarityThreshold: 0 })
    expect(all.articles.length).toBe(3)
    const listed = await search('password', { similarityThreshold: LISTING })
    expect(listed.articles.map((a) => a.title)).toEqual([
      'Password reset',
      'Password policy for contractors',
    ])
    const one = await search('password', { limit: 1 })
    expect(one).toEqual({
      articles: [
        {
          id: ids['Password reset'],
          title: 'Password reset',
          similarity_score: expect.any(Number),
        },
      ],
      query: 'password',
      total_found: 1,
      suggestions: [],
    })
  })

  it('reads a query as lower-case words of letters and digits, at most eight', () => {
    expect(queryWords('How do I reset my Password? (v2)')).toEqual([
      'how',
      'do',
      'i',
      'reset',
      'my',
      'password',
      'v2',
    ])
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8)
  })
})

describe('who finds what', () => {
  it('keeps ASSIGNED ONLY articles to the people assigned, drafts to KB admins, and each company to itself', async () => {
    const acme = await makeCompanyWithAdmin()
    const reader = await makeMember(acme.company)
    const assignee = await makeMember(acme.company)
    const other = await makeCompanyWithAdmin()
    const mine = await insertArticle(acme.company, {
      title: 'Zebra handling (assigned)',
      visibility: ARTICLE_VISIBILITY.assignedOnly,
      assign: { membershipIds: [assignee.membership.id] },
    })
    const open = await insertArticle(acme.company, { title: 'Zebra handling basics' })
    const draft = await insertArticle(acme.company, {
      title: 'Zebra handling draft',
      status: ARTICLE_STATUS.draft,
    })
    const theirs = await insertArticle(other.company, { title: 'Zebra handling elsewhere' })

    const idsFor = async (user: { user: Parameters<typeof signedIn>[0] }, company: Company) => {
      const { actor } = await signedIn(user.user, company)
      const found = await searchArticles(actor, 'zebra handling', { similarityThreshold: 0 })
      return found.articles.map((article) => article.id).sort((a, b) => a - b)
    }
    expect(await idsFor(reader, acme.company)).toEqual([open.id])
    expect(await idsFor(assignee, acme.company)).toEqual([mine.id, open.id].sort((a, b) => a - b))
    expect(await idsFor(acme.admin, acme.company)).toEqual(
      [mine.id, open.id, draft.id].sort((a, b) => a - b),
    )
    expect(await idsFor(other.admin, other.company)).toEqual([theirs.id])
    // Typos go through the same rule.
    const { actor } = await signedIn(reader.user, acme.company)
    const typo = await searchArticles(actor, 'zebar handlng', { similarityThreshold: 0 })
    expect(typo.articles.map((article) => article.id)).toEqual([open.id])
  })
})

describe('bounded work', () => {
  it('scores a bounded number of candidates when a word is in every article, still finding the title matches', async () => {
    const { company: big } = await makeCompanyWithAdmin()
    const category = await insertCategory(big)
    const many = CANDIDATES_PER_STAGE * 2
    await insertArticle(big, {
      title: 'Glossary of common terms',
      body: '<p>common</p>',
      categoryId: category.id,
    })
    for (let i = 0; i < many; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          insertArticle(big, {
            title: `Note ${i + n}`,
            body: '<p>A common word in every body.</p>',
            categoryId: category.id,
          }),
        ),
      )
    }
    const found = await searchArticlesIn(
      { companyId: big.id, articles: eq(articles.companyId, big.id) },
      'common',
      { limit: 50 },
    )
    expect(found.articles[0]!.title).toBe('Glossary of common terms')
    expect(found.articles).toHaveLength(50)
  })
})

describe('typos, word starts, split and joined words (ADR 038)', () => {
  let scope: Parameters<typeof searchArticlesIn>[0]
  const titles = async (query: string) =>
    (await searchArticlesIn(scope, query, { similarityThreshold: 0 })).articles.map(
      (article) => article.title,
    )

  beforeAll(async () => {
    const { company: own } = await makeCompanyWithAdmin()
    scope = { companyId: own.id, articles: eq(articles.companyId, own.id) }
    for (const title of [
      'Loading dock safety',
      'Forklift inspection',
      'Harassment reporting',
      'First aid kits',
      'Onboarding checklist',
    ]) {
      await insertArticle(own, { title })
    }
    // An article that really holds the misspelling: it holds the word as typed.
    await insertArticle(own, { title: 'Glossary', body: '<p>Common misspellings: saftey.</p>' })
  })

  it('finds a swapped, missing, extra or wrong letter from five letters, two typos from nine', async () => {
    for (const query of ['saftey', 'safty', 'saffety', 'sefety']) {
      expect(await titles(query), query).toContain('Loading dock safety')
    }
    expect(await titles('harrassmnet')).toEqual(['Harassment reporting'])
    // Four letters allow no typo; three typos are too many for ten letters.
    expect(await titles('dok')).toEqual([])
    expect(await titles('hrasasmnet')).toEqual([])
  })

  it('ranks exact matches above typo matches, whatever the place', async () => {
    expect(await titles('saftey')).toEqual(['Glossary', 'Loading dock safety'])
  })

  it('completes the last word, and joins or splits words the articles write otherwise', async () => {
    expect(await titles('onboar')).toEqual(['Onboarding checklist'])
    expect(await titles('fork lift inspektion')).toEqual(['Forklift inspection'])
    expect(await titles('firstaid')).toEqual(['First aid kits'])
  })

  it('suggests the closest words the reader’s articles hold when nothing is found', async () => {
    const nothing = await searchArticlesIn(scope, 'frklft chcklst')
    expect(nothing.articles).toEqual([])
    expect(nothing.suggestions).toContain('forklift chcklst')
    // Words only in articles out of scope are never suggested.
    const none = await searchArticlesIn(
      { ...scope, articles: sql`${articles.title} = 'Glossary'` },
      'frklft',
    )
    expect(none.suggestions).toEqual([])
  })
})
