import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { Table } from '~/components/ui/table'
import { Tabs } from '~/components/ui/tabs'
import {
  PURCHASE_REQUESTS_PATH,
  PURCHASE_SETTINGS_PATH,
  PURCHASE_STATUS_LABELS,
  purchaseRequestPath,
} from '~/domains/purchase-requests/purchase-requests.constants'
import { can } from '~/domains/purchase-requests/purchase-requests.policy'
import {
  PurchaseListQuery,
  type PurchaseView,
} from '~/domains/purchase-requests/purchase-requests.schema'
import { listPurchaseRequests } from '~/domains/purchase-requests/purchase-requests.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Purchase Requests'))

const VIEW_LABELS: Record<PurchaseView, string> = {
  mine: msg('My requests'),
  to_approve: msg('Waiting for approval'),
  to_pay: msg('Approved, to pay'),
  all: msg('All requests'),
}

/** The reader's own requests; approvers and payers also see what waits for them, and all. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const query = PurchaseListQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
    const views: PurchaseView[] = can(actor, 'purchase.readAll')
      ? [
          'mine',
          ...(can(actor, 'purchase.approve') ? (['to_approve'] as const) : []),
          ...(can(actor, 'purchase.pay') ? (['to_pay'] as const) : []),
          'all',
        ]
      : ['mine']
    return json({
      query,
      views,
      configure: can(actor, 'purchase.configure'),
      list: await listPurchaseRequests({ actor, meta }, query),
    })
  })

export default function PurchaseRequestsPage() {
  const { query, views, configure, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page
      width="6xl"
      title={t('Purchase Requests')}
      actions={
        <div className="flex flex-wrap gap-4">
          {configure ? (
            <Link to={PURCHASE_SETTINGS_PATH} className={buttonClasses('secondary')}>
              {t('Purchase settings')}
            </Link>
          ) : null}
          <Link to={`${PURCHASE_REQUESTS_PATH}/create`} className={buttonClasses('primary')}>
            {t('Create purchase request')}
          </Link>
        </div>
      }
    >
      {views.length > 1 ? (
        <Tabs
          label={t('Which requests')}
          tabs={views.map((view) => ({
            to: `${PURCHASE_REQUESTS_PATH}?view=${view}`,
            label: t(VIEW_LABELS[view]),
            current: query.view === view,
          }))}
        />
      ) : null}
      <p className="mt-6 text-slate-700" aria-live="polite">
        {t('Purchase requests found: {{total}}', { total: list.count })}
      </p>
      <Table
        rows={list.results}
        caption={t(VIEW_LABELS[query.view])}
        empty={t('There are no purchase requests here.')}
        columns={[
          {
            header: t('Title'),
            rowHeader: true,
            cell: (row) => (
              <Link to={purchaseRequestPath(row.id)} className="text-brand-700 underline">
                {row.title}
              </Link>
            ),
          },
          { header: t('Requester'), cell: (row) => row.requester?.name ?? '—' },
          { header: t('Vendor'), cell: (row) => row.vendor || '—' },
          {
            header: t('Total'),
            className: 'whitespace-nowrap tabular-nums',
            cell: (row) => row.totals.map((x) => `${x.total} ${x.currency}`).join(' + '),
          },
          { header: t('Status'), cell: (row) => t(PURCHASE_STATUS_LABELS[row.status]) },
          {
            header: t('Raised on'),
            className: 'whitespace-nowrap',
            cell: (row) => row.created_at.slice(0, 10),
          },
        ]}
      />
      <Pager page={list.page} pageCount={list.page_count} />
    </Page>
  )
}
