import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button, SubmitButton, buttonClasses } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, FieldFrame } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { SignatureField } from '~/domains/checklists/components/signature-field'
import { PageImages } from '~/domains/esign/components/page-images'
import { CONSENT_TEXT, FIELD_KIND_LABELS } from '~/domains/esign/esign-constants'
import { signedDownloadPath, signingPageImagePath } from '~/domains/esign/esign-paths'
import { loadSigningPage, signingActions } from '~/domains/esign/esign-sign-page.server'
import { readReply, type FormReply } from '~/platform/form-reply'

export const meta: MetaFunction = () => [
  { title: 'Sign a document | Groundwork' },
  { name: 'robots', content: 'noindex' },
]

/** A signer's private page: read the document, fill in their fields, sign or decline. */
export const loader = ({ params }: LoaderFunctionArgs) => loadSigningPage(params.token ?? '')

export const action = ({ request, params }: ActionFunctionArgs) =>
  signingActions(request, params.token ?? '')

export default function SigningPage() {
  const { token, page, invalid } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  if (!page) {
    return (
      <Page title={t('This link cannot be used')}>
        <p className="mt-4 text-lg">{t(invalid ?? '')}</p>
      </Page>
    )
  }
  if (page.state === 'completed') {
    return (
      <Page title={page.document.title} lead={t('Everyone has signed this document.')}>
        <p className="mt-6">
          <a href={signedDownloadPath(token)} className={buttonClasses('primary')}>
            {t('Download the signed PDF')}
          </a>
        </p>
      </Page>
    )
  }
  return <SignForm page={page} token={token} />
}

type SignPageData = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['page']>

function SignForm({ page, token }: { page: SignPageData; token: string }) {
  const reply = useActionData() as FormReply | undefined
  const { errors, formErrors } = readReply(reply)
  const { t } = useTranslation()
  const toFill = page.fields.filter(
    (field) => field.kind === 'text' || field.kind === 'checkbox' || field.kind === 'initials',
  )
  return (
    <Page
      width="5xl"
      title={page.document.title}
      lead={t('{{sender}} of {{company}} asks you, {{name}}, to sign this document.', {
        sender: page.sender,
        company: page.company,
        name: page.signer.name,
      })}
    >
      <ErrorSummary fieldErrors={errors} formErrors={formErrors} />
      {page.document.message ? <Notice kind="info">{page.document.message}</Notice> : null}
      {page.document.expires_on ? (
        <p className="mt-2">{t('Sign by {{day}}.', { day: page.document.expires_on })}</p>
      ) : null}
      <Section id="document-title" title={t('The document')}>
        <p className="mt-2 text-slate-700">{t('Your fields are highlighted.')}</p>
        <PageImages
          pageCount={page.document.page_count}
          src={(number) => signingPageImagePath(token, number)}
          fields={page.fields.map((field) => ({
            ...field,
            label: t(FIELD_KIND_LABELS[field.kind]),
            mine: true,
          }))}
        />
      </Section>
      <Section id="sign-title" title={t('Sign')}>
        <Form method="post" className="mt-4 max-w-2xl" noValidate>
          <input type="hidden" name="intent" value="sign" />
          <FieldFrame
            id="signature"
            label={t('Your signature')}
            hint={t('Type your full name.')}
            errors={errors.signature}
          >
            {(state) => (
              <SignatureField
                id="signature"
                name="signature"
                value={null}
                describedBy={state.describedBy}
                invalid={state.invalid}
              />
            )}
          </FieldFrame>
          {toFill.map((field) =>
            field.kind === 'checkbox' ? (
              <Checkbox
                key={field.id}
                label={t('Tick box on page {{page}}', { page: field.page })}
                errors={errors[`field_${field.id}`]}
                inputProps={{ id: `field_${field.id}`, name: `field_${field.id}` }}
              />
            ) : (
              <Field
                key={field.id}
                label={t('{{kind}} on page {{page}}', {
                  kind: t(FIELD_KIND_LABELS[field.kind]),
                  page: field.page,
                })}
                hint={
                  field.kind === 'initials'
                    ? t('Leave empty to use the initials of your name.')
                    : undefined
                }
                errors={errors[`field_${field.id}`]}
                inputProps={{
                  id: `field_${field.id}`,
                  name: `field_${field.id}`,
                  required: field.required,
                }}
              />
            ),
          )}
          <Checkbox
            label={t(CONSENT_TEXT)}
            errors={errors.consent}
            inputProps={{ id: 'consent', name: 'consent' }}
          />
          <SubmitButton>{t('Sign the document')}</SubmitButton>
        </Form>
      </Section>
      <Section id="decline-title" title={t('Decline')}>
        <Form method="post" className="mt-4 max-w-2xl" noValidate>
          <input type="hidden" name="intent" value="decline" />
          <Field
            label={t('Why do you decline to sign?')}
            hint={t('The sender reads this. The document is then stopped for everyone.')}
            errors={errors.reason}
            inputProps={{ id: 'reason', name: 'reason' }}
          />
          <Button variant="danger">{t('Decline to sign')}</Button>
        </Form>
      </Section>
    </Page>
  )
}
