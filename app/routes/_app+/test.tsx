import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { Table } from '~/components/ui/table'
import {
  SELF_CHECK_MESSAGES,
  TestEmailSchema,
  type CheckName,
  type CheckResult,
  type CheckStatus,
} from '~/domains/installation/self-check.schema'
import { runSelfCheck, sendTestEmail } from '~/domains/installation/self-check.server'
import { Page } from '~/components/ui/page'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Installation self-check'))

/** Seed 000 §2.2 /test: company admins only (the service refuses anyone else, a 403). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async (asker) => json({ checks: await runSelfCheck(asker) }))

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ request, ...asker }) =>
    handleForm(request, TestEmailSchema, async () => {
      await sendTestEmail(asker)
      return redirectWithFlash('/test', {
        kind: 'success',
        message: SELF_CHECK_MESSAGES.testEmailQueued,
      })
    }),
  )

const CHECK_LABELS: Record<CheckName, string> = {
  database: msg('Database'),
  mail: msg('Mail'),
  storage: msg('File storage'),
  jobs: msg('Background jobs'),
  ai: msg('AI provider'),
  office: msg('Office previews'),
}

const STATUS_LABELS: Record<CheckStatus, { label: string; className: string }> = {
  ok: { label: msg('Working'), className: 'text-green-800' },
  'not-configured': { label: msg('Not configured'), className: 'text-slate-700' },
  failed: { label: msg('Failed'), className: 'text-red-800' },
}

export default function SelfCheckPage() {
  const { t } = useTranslation()
  const { checks } = useLoaderData<typeof loader>()
  return (
    <Page
      title={t('Installation self-check')}
      lead={t('Each part this installation depends on, tried just now.')}
    >
      <Table<CheckResult>
        caption={t('Installation self-check')}
        rows={checks}
        rowKey={(check) => check.name}
        columns={[
          { header: t('Part'), rowHeader: true, cell: (check) => t(CHECK_LABELS[check.name]) },
          {
            header: t('Status'),
            cell: (check) => (
              <strong className={STATUS_LABELS[check.status].className}>
                {t(STATUS_LABELS[check.status].label)}
              </strong>
            ),
          },
          {
            header: t('Details'),
            className: 'break-words',
            cell: (c) => t(c.detail.text, c.detail.values),
          },
          { header: t('How to fix'), cell: (c) => (c.fix ? t(c.fix.text, c.fix.values) : '—') },
        ]}
      />
      <Form method="post" className="mt-8">
        <input type="hidden" name="intent" value="send-test-email" />
        <p className="mb-3 text-slate-700">
          {t('Send a test message to your own email address to see mail arrive.')}
        </p>
        <SubmitButton variant="secondary">{t('Send test email')}</SubmitButton>
      </Form>
    </Page>
  )
}
