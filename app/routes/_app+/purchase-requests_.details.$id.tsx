import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { Table } from '~/components/ui/table'
import { PurchaseSteps } from '~/domains/purchase-requests/components/purchase-steps'
import {
  PURCHASE_REQUESTS_PATH,
  PURCHASE_STATUS_LABELS,
  purchaseRequestPath,
} from '~/domains/purchase-requests/purchase-requests.constants'
import {
  DecisionSchema,
  PaymentSchema,
  PURCHASE_MESSAGES,
  RejectionSchema,
} from '~/domains/purchase-requests/purchase-requests.schema'
import { purchaseRequestDetail } from '~/domains/purchase-requests/purchase-requests.server'
import {
  takeStep,
  type PurchaseStep,
} from '~/domains/purchase-requests/purchase-transitions.server'
import { firstError } from '~/domains/tasks/first-error'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { isConflict } from '~/platform/form-reply'
import { handleIntents, intent } from '~/platform/forms.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Purchase request'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) =>
    json({ request: await purchaseRequestDetail({ actor, meta }, routeId(params.id)) }),
  )

const STEP_FORMS = {
  approve: { schema: DecisionSchema, done: PURCHASE_MESSAGES.approved },
  reject: { schema: RejectionSchema, done: PURCHASE_MESSAGES.rejected },
  pay: { schema: PaymentSchema, done: PURCHASE_MESSAGES.paid },
  cancel: { schema: DecisionSchema, done: PURCHASE_MESSAGES.cancelled },
} as const

/** Approve, reject, mark paid, cancel: the service checks who may and from which status. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    const handlers = Object.fromEntries(
      (Object.keys(STEP_FORMS) as PurchaseStep[]).map((step) => [
        step,
        intent(STEP_FORMS[step].schema, async (input) => {
          await takeStep({ actor, meta }, id, step, input)
          return redirectWithFlash(purchaseRequestPath(id), {
            kind: 'success',
            message: STEP_FORMS[step].done,
          })
        }),
      ]),
    )
    return handleIntents(request, handlers)
  })

export default function PurchaseRequestPage() {
  const { request } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  const refusal = firstError(reply)
  return (
    <Page
      width="5xl"
      title={request.title}
      back={{ to: PURCHASE_REQUESTS_PATH, label: t('Purchase Requests') }}
    >
      {refusal ? (
        <div className="mt-6">
          <Notice kind="error">
            {isConflict(reply) ? t(PURCHASE_MESSAGES.stale) : t(refusal)}
          </Notice>
        </div>
      ) : null}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{t('Status')}</dt>
        <dd>
          <strong>{t(PURCHASE_STATUS_LABELS[request.status])}</strong>
        </dd>
        <dt className="font-semibold">{t('Requester')}</dt>
        <dd>{request.requester?.name ?? '—'}</dd>
        <dt className="font-semibold">{t('Vendor')}</dt>
        <dd>{request.vendor || '—'}</dd>
        <dt className="font-semibold">{t('Purchase method')}</dt>
        <dd>{request.purchase_method?.name ?? '—'}</dd>
        <dt className="font-semibold">{t('Purchase type')}</dt>
        <dd>{request.purchase_type?.name ?? '—'}</dd>
        <dt className="font-semibold">{t('Set-aside')}</dt>
        <dd>{request.set_aside?.name ?? '—'}</dd>
        <dt className="font-semibold">{t('Needed by')}</dt>
        <dd>{request.needed_by ?? '—'}</dd>
        {request.payment_reference ? (
          <>
            <dt className="font-semibold">{t('Payment reference')}</dt>
            <dd>{request.payment_reference}</dd>
          </>
        ) : null}
      </dl>
      {request.justification ? (
        <p className="mt-4 whitespace-pre-line">{request.justification}</p>
      ) : null}
      <Section id="items-title" title={t('Items')}>
        <Table
          rows={request.items}
          caption={t('Items')}
          columns={[
            { header: t('Description'), rowHeader: true, cell: (item) => item.description },
            { header: t('Quantity'), className: 'tabular-nums', cell: (item) => item.quantity },
            {
              header: t('Unit price'),
              className: 'tabular-nums whitespace-nowrap',
              cell: (item) => `${item.unit_price} ${item.currency}`,
            },
            {
              header: t('Line total'),
              className: 'tabular-nums whitespace-nowrap',
              cell: (item) => `${item.line_total} ${item.currency}`,
            },
          ]}
        />
        <p className="mt-3 text-lg">
          {t('Total')}:{' '}
          <strong className="tabular-nums">
            {request.totals.map((x) => `${x.total} ${x.currency}`).join(' + ')}
          </strong>
        </p>
      </Section>
      <PurchaseSteps request={request} reply={reply} />
      <Section id="history-title" title={t('Status history')}>
        <ol className="mt-4 space-y-3">
          {request.history.map((event) => (
            <li key={event.id} className="border-l-4 border-slate-300 pl-3">
              <p>
                <strong>{t(PURCHASE_STATUS_LABELS[event.to_status])}</strong>
                {' · '}
                {event.actor?.name ?? t('A former colleague')}
                {' · '}
                <time dateTime={event.created_at}>
                  {event.created_at.slice(0, 16).replace('T', ' ')}
                </time>
              </p>
              {event.comment ? <p className="whitespace-pre-line">{event.comment}</p> : null}
            </li>
          ))}
        </ol>
      </Section>
    </Page>
  )
}
