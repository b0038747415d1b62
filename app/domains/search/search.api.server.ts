import { apiRoutes, validated } from '~/platform/api.server'
import { searchArticles } from './article-search.server'
import { SuggestedArticlesSchema } from './search.schema'

/** ai-search/api/*: the knowledge-base search of seed 000 §3 and §7, for signed-in people. */
export const searchApi = apiRoutes().get('/suggested-articles', async (c) => {
  const actor = c.var.actor
  const input = validated(SuggestedArticlesSchema, c.req.query())
  // The response is the spec's shape; "did you mean" is for our own pages.
  const { suggestions: _pagesOnly, ...found } = await searchArticles(actor, input.query, {
    limit: input.limit,
    similarityThreshold: input.similarity_threshold,
  })
  return c.json(found)
})
