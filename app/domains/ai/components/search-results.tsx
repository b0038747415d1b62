import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { EmptyState } from '~/components/ui/table'
import { Field } from '~/components/ui/field'
import { Button } from '~/components/ui/button'
import { articlePath } from '../../knowledge/articles/article-paths'
import { KB_SEARCH } from '../../search/search-constants'
import { AI_SEARCH_MESSAGES } from '../ai-messages'
import { listedArticles, type FoundArticle } from '../found-articles'

type Heading = 'h2' | 'h3'

/**
 * The 'AI Answer' card of seed 000 §2.6: the sanitized answer HTML (from our server only), a
 * message in its place, or a busy line while it is worked out.
 */
export function AnswerCard({
  html,
  message,
  busy,
  as: H = 'h2',
}: {
  html: string
  message?: string | null
  busy?: boolean
  as?: Heading
}) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="ai-answer-title"
      aria-busy={busy || undefined}
      className="rounded-lg border border-brand-600/40 bg-brand-600/5 p-4"
      data-testid="ai-answer"
    >
      <H id="ai-answer-title" className="text-lg font-bold">
        {t('AI Answer')}
      </H>
      {busy ? (
        <p role="status" className="mt-2 text-slate-700">
          {t('Generating answer...')}
        </p>
      ) : message ? (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {t(message)}
        </p>
      ) : (
        <div className="prose mt-2 max-w-none" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  )
}

/** 'Found Articles': source articles first, badged; others only from the listing threshold. */
export function FoundArticles({
  articles,
  sourceIds,
  as: H = 'h2',
}: {
  articles: FoundArticle[]
  sourceIds: readonly number[]
  as?: Heading
}) {
  const { t } = useTranslation()
  const listed = listedArticles(articles, sourceIds)
  return (
    <section aria-labelledby="found-articles-title" data-testid="found-articles">
      <H id="found-articles-title" className="text-lg font-bold">
        {t('Found Articles')}
      </H>
      {listed.length === 0 ? (
        <EmptyState className="mt-2">{t(AI_SEARCH_MESSAGES.noArticles)}</EmptyState>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {listed.map((article) => (
            <li key={article.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <Link to={articlePath(article.id)} className="font-semibold text-brand-700 underline">
                {article.title}
              </Link>
              <span className="text-sm text-slate-700">
                {t('{{percent}}% match', { percent: article.percent })}
              </span>
              {article.isSource ? (
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                  {t('Source Article')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-slate-700">{t(AI_SEARCH_MESSAGES.freshness)}</p>
    </section>
  )
}

/** The question box and its button, inside the caller's form (a GET form, or the dialog's). */
export function SearchBox({ defaultValue, busy }: { defaultValue?: string; busy?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field
        label={t('Ask a question or search the knowledge base')}
        className="min-w-0 flex-1"
        inputProps={{
          id: 'ai-search-query',
          name: 'query',
          type: 'search',
          defaultValue,
          maxLength: KB_SEARCH.maxQueryLength,
          autoComplete: 'off',
        }}
      />
      <Button disabled={busy}>{busy ? t('Searching...') : t('Search')}</Button>
    </div>
  )
}
