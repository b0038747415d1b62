import { AiTimeoutError } from '~/platform/ai.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { searchArticles, type ArticleMatch } from '../search/article-search.server'
import { KB_SEARCH } from '../search/search-constants'
import { AI_SEARCH_MESSAGES } from './ai-messages'
import { answerFromArticles, type AiAnswer } from './answers.server'

/** The KB search response of seed 000 §3 (articles + ai_answer) and what the answer rests on. */
export interface KbSearchResponse {
  query: string
  articles: ArticleMatch[]
  ai_answer: string
  source_article_ids: number[]
  answered_by: AiAnswer['answered_by'] | null
  /** The §8 message when the answer step took too long (the articles are still listed). */
  ai_error: string | null
  /** With no article found: queries to try instead ("did you mean", ADR 038). */
  suggestions: string[]
}

/**
 * company/api/ai-powered-kb-search and the search page: the readable articles matching the
 * question, then an answer from them. The answer step gets the spec's 30 s processing budget;
 * past it the articles are still returned, with the processing-timeout message instead of an
 * answer.
 */
export async function aiPoweredSearch(
  actor: Actor,
  rawQuery: string,
  options: { meta?: RequestMeta; signal?: AbortSignal } = {},
): Promise<KbSearchResponse> {
  const found = await searchArticles(actor, rawQuery, {
    limit: KB_SEARCH.limit,
    similarityThreshold: KB_SEARCH.similarityThreshold,
  })
  const empty = {
    ai_answer: '',
    source_article_ids: [],
    answered_by: null,
    ai_error: null,
    suggestions: found.suggestions,
  }
  if (found.articles.length === 0) return { query: found.query, articles: [], ...empty }
  try {
    const answer = await answerFromArticles(actor, {
      query: found.query,
      articleIds: found.articles.map((article) => article.id),
      timeoutMs: KB_SEARCH.processingTimeoutMs,
      signal: options.signal,
      meta: options.meta,
    })
    return {
      query: found.query,
      articles: found.articles,
      ...answer,
      ai_error: null,
      suggestions: found.suggestions,
    }
  } catch (error) {
    if (!(error instanceof AiTimeoutError)) throw error
    return {
      query: found.query,
      articles: found.articles,
      ...empty,
      ai_error: AI_SEARCH_MESSAGES.processingTimeout,
    }
  }
}
