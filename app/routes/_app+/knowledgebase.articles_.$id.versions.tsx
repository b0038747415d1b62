import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Table } from '~/components/ui/table'
import { listVersions } from '~/domains/knowledge/articles/article-versions.server'
import { articlePath, versionPath } from '~/domains/knowledge/articles/articles.schema'
import { can } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Version history'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'article.author')
    return json(await listVersions(actor, routeId(params.id), meta))
  })

export default function ArticleVersionsPage() {
  const { article, versions } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page title={t('Version history')}>
      <p className="mt-1 mb-6 text-lg">
        <Link to={articlePath(article.id)} className="underline">
          {article.title}
        </Link>
      </p>
      <Table
        className=""
        rows={versions}
        empty={t('This article has not been published yet.')}
        columns={[
          {
            header: t('Revision'),
            cell: (version) => (
              <>
                <Link to={versionPath(version.id)} className="underline">
                  {t('Revision {{number}}', { number: version.revision })}
                </Link>
                {version.revision === article.revision ? ` (${t('current')})` : null}
              </>
            ),
          },
          { header: t('Title'), cell: (version) => version.title },
          {
            header: t('Published'),
            cell: (version) => (
              <time dateTime={version.published_at}>
                {new Date(version.published_at).toISOString().slice(0, 16).replace('T', ' ')}
              </time>
            ),
          },
          { header: t('Published by'), cell: (version) => version.published_by },
        ]}
      />
    </Page>
  )
}
