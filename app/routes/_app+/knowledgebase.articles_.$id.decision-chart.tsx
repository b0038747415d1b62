import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { articleChartPage } from '~/domains/flowchart/flowchart-pages.server'
import { ARTICLES_PATH } from '~/domains/knowledge/reading/reading-format'
import { msg } from '~/i18n'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageTitle(matches, msg('Decision chart'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const id = routeId(params.id)
    return json(await articleChartPage(actor, meta, id))
  })

/** An article's decision chart at full size (View larger), drawn on the server: no script. */
export default function DecisionChartPage() {
  const { article, chart } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main id="main" className="px-4 py-8">
      <p>
        <Link to={`${ARTICLES_PATH}/${article.id}`} className="underline underline-offset-2">
          {t('Back to the article')}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold">
        {t('Decision chart')}: {article.title}
      </h1>
      <figure
        className="mt-4 overflow-auto rounded-md border border-slate-300 bg-white p-4 [&>svg]:h-auto [&>svg]:min-w-full"
        data-testid="decision-chart"
        // flowchartSvg escapes every label; drawn on the server, read-only.
        dangerouslySetInnerHTML={{ __html: chart.svg }}
      />
    </main>
  )
}
