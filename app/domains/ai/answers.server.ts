import { and, inArray } from 'drizzle-orm'
import { msg, isLanguage, DEFAULT_LANGUAGE } from '~/i18n'
import {
  aiProvider,
  AiProviderError,
  AiTimeoutError,
  AiUnavailableError,
  type AiProvider,
} from '~/platform/ai.server'
import { audit } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { serverT } from '~/platform/i18n.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { readableArticles } from '../knowledge/articles/article-access.server'
import { articlePath } from '../knowledge/articles/article-paths'
import { sanitizeArticleHtml } from '../knowledge/html.server'
import { articles } from '../knowledge/knowledge.tables'
import { KB_SEARCH } from '../search/search-constants'
import { bestPassages, escapeHtml, htmlToText } from './passages'

export interface AiAnswer {
  /** Safe HTML (sanitized with the knowledge base's rules). */
  ai_answer: string
  /** The articles the answer rests on, in the order it names them. */
  source_article_ids: number[]
  answered_by: 'ai' | 'extractive'
}

export interface AnswerRequest {
  query: string
  articleIds: number[]
  timeoutMs: number
  signal?: AbortSignal
  /** Who asked, for the audit entry of a provider call. */
  meta?: RequestMeta
}

export const AI_ANSWER_MESSAGES = {
  noProvider: msg(
    'No AI provider is configured; these are the passages that best match your question.',
  ),
  providerFailed: msg(
    'The AI provider could not answer; these are the passages that best match your question.',
  ),
} as const

/** How much of each article, and of all of them, goes into one prompt (about 8k tokens). */
const ARTICLE_PROMPT_CHARS = 6_000
const PROMPT_CHARS = 30_000

interface SourceArticle {
  id: number
  title: string
  text: string
}

/** The requested articles this person may read, in the requested order; others vanish. */
async function readableSources(actor: Actor, articleIds: number[]): Promise<SourceArticle[]> {
  const ids = [...new Set(articleIds)].slice(0, KB_SEARCH.limit)
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: articles.id, title: articles.title, body: articles.body })
    .from(articles)
    .where(and(inArray(articles.id, ids), readableArticles(actor)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [{ id, title: row.title, text: htmlToText(row.body) }] : []
  })
}

function answerPrompt(actor: Actor, sources: SourceArticle[]) {
  let budget = PROMPT_CHARS
  const blocks = sources.map((source) => {
    const text = source.text.slice(0, Math.max(0, Math.min(ARTICLE_PROMPT_CHARS, budget)))
    budget -= text.length
    return `[#${source.id}] ${source.title}\n${text}`
  })
  return [
    `You answer questions from the staff of ${actor.companyName} using ONLY the knowledge base articles below.`,
    'If the articles do not contain the answer, say so briefly; never use outside knowledge.',
    'After each statement, cite the article it comes from with its marker exactly as given, e.g. [#12].',
    'Answer in simple HTML (p, ul, ol, li, strong, em) without headings, links, images or scripts.',
    'Answer in the language of the question.',
    '',
    'Articles:',
    '',
    blocks.join('\n\n---\n\n'),
  ].join('\n')
}

/** Plain text from the model becomes paragraphs; HTML is kept (and sanitized afterwards). */
function asHtml(content: string): string {
  const trimmed = content.trim()
  if (/<\/?[a-z][\s\S]*>/i.test(trimmed)) return trimmed
  return trimmed
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/**
 * Replaces [#id] markers (also grouped, [#3, #7]) by links to the articles; markers of ids that
 * were not given are dropped.
 */
function withCitations(html: string, sources: SourceArticle[]) {
  const byId = new Map(sources.map((source) => [source.id, source]))
  const cited: number[] = []
  const linked = html.replace(/\s*\[#(\d+(?:\s*,\s*#?\d+)*)\]/g, (_marker, group: string) => {
    const links = group.split(',').flatMap((raw) => {
      const source = byId.get(Number(raw.trim().replace(/^#/, '')))
      if (!source) return []
      if (!cited.includes(source.id)) cited.push(source.id)
      return [`<a href="${articlePath(source.id)}">${escapeHtml(source.title)}</a>`]
    })
    return links.length ? ` (${links.join(', ')})` : ''
  })
  return { html: linked, cited }
}

function extractiveAnswer(actor: Actor, query: string, sources: SourceArticle[], label: string) {
  const language = actor.languageCode ?? actor.companyLanguageCode
  const t = serverT(isLanguage(language) ? language : DEFAULT_LANGUAGE)
  const passages = bestPassages(query, sources)
  const quotes = passages.map(
    ({ source, text }) =>
      `<blockquote><p>${escapeHtml(text)}</p><p>— <a href="${articlePath(source.id)}">${escapeHtml(source.title)}</a></p></blockquote>`,
  )
  return {
    ai_answer: sanitizeArticleHtml(`<p><em>${escapeHtml(t(label))}</em></p>${quotes.join('')}`),
    source_article_ids: [...new Set(passages.map(({ source }) => source.id))],
    answered_by: 'extractive' as const,
  }
}

async function providerAnswer(
  provider: AiProvider,
  actor: Actor,
  request: AnswerRequest,
  sources: SourceArticle[],
): Promise<AiAnswer> {
  const completion = await provider.chatCompletion({
    messages: [
      { role: 'system', content: answerPrompt(actor, sources) },
      { role: 'user', content: request.query },
    ],
    temperature: 0.2,
    maxTokens: 800,
    timeoutMs: request.timeoutMs,
    signal: request.signal,
  })
  const { html, cited } = withCitations(asHtml(completion.content), sources)
  return { ai_answer: sanitizeArticleHtml(html), source_article_ids: cited, answered_by: 'ai' }
}

/**
 * Answers `query` from the given articles only (AI answer contract, issue 7). Ids the person may
 * not read are ignored without a word. With a provider, the model answers and cites; when it
 * fails (an HTTP error, an unreachable server) the passages that best match are quoted instead,
 * labelled as such. A provider that is too slow throws AiTimeoutError: the caller shows the
 * spec's timeout message rather than a slow answer of another kind.
 *
 * Every provider call is audited (who, which articles, outcome) — never the question or the
 * articles' text.
 */
export async function answerFromArticles(actor: Actor, request: AnswerRequest): Promise<AiAnswer> {
  const sources = await readableSources(actor, request.articleIds)
  if (sources.length === 0) {
    return { ai_answer: '', source_article_ids: [], answered_by: 'extractive' }
  }
  const provider = aiProvider()
  if (!provider)
    return extractiveAnswer(actor, request.query, sources, AI_ANSWER_MESSAGES.noProvider)

  const record = (outcome: 'success' | 'failure', reason?: string) =>
    audit(db, request.meta ?? { ip: 'unknown', userAgent: null }, {
      action: 'ai.answer',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      outcome,
      details: {
        provider: provider.name,
        model: provider.model,
        article_ids: sources.map((source) => source.id),
        ...(reason ? { reason } : {}),
      },
    })
  try {
    const answer = await providerAnswer(provider, actor, request, sources)
    await record('success')
    return answer
  } catch (error) {
    if (error instanceof AiTimeoutError) {
      await record('failure', 'timeout')
      throw error
    }
    if (!(error instanceof AiProviderError || error instanceof AiUnavailableError)) throw error
    console.error('[ai] answer failed:', error.message)
    await record(
      'failure',
      error instanceof AiProviderError ? `http ${error.status}` : 'unavailable',
    )
    return extractiveAnswer(actor, request.query, sources, AI_ANSWER_MESSAGES.providerFailed)
  }
}
