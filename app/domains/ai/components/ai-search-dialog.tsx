import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '~/components/translation'
import { Dialog } from '~/components/ui/dialog'
import type { FoundArticle } from '../found-articles'
import { DidYouMean } from '../../search/components/did-you-mean'
import { KB_SEARCH } from '../../search/search-constants'
import { AI_PATHS, AI_SEARCH_MESSAGES } from '../ai-messages'
import { AnswerCard, FoundArticles, SearchBox } from './search-results'

type Answer =
  | { state: 'working' }
  | { state: 'done'; html: string; sourceIds: number[] }
  | { state: 'failed'; message: string }

type Phase =
  | { name: 'open' }
  | { name: 'searching' }
  | { name: 'failed'; message: string; suggestions?: string[] }
  | { name: 'results'; articles: FoundArticle[]; answer: Answer }

class TimedOut extends Error {}

/** fetch with a client timeout (seed 000 §9: 50 s for the search, 30 s for the AI step). */
async function fetchJson<T>(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  cancelled: AbortSignal,
): Promise<{ ok: boolean; status: number; body: T | null }> {
  // Not AbortSignal.any/timeout: browsers from before 2024 lack the first.
  const aborter = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    aborter.abort()
  }, timeoutMs)
  const cancel = () => aborter.abort()
  cancelled.addEventListener('abort', cancel)
  try {
    const response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: aborter.signal,
    })
    const body = (await response.json().catch(() => null)) as T | null
    return { ok: response.ok, status: response.status, body }
  } catch (error) {
    if (timedOut) throw new TimedOut()
    throw error
  } finally {
    clearTimeout(timer)
    cancelled.removeEventListener('abort', cancel)
  }
}

/**
 * The 'Knowledge Base Search (AI Powered)' dialog (seed 000 §2.6, §4, §8): an empty question is
 * ignored; searching lists the found articles first, then the AI answer is worked out and shown
 * in its card. Each step has the spec's client timeout and messages.
 */
export default function AiSearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const [phase, setPhase] = useState<Phase>({ name: 'open' })
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const search = async (query: string) => {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    const live = () => !controller.signal.aborted
    setPhase({ name: 'searching' })

    let articles: FoundArticle[]
    let suggestions: string[] = []
    try {
      const found = await fetchJson<{ articles: FoundArticle[]; suggestions?: string[] }>(
        `${AI_PATHS.dialog}?${new URLSearchParams({ query })}`,
        {},
        KB_SEARCH.searchTimeoutMs,
        controller.signal,
      )
      if (!found.ok || !found.body) throw new Error(`search answered ${found.status}`)
      articles = found.body.articles
      suggestions = found.body.suggestions ?? []
    } catch (error) {
      if (live()) {
        setPhase({
          name: 'failed',
          message:
            error instanceof TimedOut
              ? AI_SEARCH_MESSAGES.searchTimeout
              : AI_SEARCH_MESSAGES.searchFailed,
        })
      }
      return
    }
    if (!live()) return
    if (articles.length === 0) {
      setPhase({ name: 'failed', message: AI_SEARCH_MESSAGES.noArticles, suggestions })
      return
    }
    setPhase({ name: 'results', articles, answer: { state: 'working' } })

    let answer: Answer
    try {
      const reply = await fetchJson<{ ai_answer: string; source_article_ids: number[] }>(
        AI_PATHS.dialog,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, article_ids: articles.map((article) => article.id) }),
        },
        KB_SEARCH.processingTimeoutMs,
        controller.signal,
      )
      answer =
        reply.ok && reply.body
          ? { state: 'done', html: reply.body.ai_answer, sourceIds: reply.body.source_article_ids }
          : {
              state: 'failed',
              message:
                reply.status === 504
                  ? AI_SEARCH_MESSAGES.processingTimeout
                  : AI_SEARCH_MESSAGES.fetchFailed,
            }
    } catch (error) {
      answer = {
        state: 'failed',
        message:
          error instanceof TimedOut
            ? AI_SEARCH_MESSAGES.processingTimeout
            : AI_SEARCH_MESSAGES.fetchFailed,
      }
    }
    if (live()) setPhase({ name: 'results', articles, answer })
  }

  const submitted = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = String(new FormData(event.currentTarget).get('query') ?? '').trim()
    if (query) void search(query)
  }

  return (
    <Dialog
      onClose={onClose}
      title={t(AI_SEARCH_MESSAGES.dialogTitle)}
      placement="top"
      closeLabel={t('Close')}
    >
      <form role="search" onSubmit={submitted} className="mt-4">
        <SearchBox busy={phase.name === 'searching'} />
      </form>
      <div className="mt-6 space-y-6" aria-live="polite">
        {phase.name === 'searching' ? (
          <p role="status">{t('Searching...')}</p>
        ) : phase.name === 'failed' ? (
          <div role="alert">
            <p className="font-semibold">{t(phase.message)}</p>
            <DidYouMean
              suggestions={phase.suggestions ?? []}
              onChoose={(query) => void search(query)}
            />
          </div>
        ) : phase.name === 'results' ? (
          <>
            <AnswerCard
              as="h3"
              busy={phase.answer.state === 'working'}
              html={phase.answer.state === 'done' ? phase.answer.html : ''}
              message={phase.answer.state === 'failed' ? phase.answer.message : null}
            />
            <FoundArticles
              as="h3"
              articles={phase.articles}
              sourceIds={phase.answer.state === 'done' ? phase.answer.sourceIds : []}
            />
          </>
        ) : null}
      </div>
    </Dialog>
  )
}
