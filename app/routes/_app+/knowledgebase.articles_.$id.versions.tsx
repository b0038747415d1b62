import { json, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { listVersions } from '~/domains/knowledge/article-versions.server'
import { articlePath, versionPath } from '~/domains/knowledge/articles.schema'
import { can } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Version history'))

export const loader = signedIn(async ({ actor, meta, params }) => {
  await authorize({ actor, meta }, can, 'article.author')
  return json(await listVersions(actor, routeId(params.id), meta))
})

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
