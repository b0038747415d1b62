import { json, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import {
  PUBLIC_KB_ADMIN_PATH,
  publicKbDeletePath,
  publicKbEditPath,
} from '~/domains/public-kb/public-kb.constants'
import { listPublicKbs } from '~/domains/public-kb/public-kb.server'
import { isKnowledgeAdmin } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Public knowledge bases'))

export const loader = signedIn(async ({ actor, meta }) => {
  await authorize({ actor, meta }, isKnowledgeAdmin, 'public_kb.manage')
  return json({ kbs: await listPublicKbs(actor, meta) })
})

export default function PublicKnowledgeBasesPage() {
  const { kbs } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('Public knowledge bases')}</h1>
        <Link to={`${PUBLIC_KB_ADMIN_PATH}/create`} className={buttonClasses('primary')}>
          {t('Create public knowledge base')}
        </Link>
      </div>
      <p className="mt-2 text-lg text-slate-700">
        {t(
          'Anyone can read the PUBLIC articles of a public knowledge base without signing in. Choose the knowledge bases of each article in its Visibility section.',
        )}
      </p>
      {kbs.length === 0 ? (
        <p className="mt-8 text-slate-700">
          {t('There are no public knowledge bases yet. Create one to publish articles.')}
        </p>
      ) : (
        <table className="mt-8 w-full border-collapse text-left">
          <caption className="sr-only">{t('Public knowledge bases')}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="py-2 pe-4">
                {t('Name')}
              </th>
              <th scope="col" className="py-2 pe-4">
                {t('Address')}
              </th>
              <th scope="col" className="py-2 pe-4">
                {t('Custom domain')}
              </th>
              <th scope="col" className="py-2 pe-4">
                {t('Articles')}
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">{t('Actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {kbs.map((kb) => (
              <tr key={kb.id} className="border-b border-slate-200 align-top">
                <td className="py-3 pe-4 font-semibold">
                  {kb.name}
                  {kb.is_default ? (
                    <span className="ms-2 rounded bg-brand-50 px-2 py-0.5 text-sm text-brand-800">
                      {t('Default')}
                    </span>
                  ) : null}
                </td>
                <td className="py-3 pe-4">
                  <a href={kb.public_url} className="text-brand-700 underline">
                    {kb.public_url}
                  </a>
                </td>
                <td className="py-3 pe-4">
                  {kb.domain ? (
                    <>
                      {kb.domain}
                      <span className="block text-sm text-slate-700">
                        {kb.domain_verified ? t('Verified') : t('Not verified')}
                      </span>
                    </>
                  ) : (
                    <span className="text-slate-600">{t('None')}</span>
                  )}
                </td>
                <td className="py-3 pe-4">{kb.articles_count}</td>
                <td className="py-3">
                  <div className="flex gap-3">
                    <Link to={publicKbEditPath(kb.id)} className={buttonClasses('link')}>
                      {t('Edit')}
                      <span className="sr-only"> {kb.name}</span>
                    </Link>
                    <Link to={publicKbDeletePath(kb.id)} className={buttonClasses('link')}>
                      {t('Delete')}
                      <span className="sr-only"> {kb.name}</span>
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  )
}
