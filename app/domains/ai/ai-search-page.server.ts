import { json } from '@remix-run/node'
import { AiTimeoutError } from '~/platform/ai.server'
import { isAppError } from '~/platform/errors.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import { searchArticles } from '../search/article-search.server'
import { KB_SEARCH } from '../search/search-constants'
import { AI_SEARCH_MESSAGES } from './ai-messages'
import { DialogAnswerSchema } from './ai.schema'
import { answerFromArticles } from './answers.server'
import { aiPoweredSearch } from './kb-search.server'
import { proxyReply } from './writing.server'

/** A question from a query string: trimmed, cut to the longest query the search takes. */
export function questionOf(request: Request): string {
  const raw = new URL(request.url).searchParams.get('query') ?? ''
  return raw.trim().slice(0, KB_SEARCH.maxQueryLength)
}

/** The search page (no JavaScript needed): the found articles and the answer, or nothing yet. */
export async function loadSearchPage({ actor, meta, request }: SignedInArgs) {
  const query = questionOf(request)
  if (!query) return { query, result: null }
  const result = await aiPoweredSearch(actor, query, {
    meta: meta,
    signal: request.signal,
  })
  return { query, result }
}

/**
 * The dialog's first step, GET /knowledgebase/ai-search?query=…: the readable matching articles
 * (the suggested-articles shape), fast, so they show while the answer is worked out.
 */
export async function dialogArticlesJson({ actor, request }: SignedInArgs) {
  return json(await searchArticles(actor, questionOf(request)))
}

/**
 * The dialog's second step, POST /knowledgebase/ai-search {query, article_ids}: the answer from
 * those articles, within the spec's 30 s processing budget (504 with its message past it).
 */
export async function dialogAnswerJson({ actor, meta, request }: SignedInArgs) {
  const parsed = DialogAnswerSchema.safeParse(await jsonBody(request))
  if (!parsed.success) return json({ detail: 'Invalid input.' }, 400)
  try {
    return json(
      await answerFromArticles(actor, {
        query: parsed.data.query,
        articleIds: parsed.data.article_ids,
        timeoutMs: KB_SEARCH.processingTimeoutMs,
        signal: request.signal,
        meta: meta,
      }),
    )
  } catch (error) {
    if (!(error instanceof AiTimeoutError)) throw error
    return json({ detail: AI_SEARCH_MESSAGES.processingTimeout }, 504)
  }
}

/** JSON bodies only: a cross-site form cannot post one without the browser asking first. */
async function jsonBody(request: Request): Promise<unknown> {
  if (!request.headers.get('content-type')?.includes('application/json')) return null
  return request.json().catch(() => null)
}

/** The editor's writing helper, POST /knowledgebase/ai-writing: the proxy, signed in by cookie. */
export async function writingJson({ actor, meta, request }: SignedInArgs) {
  try {
    const reply = await proxyReply(actor, await jsonBody(request), meta)
    return json(reply.body, reply.status)
  } catch (error) {
    if (!isAppError(error)) throw error
    return json(error.fieldErrors ?? { detail: error.message }, error.status)
  }
}
