import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin } from '#tests/factories/accounts'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { articles } from '~/domains/knowledge/knowledge.tables'
import { searchArticlesIn } from '~/domains/search/article-search.server'
import { db } from '~/platform/db.server'
import { ensureDemoArticles } from '../../scripts/seed/knowledge-articles'
import { ensureDemoPublicKnowledge } from '../../scripts/seed/public-knowledge'
import { ensureDemoSynonyms } from '../../scripts/seed/search-synonyms'
import {
  OTHER_LANGUAGE_ARTICLES,
  RELEVANCE_SET,
  type LabelledQuery,
} from './search-relevance/relevance-set'

/**
 * The floors (ADR 038), set from the first honest run of the set and raised as ranking improves:
 * a change that lowers either fails here.
 */
const FLOOR = { recallAt5: 0.98, mrr: 0.95 }

let search: (query: string) => Promise<string[]>

beforeAll(async () => {
  const { company, admin } = await makeCompanyWithAdmin()
  await ensureDemoArticles(db, company.id, admin.membership.id)
  await ensureDemoPublicKnowledge(db, company.id, admin.membership.id)
  await ensureDemoSynonyms(db, company.id)
  for (const article of OTHER_LANGUAGE_ARTICLES) await insertArticle(company, article)
  // Another company's words and synonyms must change nothing (its articles are never in scope).
  const other = await makeCompanyWithAdmin()
  await insertArticle(other.company, { title: 'Vacation planner', body: '<p>Forklift</p>' })
  const scope = { companyId: company.id, articles: eq(articles.companyId, company.id) }
  search = async (query) =>
    (await searchArticlesIn(scope, query)).articles.map((article) => article.title)
}, 60_000)

/** recall@5 (share of expected titles among the first five) and the first one's reciprocal rank. */
function measure(entry: LabelledQuery, titles: string[]) {
  const top5 = titles.slice(0, 5)
  const recall = entry.expect.filter((title) => top5.includes(title)).length / entry.expect.length
  const rank = titles.findIndex((title) => entry.expect.includes(title)) + 1
  return { recall, reciprocalRank: rank ? 1 / rank : 0 }
}

describe('knowledge-base search relevance (the labelled set of ADR 038)', () => {
  it('holds at least 60 labelled queries of every kind', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60)
    expect(new Set(RELEVANCE_SET.map((entry) => entry.kind)).size).toBe(10)
  })

  it(`keeps recall@5 ≥ ${FLOOR.recallAt5} and MRR ≥ ${FLOOR.mrr}`, async () => {
    const rows: (LabelledQuery & { titles: string[]; recall: number; reciprocalRank: number })[] =
      []
    for (const entry of RELEVANCE_SET) {
      const titles = await search(entry.query)
      rows.push({ ...entry, titles, ...measure(entry, titles) })
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
    const recallAt5 = mean(rows.map((row) => row.recall))
    const mrr = mean(rows.map((row) => row.reciprocalRank))
    const kinds = [...new Set(rows.map((row) => row.kind))]
    const report = [
      `recall@5 ${recallAt5.toFixed(3)}, MRR ${mrr.toFixed(3)} over ${rows.length} queries`,
      ...kinds.map((kind) => {
        const ofKind = rows.filter((row) => row.kind === kind)
        const recall = mean(ofKind.map((row) => row.recall)).toFixed(2)
        return `  ${kind.padEnd(16)} recall@5 ${recall}  MRR ${mean(ofKind.map((row) => row.reciprocalRank)).toFixed(2)}`
      }),
      ...rows
        .filter((row) => row.recall < 1 || row.reciprocalRank < 1)
        .map((row) => `  missed '${row.query}': got ${JSON.stringify(row.titles.slice(0, 5))}`),
    ].join('\n')
    console.log(report)
    expect(recallAt5, report).toBeGreaterThanOrEqual(FLOOR.recallAt5)
    expect(mrr, report).toBeGreaterThanOrEqual(FLOOR.mrr)
  }, 120_000)
})
