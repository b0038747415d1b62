import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { AI_PATHS, AI_SEARCH_MESSAGES } from '~/domains/ai/ai-messages'
import { loadSearchPage } from '~/domains/ai/ai-search-page.server'
import { AnswerCard, FoundArticles, SearchBox } from '~/domains/ai/components/search-results'
import { DidYouMean } from '~/domains/search/components/did-you-mean'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, AI_SEARCH_MESSAGES.dialogTitle)

/** The AI search without JavaScript (the 'AI Search' button's target): a GET form and results. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async (args) => json(await loadSearchPage(args)))

export default function KnowledgeBaseSearchPage() {
  const { query, result } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page spaced title={t(AI_SEARCH_MESSAGES.dialogTitle)}>
      <Form method="get" action={AI_PATHS.searchPage} role="search" className="mb-8">
        <SearchBox key={query} defaultValue={query} />
      </Form>
      {result === null ? null : result.articles.length === 0 ? (
        <div role="status">
          <p className="text-lg">{t(AI_SEARCH_MESSAGES.noArticles)}</p>
          <DidYouMean
            suggestions={result.suggestions}
            hrefOf={(suggestion) =>
              `${AI_PATHS.searchPage}?${new URLSearchParams({ query: suggestion })}`
            }
          />
        </div>
      ) : (
        <div className="space-y-6">
          <AnswerCard html={result.ai_answer} message={result.ai_error} />
          <FoundArticles articles={result.articles} sourceIds={result.source_article_ids} />
        </div>
      )}
    </Page>
  )
}
