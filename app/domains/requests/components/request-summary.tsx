import { useTranslation } from '~/components/translation'
import { Section } from '~/components/ui/section'
import { Table } from '~/components/ui/table'
import { EVENT_LABELS, KIND_LABELS, STEP_LABELS } from '../request-labels'
import type { RequestDetailDto } from '../request-reads.server'
import type { ApprovalStep, RequestEventKind } from '../request-constants'
import { StatusBadge } from './request-labels-ui'

/** A request's fields, where it is in its chain, its status history and its files. */
export function RequestSummary({ request }: { request: RequestDetailDto }) {
  const { t } = useTranslation()
  const rows: [string, string][] = [
    [
      t('Type'),
      `${request.type.name} (${t(KIND_LABELS[request.type.kind as keyof typeof KIND_LABELS])})`,
    ],
    [t('Requested by'), request.requester.name],
    [t('Submitted'), request.submitted_at.slice(0, 10)],
  ]
  if (request.time_off) {
    rows.push(
      [t('Kind of time off'), request.time_off.time_off_kind.name],
      [t('From'), request.time_off.starts_on],
      [t('To'), request.time_off.ends_on],
      [t('Working days'), request.time_off.days],
    )
  }
  if (request.expense) {
    rows.push(
      [t('Amount'), `${request.expense.amount} ${request.expense.currency}`],
      [t('Date of the expense'), request.expense.spent_on],
      [t('Paid to'), request.expense.merchant || '—'],
    )
  }
  if (request.equipment) {
    rows.push(
      [t('What is needed'), request.equipment.item],
      [t('Quantity'), String(request.equipment.quantity)],
      [t('Needed by'), request.equipment.needed_by ?? '—'],
    )
  }
  if (request.details) rows.push([t('Details'), request.details])
  return (
    <>
      <p className="mb-4 flex flex-wrap items-center gap-3">
        <StatusBadge status={request.status} />
        {request.step ? (
          <span>
            {t('Waiting for: {{step}}', { step: t(STEP_LABELS[request.step]) })}
            {request.step === 'manager' && request.manager ? ` (${request.manager.name})` : ''}
          </span>
        ) : null}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className="whitespace-pre-line text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <Section id="history" title={t('Status history')} className="mt-8">
        <Table
          rows={request.history}
          caption={t('Status history')}
          columns={[
            {
              header: t('When'),
              rowHeader: true,
              cell: (e) => e.created_at.slice(0, 16).replace('T', ' '),
            },
            {
              header: t('What'),
              cell: (e) =>
                e.step
                  ? `${t(EVENT_LABELS[e.event as RequestEventKind])} (${t(STEP_LABELS[e.step as ApprovalStep])})`
                  : t(EVENT_LABELS[e.event as RequestEventKind]),
            },
            { header: t('By'), cell: (e) => e.actor?.name ?? '—' },
            {
              header: t('Comment'),
              cell: (e) => e.comment || '—',
              className: 'whitespace-pre-line',
            },
          ]}
        />
      </Section>
    </>
  )
}
