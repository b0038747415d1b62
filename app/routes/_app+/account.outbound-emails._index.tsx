import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { Pager } from '~/components/ui/pager'
import { formatWhen, viewerLanguage } from '~/domains/company/history.server'
import {
  OUTBOUND_EMAILS_PATH,
  outboundEmailQueryFrom,
  STATUS_LABELS,
} from '~/domains/company/outbound-emails.schema'
import { listOutboundEmails } from '~/domains/company/outbound-emails.server'
import { asErrorPage } from '~/platform/pages.server'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { OUTBOUND_EMAIL_STATUSES } from '~/platform/mail.tables'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('System Emails'))

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  const query = outboundEmailQueryFrom(new URL(request.url).searchParams)
  const list = await listOutboundEmails(actor, query, requestMeta(request)).catch(asErrorPage)
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
}

const inputClasses =
  'mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-900'

export default function OutboundEmailsPage() {
  const { query, emails, page, hasNext } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const filtered = Boolean(query.status || query.recipient)
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('System Emails')}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {t('Every email the system sent for this company, newest first.')}
      </p>

      <Form method="get" className="mt-6 grid gap-4 sm:grid-cols-3 sm:items-end">
        <div>
          <label htmlFor="emails-recipient" className="block font-semibold">
            {t('Recipient')}
          </label>
          <input
            id="emails-recipient"
            name="recipient"
            type="search"
            defaultValue={query.recipient ?? ''}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor="emails-status" className="block font-semibold">
            {t('Status')}
          </label>
          <select
            id="emails-status"
            name="status"
            defaultValue={query.status ?? ''}
            className={inputClasses}
          >
            <option value="">{t('Any status')}</option>
            {OUTBOUND_EMAIL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-3">
          <Button>{t('Filter')}</Button>
          {filtered ? (
            <Link to={OUTBOUND_EMAILS_PATH} className={buttonClasses('secondary')}>
              {t('Clear filters')}
            </Link>
          ) : null}
        </div>
      </Form>

      {emails.length === 0 ? (
        <p className="mt-8 text-slate-700">
          {filtered ? t('No emails match these filters.') : t('No emails have been sent yet.')}
        </p>
      ) : (
        <div className="mt-8 overflow-x-auto">
          <table className="w-full border-collapse text-start">
            <caption className="sr-only">{t('System Emails')}</caption>
            <thead>
              <tr className="border-b-2 border-slate-700">
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Date')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Recipient')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Subject')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('Status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {emails.map((email) => (
                <tr key={email.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pe-4 whitespace-nowrap">
                    <time dateTime={email.created_at}>{email.when}</time>
                  </td>
                  <td className="py-2 pe-4 break-all">{email.to}</td>
                  <td className="py-2 pe-4">
                    <Link
                      to={`${OUTBOUND_EMAILS_PATH}/${email.id}`}
                      className="text-brand-700 underline"
                    >
                      {email.subject}
                    </Link>
                  </td>
                  <td className="py-2">{t(STATUS_LABELS[email.status])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} hasNext={hasNext} words="age" />
    </main>
  )
}
