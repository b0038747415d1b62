import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { FormActions, SubmitButton } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { Select, optionsOf } from '~/components/ui/select'
import { MAX_PDF_BYTES } from '~/domains/esign/esign-constants'
import { createDocument } from '~/domains/esign/esign-documents.server'
import { newDocumentPage } from '~/domains/esign/esign-pages.server'
import { ESIGN_PATH, documentPath } from '~/domains/esign/esign-paths'
import { DocumentCreateSchema } from '~/domains/esign/esign.schema'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { readReply, type FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { handleUploadForm } from '~/platform/upload-form.server'
import { uploadIn } from '~/platform/uploads.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('New document'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, (asker) => newDocumentPage(asker))

/** Uploads the PDF (or takes a company file) as a draft, then opens it to add signers and fields. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, (asker) =>
    handleUploadForm(
      asker.request,
      { maxBytes: MAX_PDF_BYTES, fileField: 'file' },
      async (formData) => {
        const upload = await uploadIn(formData, 'file')
        return handleForm(
          asker.request,
          DocumentCreateSchema,
          async (input) => {
            const doc = await createDocument(asker, input, upload)
            return redirectWithFlash(documentPath(doc.id), {
              kind: 'success',
              message: msg('Document uploaded. Add its signers and fields, then send it.'),
            })
          },
          { formData, hideFields: ['file'] },
        )
      },
    ),
  )

export default function NewDocumentPage() {
  const { choices } = useLoaderData<typeof loader>()
  const reply = useActionData() as FormReply | undefined
  const { errors, formErrors, value } = readReply(reply)
  const { t } = useTranslation()
  return (
    <Page
      width="3xl"
      title={t('New document')}
      back={{ to: ESIGN_PATH, label: t('E-signature') }}
      lead={t('Upload the PDF to be signed, or choose one the company already keeps.')}
    >
      <Form method="post" encType="multipart/form-data" className="mt-6" noValidate>
        <ErrorSummary fieldErrors={errors} formErrors={formErrors} />
        <Field
          label={t('Title')}
          errors={errors.title}
          inputProps={{
            id: 'title',
            name: 'title',
            required: true,
            defaultValue: value('title', ''),
          }}
        />
        <Field
          label={t('PDF file')}
          hint={t('A PDF of at most 20 MB.')}
          errors={errors.file}
          inputProps={{ id: 'file', name: 'file', type: 'file', accept: 'application/pdf,.pdf' }}
        />
        {(
          [
            ['company_file_id', t('Or a company file'), choices.company],
            ['knowledge_file_id', t('Or a knowledge-base file'), choices.knowledge],
          ] as const
        ).map(([name, label, files]) =>
          files.length > 0 ? (
            <Select
              key={name}
              id={name}
              name={name}
              label={label}
              placeholder={t('None')}
              errors={errors[name]}
              defaultValue={value(name, '')}
              options={optionsOf(files)}
            />
          ) : null,
        )}
        <Textarea
          id="message"
          name="message"
          label={t('Message to the signers')}
          hint={t('Optional. It is part of the email asking them to sign.')}
          errors={errors.message}
          defaultValue={value('message', '')}
        />
        <Field
          label={t('Expires on')}
          hint={t('Optional. After this day the document can no longer be signed.')}
          errors={errors.expires_on}
          inputProps={{
            id: 'expires_on',
            name: 'expires_on',
            type: 'date',
            defaultValue: value('expires_on', ''),
            className: 'w-auto',
          }}
        />
        <Checkbox
          label={t('Signing order')}
          hint={t(
            'Signers sign one after another, in the order listed; each is asked when their turn comes.',
          )}
          inputProps={{
            id: 'signing_order',
            name: 'signing_order',
            defaultChecked: value('signing_order', '') === 'on',
          }}
        />
        <FormActions cancelTo={ESIGN_PATH}>
          <SubmitButton>{t('Upload document')}</SubmitButton>
        </FormActions>
      </Form>
    </Page>
  )
}
