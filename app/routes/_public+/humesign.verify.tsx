import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import {
  verificationByQuery,
  verificationByUpload,
  type Verification,
} from '~/domains/esign/esign-verify.server'

export const meta: MetaFunction = () => [{ title: 'Verify a signed document | Groundwork' }]

/**
 * /humesign/verify: anyone (no sign-in) checks whether this installation sealed a PDF, by the
 * file itself or by its SHA-256 hash.
 */
export const loader = async ({ request }: LoaderFunctionArgs) =>
  json(await verificationByQuery(new URL(request.url)))

export const action = async ({ request }: ActionFunctionArgs) =>
  json(await verificationByUpload(request))

export default function VerifyPage() {
  const byQuery = useLoaderData<typeof loader>()
  const byUpload = useActionData<typeof action>()
  const { result, error } = byUpload ?? byQuery
  const { t } = useTranslation()
  return (
    <Page
      width="3xl"
      title={t('Verify a signed document')}
      lead={t(
        'Check whether a PDF was signed and sealed by this installation, and not changed since.',
      )}
    >
      {error ? <Notice kind="error">{t(error)}</Notice> : null}
      {result ? <VerificationResult result={result as Verification} /> : null}
      <Section id="file-title" title={t('Upload the PDF')}>
        <Form method="post" encType="multipart/form-data" className="mt-4">
          <Field
            label={t('Signed PDF')}
            inputProps={{ id: 'file', name: 'file', type: 'file', accept: 'application/pdf,.pdf' }}
          />
          <Button>{t('Verify file')}</Button>
        </Form>
      </Section>
      <Section id="hash-title" title={t('Or paste its SHA-256 hash')}>
        <Form method="get" className="mt-4">
          <Field
            label={t('SHA-256 hash')}
            hint={t('64 characters, as printed by sha256sum.')}
            inputProps={{ id: 'sha256', name: 'sha256', autoComplete: 'off', spellCheck: false }}
          />
          <Button>{t('Verify hash')}</Button>
        </Form>
      </Section>
    </Page>
  )
}

function VerificationResult({ result }: { result: Verification }) {
  const { t } = useTranslation()
  const signature = result.signature
  const genuine = result.record !== null && (signature === null || signature.unalteredSinceSigning)
  return (
    <Notice kind={genuine ? 'success' : 'error'}>
      <p className="font-semibold">
        {genuine
          ? t('Genuine: this installation sealed this exact file.')
          : t('Not verified: this installation has no sealed document with this content.')}
      </p>
      {result.record ? (
        <p>
          {t('“{{title}}” of {{company}}, completed on {{day}}.', {
            title: result.record.title,
            company: result.record.company,
            day: result.record.completed_at?.slice(0, 10) ?? '',
          })}
        </p>
      ) : null}
      {signature ? (
        <p>
          {signature.signedByThisInstallation
            ? signature.unalteredSinceSigning
              ? t(
                  'Its PDF signature is this installation’s, and the file is unaltered since signing.',
                )
              : t(
                  'Its PDF signature is this installation’s, but the file was changed after signing.',
                )
            : t('It carries no PDF signature of this installation.')}
        </p>
      ) : null}
      <p className="break-all text-sm">SHA-256: {result.sha256}</p>
    </Notice>
  )
}
