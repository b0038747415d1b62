import { and, desc, sql, type SQL } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import type { Actor } from '../accounts/accounts.policy'
import { readableArticles } from '../knowledge/article-access.server'
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
 * Articles matching `query` among those `scope` allows (a condition on `articles`: the reader's
 * readable articles, or a public knowledge base's articles), best first.
 *
 * First version: trigram word similarity on title and tags. The search issue replaces the
 * ranking with weighted full-text search; the signature stays.
 */
export async function searchArticlesIn(
  scope: SQL,
  rawQuery: string,
  options: SearchOptions = {},
): Promise<ArticleSearchResult> {
  const query = rawQuery.trim().slice(0, KB_SEARCH.maxQueryLength)
  if (!query) return { articles: [], query, total_found: 0 }
  const limit = options.limit ?? KB_SEARCH.limit
  const threshold = options.similarityThreshold ?? KB_SEARCH.similarityThreshold
  const score = sql<number>`greatest(
    word_similarity(lower(${query}), lower(${articles.title})),
    word_similarity(lower(${query}), lower(article_tags_text(${articles.tags})))
  )`
  const rows = await db
    .select({ id: articles.id, title: articles.title, score })
    .from(articles)
    .where(and(scope, sql`${score} >= ${threshold}`))
    .orderBy(desc(score), desc(articles.id))
    .limit(limit)
  const found = rows.map((row) => ({
    id: row.id,
    title: row.title,
    similarity_score: Math.round(Number(row.score) * 1000) / 1000,
  }))
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
