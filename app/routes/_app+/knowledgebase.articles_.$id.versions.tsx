import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Table } from '~/components/ui/table'
import { requireKnowledgeAdmin } from '~/domains/knowledge/article-pages.server'
import { listVersions } from '~/domains/knowledge/article-versions.server'
import { articlePath, versionPath } from '~/domains/knowledge/articles.schema'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { asErrorPage, routeId } from '~/platform/pages.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Version history'))

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  requireKnowledgeAdmin(actor)
  return json(
    await listVersions(actor, routeId(params.id), requestMeta(request)).catch(asErrorPage),
  )
}

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
