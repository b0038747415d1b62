import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses, SubmitButton } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { Table } from '~/components/ui/table'
import { BalancesTable } from '~/domains/requests/components/balances-table'
import { StatusBadge } from '~/domains/requests/components/request-labels-ui'
import {
  BalanceAdjustmentSchema,
  REQUEST_MESSAGES,
  REQUESTS_PATH,
  requestPath,
  timeOffPath,
  yearParam,
} from '~/domains/requests/requests.schema'
import { adjustBalance, staffTimeOffs } from '~/domains/requests/staff-requests.server'
import { todayIso } from '~/domains/requests/time-off.server'
import { can } from '~/domains/requests/requests.policy'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { redirectWithFlash } from '~/platform/flash.server'
import type { FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Time off'))

/** A person's time off in one year: balances, what they asked for, and (admins) adjustments. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const year = yearParam(new URL(request.url).searchParams.get('year'), todayIso())
    return json(await staffTimeOffs(actor, routeId(params.id), year, meta))
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    // Only request admins adjust: refused before the form is read, so its rules stay private.
    await authorize({ actor, meta }, can, 'timeOff.adjust', { type: 'staff', id })
    return handleForm(request, BalanceAdjustmentSchema, async (input) => {
      await adjustBalance(actor, id, input, meta)
      return redirectWithFlash(`${timeOffPath(id)}?year=${input.year}`, {
        kind: 'success',
        message: REQUEST_MESSAGES.adjusted,
      })
    })
  })

export default function TimeOffPage() {
  const { staff, year, balances, time_off, may_adjust } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  const sent = reply?.initialValue as Record<string, unknown> | undefined
  const errors = (reply?.error ?? {}) as Record<string, string[] | undefined>
  const path = timeOffPath(staff.id)
  return (
    <Page
      width="5xl"
      title={t('Time off of {{name}} in {{year}}', { name: staff.name, year })}
      back={{ to: REQUESTS_PATH, label: t('Requests') }}
    >
      <nav aria-label={t('Years')} className="mb-4 flex gap-6">
        <Link to={`${path}?year=${year - 1}`} className={buttonClasses('link')}>
          {t('Previous year')}
        </Link>
        <Link to={`${path}?year=${year + 1}`} className={buttonClasses('link')}>
          {t('Next year')}
        </Link>
      </nav>
      <BalancesTable balances={balances} />
      <p className="mt-2 text-sm text-slate-600">
        {t(
          'Each kind accrues a twelfth of its yearly allowance at the start of every month (from the month of hire). Weekends and company holidays are not counted.',
        )}
      </p>
      <Section id="time-off" title={t('Time off asked for')} className="mt-8">
        <Table
          rows={time_off}
          rowKey={(row) => row.request_id}
          caption={t('Time off asked for')}
          empty={t('No time off this year.')}
          columns={[
            {
              header: t('From'),
              rowHeader: true,
              cell: (row) => (
                <Link to={requestPath(row.request_id)} className={buttonClasses('link')}>
                  {row.starts_on}
                </Link>
              ),
            },
            { header: t('To'), cell: (row) => row.ends_on },
            { header: t('Kind of time off'), cell: (row) => row.time_off_kind.name },
            { header: t('Working days'), cell: (row) => row.days },
            { header: t('Status'), cell: (row) => <StatusBadge status={row.status} /> },
          ]}
        />
      </Section>
      {may_adjust ? (
        <Section id="adjust" title={t('Adjust a balance')} className="mt-8">
          <p className="mb-4 text-slate-700">
            {t(
              'A carry-over or a correction, in days (negative to take days away). It replaces the adjustment of that kind and year.',
            )}
          </p>
          {errors['']?.length ? (
            <p className="mb-3 font-semibold text-red-700">{t(errors['']![0]!)}</p>
          ) : null}
          {balances.map((balance) => {
            const mine = String(sent?.time_off_kind) === String(balance.time_off_kind.id)
            const id = `adjust-${balance.time_off_kind.id}`
            return (
              <Form
                key={id}
                method="post"
                noValidate
                className="mb-6 flex flex-wrap items-end gap-4"
              >
                <input type="hidden" name="time_off_kind" value={balance.time_off_kind.id} />
                <input type="hidden" name="year" value={year} />
                <input type="hidden" name="version" value={balance.adjustment_version} />
                <Field
                  className=""
                  label={t('{{kind}}: adjustment (days)', { kind: balance.time_off_kind.name })}
                  errors={mine ? errors.adjustment_days : undefined}
                  inputProps={{
                    id: `${id}-days`,
                    name: 'adjustment_days',
                    inputMode: 'decimal',
                    defaultValue: mine ? String(sent?.adjustment_days ?? '') : balance.adjustment,
                  }}
                />
                <Field
                  className=""
                  label={t('Note')}
                  errors={mine ? errors.note : undefined}
                  inputProps={{
                    id: `${id}-note`,
                    name: 'note',
                    defaultValue: mine ? String(sent?.note ?? '') : balance.adjustment_note,
                  }}
                />
                <SubmitButton>{t('Save adjustment')}</SubmitButton>
              </Form>
            )
          })}
        </Section>
      ) : null}
    </Page>
  )
}
