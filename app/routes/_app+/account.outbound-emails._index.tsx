import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Field } from '~/components/ui/field'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { Select } from '~/components/ui/select'
import { Table } from '~/components/ui/table'
import { formatWhen, viewerLanguage } from '~/domains/company/history.server'
import {
  OUTBOUND_EMAILS_PATH,
  outboundEmailQueryFrom,
  STATUS_LABELS,
} from '~/domains/company/outbound-emails.schema'
import { listOutboundEmails } from '~/domains/company/outbound-emails.server'
import { signedIn } from '~/platform/request-context.server'
import { msg } from '~/i18n'
import { OUTBOUND_EMAIL_STATUSES } from '~/platform/mail-constants'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('System Emails'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const query = outboundEmailQueryFrom(new URL(request.url).searchParams)
    const list = await listOutboundEmails(actor, query, meta)
    const language = viewerLanguage(actor)
    return json({
      query,
      page: list.page,
      hasNext: list.hasNext,
      emails: list.emails.map((email) => ({
        ...email,
        when: formatWhen(new Date(email.created_at), language, actor.timezone || 'UTC'),
      })),
    })
  })

export default function OutboundEmailsPage() {
  const { query, emails, page, hasNext } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const filtered = Boolean(query.status || query.recipient)
  return (
    <Page
      width="6xl"
      title={t('System Emails')}
      lead={t('Every email the system sent for this company, newest first.')}
    >
      <FilterBar
        clearTo={OUTBOUND_EMAILS_PATH}
        filtered={filtered}
        className="sm:grid-cols-3 sm:items-end"
      >
        <Field
          label={t('Recipient')}
          className=""
          inputProps={{
            id: 'emails-recipient',
            name: 'recipient',
            type: 'search',
            defaultValue: query.recipient ?? '',
          }}
        />
        <Select
          id="emails-status"
          name="status"
          label={t('Status')}
          className=""
          defaultValue={query.status ?? ''}
          placeholder={t('Any status')}
          options={OUTBOUND_EMAIL_STATUSES.map((status) => ({
            value: status,
            label: t(STATUS_LABELS[status]),
          }))}
        />
      </FilterBar>

      <Table
        className="mt-8"
        rows={emails}
        caption={t('System Emails')}
        empty={filtered ? t('No emails match these filters.') : t('No emails have been sent yet.')}
        columns={[
          {
            header: t('Date'),
            className: 'whitespace-nowrap',
            cell: (email) => <time dateTime={email.created_at}>{email.when}</time>,
          },
          { header: t('Recipient'), className: 'break-all', cell: (email) => email.to },
          {
            header: t('Subject'),
            cell: (email) => (
              <Link to={`${OUTBOUND_EMAILS_PATH}/${email.id}`} className="text-brand-700 underline">
                {email.subject}
              </Link>
            ),
          },
          { header: t('Status'), cell: (email) => t(STATUS_LABELS[email.status]) },
        ]}
      />
      <Pager page={page} hasNext={hasNext} words="age" />
    </Page>
  )
}
