import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { PUBLIC_KB_ADMIN_PATH } from '~/domains/public-kb/public-kb.constants'
import { Page } from '~/components/ui/page'
import { EditDeleteActions, Table } from '~/components/ui/table'
import { listPublicKbs } from '~/domains/public-kb/public-kb.server'
import { isKnowledgeAdmin } from '~/domains/knowledge/knowledge.policy'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Public knowledge bases'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorize({ actor, meta }, isKnowledgeAdmin, 'public_kb.manage')
    return json({ kbs: await listPublicKbs(actor, meta) })
  })

export default function PublicKnowledgeBasesPage() {
  const { kbs } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page
      width="5xl"
      title={t('Public knowledge bases')}
      actions={
        <Link to={`${PUBLIC_KB_ADMIN_PATH}/create`} className={buttonClasses('primary')}>
          {t('Create public knowledge base')}
        </Link>
      }
      lead={t(
        'Anyone can read the PUBLIC articles of a public knowledge base without signing in. Choose the knowledge bases of each article in its Visibility section.',
      )}
    >
      <Table
        className="mt-8"
        rows={kbs}
        caption={t('Public knowledge bases')}
        empty={t('There are no public knowledge bases yet. Create one to publish articles.')}
        columns={[
          {
            header: t('Name'),
            rowHeader: true,
            cell: (kb) => (
              <>
                {kb.name}
                {kb.is_default ? (
                  <span className="ms-2 rounded bg-brand-50 px-2 py-0.5 text-sm font-normal text-brand-800">
                    {t('Default')}
                  </span>
                ) : null}
              </>
            ),
          },
          {
            header: t('Address'),
            cell: (kb) => (
              <a href={kb.public_url} className="text-brand-700 underline">
                {kb.public_url}
              </a>
            ),
          },
          {
            header: t('Custom domain'),
            cell: (kb) =>
              kb.domain ? (
                <>
                  {kb.domain}
                  <span className="block text-sm text-slate-700">
                    {kb.domain_verified ? t('Verified') : t('Not verified')}
                  </span>
                </>
              ) : (
                <span className="text-slate-600">{t('None')}</span>
              ),
          },
          { header: t('Articles'), cell: (kb) => kb.articles_count },
        ]}
        actions={(kb) => (
          <EditDeleteActions to={`${PUBLIC_KB_ADMIN_PATH}/${kb.id}`} name={kb.name} separator=" " />
        )}
      />
    </Page>
  )
}
