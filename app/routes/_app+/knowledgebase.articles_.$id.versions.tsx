import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { requireKnowledgeAdmin } from '~/domains/knowledge/article-pages.server'
import { listVersions } from '~/domains/knowledge/article-versions.server'
import { articlePath, versionPath } from '~/domains/knowledge/articles.schema'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { asErrorPage, routeId } from '~/platform/request-context.server'
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
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Version history')}</h1>
      <p className="mt-1 mb-6 text-lg">
        <Link to={articlePath(article.id)} className="underline">
          {article.title}
        </Link>
      </p>
      {versions.length === 0 ? (
        <p>{t('This article has not been published yet.')}</p>
      ) : (
        <table className="w-full text-left">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2">
                {t('Revision')}
              </th>
              <th scope="col">{t('Title')}</th>
              <th scope="col">{t('Published')}</th>
              <th scope="col">{t('Published by')}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.id} className="border-b border-slate-200">
                <td className="py-2">
                  <Link to={versionPath(version.id)} className="underline">
                    {t('Revision {{number}}', { number: version.revision })}
                  </Link>
                  {version.revision === article.revision ? ` (${t('current')})` : null}
                </td>
                <td>{version.title}</td>
                <td>
                  <time dateTime={version.published_at}>
                    {new Date(version.published_at).toISOString().slice(0, 16).replace('T', ' ')}
                  </time>
                </td>
                <td>{version.published_by}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  )
}
