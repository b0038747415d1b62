import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { Button } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { formatWhen, viewerLanguage } from '~/domains/company/history.server'
import {
  OUTBOUND_EMAIL_MESSAGES,
  OUTBOUND_EMAILS_PATH,
  STATUS_LABELS,
} from '~/domains/company/outbound-emails.schema'
import { getOutboundEmail, resendOutboundEmail } from '~/domains/company/outbound-emails.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'
import { msg } from '~/i18n'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { idSchema } from '~/platform/form-fields'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('System email'))

function emailId(raw: string | undefined): number {
  const id = idSchema('Not found.').safeParse(raw)
  if (!id.success) throw new Response('Not Found', { status: 404 })
  return id.data
}

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const email = await getOutboundEmail(actor, emailId(params.id), meta)
    const language = viewerLanguage(actor)
    const timeZone = actor.timezone || 'UTC'
    return json({
      email,
      created: formatWhen(new Date(email.created_at), language, timeZone),
      sent: email.sent_at ? formatWhen(new Date(email.sent_at), language, timeZone) : null,
    })
  })

/** Resend: a new copy is queued and sent; the page of the copy shows how it went. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const id = emailId(params.id)
    try {
      const copy = await resendOutboundEmail(actor, id, meta)
      return redirectWithFlash(`${OUTBOUND_EMAILS_PATH}/${copy.id}`, {
        kind: 'success',
        message: OUTBOUND_EMAIL_MESSAGES.resent,
      })
    } catch (error) {
      if (isAppError(error) && error.code === 'CONFLICT') {
        return redirectWithFlash(`${OUTBOUND_EMAILS_PATH}/${id}`, {
          kind: 'error',
          message: error.message,
        })
      }
      return asErrorPage(error)
    }
  })

export default function OutboundEmailPage() {
  const { email, created, sent } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  return (
    <Page
      back={{ to: OUTBOUND_EMAILS_PATH, label: t('Back to System Emails') }}
      title={email.subject}
    >
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t('Recipient')}</dt>
        <dd className="break-all">{email.to}</dd>
        <dt className="font-semibold">{t('Status')}</dt>
        <dd>{t(STATUS_LABELS[email.status])}</dd>
        <dt className="font-semibold">{t('Created')}</dt>
        <dd>
          <time dateTime={email.created_at}>{created}</time>
        </dd>
        {sent ? (
          <>
            <dt className="font-semibold">{t('Sent')}</dt>
            <dd>
              <time dateTime={email.sent_at ?? undefined}>{sent}</time>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('Attempts')}</dt>
        <dd>{email.attempts}</dd>
        {email.last_error ? (
          <>
            <dt className="font-semibold">{t('Last error')}</dt>
            <dd className="break-words">{email.last_error}</dd>
          </>
        ) : null}
      </dl>

      <Section id="resend-title" title={t('Send again')}>
        {email.resend_refusal ? (
          <div className="mt-3">
            <Notice kind="info">{t(email.resend_refusal)}</Notice>
          </div>
        ) : (
          <Form method="post" className="mt-3">
            <p className="mb-3 text-slate-700">
              {t('A new copy is sent to the same recipient; this one stays as it is.')}
            </p>
            <Button disabled={busy}>{t('Resend email')}</Button>
          </Form>
        )}
      </Section>

      <Section id="text-title" title={t('Text version')}>
        <pre className="mt-3 overflow-x-auto rounded-md border border-slate-300 bg-slate-50 p-4 text-sm whitespace-pre-wrap">
          {email.text_body}
        </pre>
      </Section>

      <Section id="html-title" title={t('HTML version')}>
        {/* An empty sandbox: no scripts, forms or navigation, even if a body held any. */}
        <iframe
          title={t('HTML version of the email')}
          sandbox=""
          srcDoc={email.html_body}
          className="mt-3 h-96 w-full rounded-md border border-slate-300 bg-white"
        />
      </Section>
    </Page>
  )
}
