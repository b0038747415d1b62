import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { Select } from '~/components/ui/select'
import { Table } from '~/components/ui/table'
import { DocumentStatusBadge } from '~/domains/esign/components/document-status'
import { DOCUMENT_STATUSES, STATUS_LABELS } from '~/domains/esign/esign-constants'
import { listDocuments } from '~/domains/esign/esign-documents.server'
import { abilitiesOf } from '~/domains/esign/esign-pages.server'
import {
  ESIGN_PATH,
  NEW_DOCUMENT_PATH,
  VERIFY_PATH,
  documentPath,
} from '~/domains/esign/esign-paths'
import { DocumentListQuery } from '~/domains/esign/esign.schema'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('E-signature'))

/** /humesign/: the documents sent for signature (a sender's) or to sign (everyone's own). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async (asker) => {
    const query = DocumentListQuery.parse(
      Object.fromEntries(new URL(asker.request.url).searchParams),
    )
    return json({ query, list: await listDocuments(asker, query), abilities: abilitiesOf(asker) })
  })

export default function EsignDocumentsPage() {
  const { query, list, abilities } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page
      width="5xl"
      title={t('E-signature')}
      lead={
        abilities.send
          ? t('Send PDFs for signature and follow who has signed.')
          : t('Documents you are asked to sign.')
      }
      actions={
        abilities.send ? (
          <Link to={NEW_DOCUMENT_PATH} className={buttonClasses('primary')}>
            {t('New document')}
          </Link>
        ) : null
      }
    >
      <FilterBar
        label={t('Filter documents')}
        clearTo={ESIGN_PATH}
        filtered={Boolean(query.status || query.q)}
      >
        <Field
          label={t('Title contains')}
          className=""
          inputProps={{ id: 'filter-q', name: 'q', type: 'search', defaultValue: query.q }}
        />
        <Select
          id="filter-status"
          name="status"
          label={t('Status')}
          className=""
          defaultValue={query.status ?? ''}
          placeholder={t('Any status')}
          options={DOCUMENT_STATUSES.map((status) => ({
            value: status,
            label: t(STATUS_LABELS[status]),
          }))}
        />
      </FilterBar>
      <Table
        className="mt-6"
        rows={list.results}
        caption={t('Documents')}
        empty={
          query.status || query.q
            ? t('No document matches these filters.')
            : t('There are no documents yet.')
        }
        columns={[
          {
            header: t('Title'),
            rowHeader: true,
            cell: (row) => (
              <Link to={documentPath(row.id)} className={buttonClasses('link')}>
                {row.title}
              </Link>
            ),
          },
          { header: t('Status'), cell: (row) => <DocumentStatusBadge status={row.status} /> },
          {
            header: t('Signed'),
            cell: (row) => t('{{signed}} of {{count}}', { signed: row.signed, count: row.signers }),
          },
          { header: t('Expires'), cell: (row) => row.expires_on ?? t('Never') },
          { header: t('Last change'), cell: (row) => row.updated_at.slice(0, 10) },
        ]}
      />
      <Pager page={list.page} pageCount={list.page_count} />
      <p className="mt-8">
        <Link to={VERIFY_PATH} className={buttonClasses('link')}>
          {t('Check whether a signed PDF is genuine')}
        </Link>
      </p>
    </Page>
  )
}
