import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { Section } from '~/components/ui/section'
import { Table } from '~/components/ui/table'
import { Tabs } from '~/components/ui/tabs'
import { BalancesTable } from '~/domains/requests/components/balances-table'
import { StatusBadge } from '~/domains/requests/components/request-labels-ui'
import { KIND_LABELS } from '~/domains/requests/request-labels'
import { requestsPage } from '~/domains/requests/requests-page.server'
import {
  REQUEST_CREATE_PATH,
  REQUEST_TYPES_PATH,
  REQUESTS_PATH,
  requestPath,
  timeOffPath,
} from '~/domains/requests/requests.schema'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Requests'))

/** Requests: mine, those waiting for my decision, and (request admins) the company's. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    json(await requestsPage(actor, new URL(request.url), meta)),
  )

const when = (iso: string) => iso.slice(0, 10)

export default function RequestsPage() {
  const { query, list, balances, me, mayManage, maySeeAll } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const tab = (status: string, all: boolean) => query.status === status && query.my_all === all
  const waiting = query.status === 'for_approval'
  return (
    <Page
      width="5xl"
      title={t('Requests')}
      actions={
        <div className="flex flex-wrap gap-4">
          {mayManage ? (
            <Link to={REQUEST_TYPES_PATH} className={buttonClasses('secondary')}>
              {t('Request types')}
            </Link>
          ) : null}
          <Link to={REQUEST_CREATE_PATH} className={buttonClasses('primary')}>
            {t('New request')}
          </Link>
        </div>
      }
    >
      <Tabs
        label={t('Which requests')}
        tabs={[
          { to: REQUESTS_PATH, label: t('My requests'), current: tab('my_request', false) },
          {
            to: `${REQUESTS_PATH}?status=for_approval`,
            label: t('Waiting for me'),
            current: tab('for_approval', false),
          },
          ...(maySeeAll
            ? [
                {
                  to: `${REQUESTS_PATH}?status=for_approval&my_all=1`,
                  label: t('All waiting'),
                  current: tab('for_approval', true),
                },
                {
                  to: `${REQUESTS_PATH}?status=my_request&my_all=1`,
                  label: t('All requests'),
                  current: tab('my_request', true),
                },
              ]
            : []),
        ]}
      />
      <p className="mt-6 text-slate-700" aria-live="polite">
        {t('Requests found: {{total}}', { total: list.count })}
      </p>
      <Table
        rows={list.results}
        caption={t('Requests')}
        empty={
          waiting
            ? t('Nothing is waiting for your decision.')
            : t('No requests yet. Use New request to ask for time off, an expense or equipment.')
        }
        columns={[
          {
            header: t('Title'),
            rowHeader: true,
            cell: (row) => (
              <Link to={requestPath(row.id)} className={buttonClasses('link')}>
                {row.title}
              </Link>
            ),
          },
          {
            header: t('Type'),
            cell: (row) =>
              `${row.type.name} (${t(KIND_LABELS[row.type.kind as keyof typeof KIND_LABELS])})`,
          },
          {
            header: t('Requested by'),
            cell: (row) => row.requester.name,
            hidden: !waiting && !query.my_all,
          },
          {
            header: t('When'),
            cell: (row) =>
              row.time_off
                ? `${row.time_off.starts_on} – ${row.time_off.ends_on} (${t('{{days}} days', { days: row.time_off.days })})`
                : row.expense
                  ? `${row.expense.amount} ${row.expense.currency}`
                  : when(row.submitted_at),
          },
          { header: t('Status'), cell: (row) => <StatusBadge status={row.status} /> },
        ]}
      />
      <Pager page={list.page} pageCount={list.page_count} />
      <Section id="my-time-off" title={t('My time off this year')} className="mt-10">
        <BalancesTable balances={balances} />
        <Link to={timeOffPath(me)} className={buttonClasses('link', 'mt-4 inline-block')}>
          {t('My time off in detail')}
        </Link>
      </Section>
    </Page>
  )
}
