import { z } from 'zod'
import { KB_SEARCH } from './search-constants'

/** Most suggestions one request may ask for. */
export const MAX_SUGGESTIONS = 50

/**
 * GET ai-search/api/suggested-articles/ query parameters (seed 000 §7). An empty query is a
 * search for nothing (an empty list), not a mistake.
 */
export const SuggestedArticlesSchema = z.object({
  query: z.string().trim().max(KB_SEARCH.maxQueryLength).default(''),
  limit: z.coerce.number().int().min(1).max(MAX_SUGGESTIONS).default(KB_SEARCH.limit),
  similarity_threshold: z.coerce.number().min(0).max(1).default(KB_SEARCH.similarityThreshold),
})
