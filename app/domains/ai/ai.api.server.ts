import { z } from 'zod'
import { allowedBy, apiRoutes, readBody, validated, validBody } from '~/platform/api.server'
import { AiTimeoutError } from '~/platform/ai.server'
import { AI_SEARCH_MESSAGES } from './ai-messages'
import { answerFromArticles } from './answers.server'
import { aiPoweredSearch } from './kb-search.server'
import { ProcessArticlesSchema, QuerySchema } from './ai.schema'
import { authorizeWritingHelper, proxyReply } from './writing.server'

/**
 * ai-search/api/process-articles/: an answer from the given articles only (ids the caller may
 * not read are ignored). Too slow → 504 with the spec's processing-timeout text.
 */
export const aiSearchApi = apiRoutes().post('/process-articles', async (c) => {
  const actor = c.var.actor
  const input = await validBody(c, ProcessArticlesSchema)
  try {
    return c.json(
      await answerFromArticles(actor, {
        query: input.query,
        articleIds: input.article_ids,
        timeoutMs: input.timeout * 1000,
        signal: c.req.raw.signal,
        meta: c.var.meta,
      }),
    )
  } catch (error) {
    if (!(error instanceof AiTimeoutError)) throw error
    return c.json({ detail: AI_SEARCH_MESSAGES.processingTimeout }, 504)
  }
})

/**
 * company/api/ai-powered-kb-search/?query=… (search, then answer) and company/api/openai-proxy/
 * (the editor's writing helper; KB admins only; the key stays on the server).
 */
export const aiCompanyApi = apiRoutes()
  .get('/ai-powered-kb-search', async (c) => {
    const actor = c.var.actor
    const query = validated(z.object({ query: QuerySchema }), { query: c.req.query('query') ?? '' })
    return c.json(
      await aiPoweredSearch(actor, query.query, {
        meta: c.var.meta,
        signal: c.req.raw.signal,
      }),
    )
  })
  .post(
    '/openai-proxy',
    allowedBy(({ actor }) => authorizeWritingHelper(actor)),
    async (c) => {
      const actor = c.var.actor
      const reply = await proxyReply(actor, await readBody(c), c.var.meta)
      return c.json(reply.body, reply.status)
    },
  )
