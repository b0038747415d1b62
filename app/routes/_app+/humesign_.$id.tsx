import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useFetcher, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, SubmitButton, buttonClasses } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { Table } from '~/components/ui/table'
import { DocumentStatusBadge } from '~/domains/esign/components/document-status'
import {
  AddFieldForm,
  AddSignerForm,
  DraftHidden,
  RowButton,
} from '~/domains/esign/components/draft-forms'
import { PageImages } from '~/domains/esign/components/page-images'
import { Timeline } from '~/domains/esign/components/timeline'
import {
  FIELD_KIND_LABELS,
  OPEN_STATUSES,
  SIGNER_STATUS_LABELS,
} from '~/domains/esign/esign-constants'
import { documentActions } from '~/domains/esign/esign-actions.server'
import { documentPage } from '~/domains/esign/esign-pages.server'
import {
  ESIGN_PATH,
  documentDownloadPath,
  documentPageImagePath,
} from '~/domains/esign/esign-paths'
import { msg } from '~/i18n'
import { isConflict, readReply, type FormReply } from '~/platform/form-reply'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Document'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, (asker) => documentPage(asker, routeId(asker.params.id)))

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, (asker) => documentActions(asker, asker.request, routeId(asker.params.id)))

export default function DocumentPage() {
  const data = useLoaderData<typeof loader>()
  const { document: doc, manage, signers, fields, timeline } = data
  const reply = useActionData() as FormReply | undefined
  const { errors, formErrors } = readReply(reply)
  const { t } = useTranslation()
  const mover = useFetcher()
  const draft = manage && doc.status === 'draft'
  const open = manage && (OPEN_STATUSES as readonly string[]).includes(doc.status)
  const signerName = new Map(signers.map((signer) => [signer.id, signer.name]))
  const move = (fieldId: number, x: number, y: number) =>
    mover.submit(
      { intent: 'move-field', version: doc.version, field_id: fieldId, x, y },
      { method: 'post' },
    )

  return (
    <Page
      width="6xl"
      title={doc.title}
      back={{ to: ESIGN_PATH, label: t('E-signature') }}
      lead={<DocumentStatusBadge status={doc.status} />}
    >
      {isConflict(reply) ? <StaleRecordNotice /> : null}
      <ErrorSummary fieldErrors={errors} formErrors={formErrors} />
      {doc.message ? <p className="mt-4 whitespace-pre-line">{doc.message}</p> : null}
      <p className="mt-4 flex flex-wrap gap-4">
        {doc.status === 'completed' ? (
          <a href={documentDownloadPath(doc.id)} className={buttonClasses('primary')}>
            {t('Download the signed PDF')}
          </a>
        ) : null}
        <a
          href={`${documentDownloadPath(doc.id)}?file=original`}
          className={buttonClasses('secondary')}
        >
          {t('Download the original')}
        </a>
      </p>
      {draft ? <DetailsForm doc={doc} errors={errors} /> : null}

      <Section id="signers-title" title={t('Signers')}>
        {doc.signing_order ? (
          <p className="mt-2 text-slate-700">{t('They sign one after another, in this order.')}</p>
        ) : null}
        <Table
          rows={signers}
          caption={t('Signers')}
          empty={t('No signers yet.')}
          columns={[
            { header: t('Order'), cell: (signer) => signer.order },
            { header: t('Name'), rowHeader: true, cell: (signer) => signer.name },
            { header: t('Email'), cell: (signer) => signer.email },
            {
              header: t('Status'),
              cell: (signer) =>
                `${t(SIGNER_STATUS_LABELS[signer.status])}${signer.declined_reason ? `: ${signer.declined_reason}` : ''}`,
            },
          ]}
          actions={
            draft || open
              ? (signer) =>
                  draft ? (
                    <>
                      {doc.signing_order && signer.order > 1 ? (
                        <RowButton
                          intent="signer-up"
                          version={doc.version}
                          id={signer.id}
                          label={t('Move up')}
                        />
                      ) : null}
                      <RowButton
                        intent="remove-signer"
                        version={doc.version}
                        id={signer.id}
                        label={t('Remove')}
                      />
                    </>
                  ) : signer.status === 'pending' ? (
                    <Form method="post" className="inline">
                      <input type="hidden" name="intent" value="remind" />
                      <input type="hidden" name="signer_id" value={signer.id} />
                      <Button variant="link">{t('Send a reminder')}</Button>
                    </Form>
                  ) : null
              : undefined
          }
        />
        {draft ? (
          <AddSignerForm version={doc.version} people={data.people} errors={errors} />
        ) : null}
      </Section>

      <Section id="fields-title" title={t('Fields')}>
        {draft ? (
          <p className="mt-2 text-slate-700">
            {t('Place each signer’s fields with the form, or drag a field on the page to move it.')}
          </p>
        ) : null}
        {draft && signers.length > 0 ? (
          <AddFieldForm
            version={doc.version}
            pageCount={doc.page_count}
            signers={signers}
            errors={errors}
          />
        ) : null}
        {draft && fields.length > 0 ? (
          <ul className="mt-4 space-y-1">
            {fields.map((field) => (
              <li key={field.id}>
                {t('{{kind}} for {{name}} on page {{page}}', {
                  kind: t(FIELD_KIND_LABELS[field.kind]),
                  name: signerName.get(field.signer_id) ?? '',
                  page: field.page,
                })}{' '}
                <RowButton
                  intent="remove-field"
                  version={doc.version}
                  id={field.id}
                  label={t('Remove')}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <PageImages
          pageCount={doc.page_count}
          src={(page) => documentPageImagePath(doc.id, page)}
          grid={draft}
          onMove={draft ? move : undefined}
          fields={fields.map((field) => ({
            ...field,
            label: `${signerName.get(field.signer_id) ?? ''}: ${t(FIELD_KIND_LABELS[field.kind])}`,
          }))}
        />
      </Section>

      {draft ? (
        <Form method="post" className="mt-8">
          <DraftHidden intent="send" version={doc.version} />
          <SubmitButton>{t('Send for signature')}</SubmitButton>
        </Form>
      ) : null}
      {open ? <OpenDocumentForms version={doc.version} errors={errors} /> : null}

      <Section id="timeline-title" title={t('Timeline')}>
        <Timeline entries={timeline} />
      </Section>
    </Page>
  )
}

function DetailsForm({
  doc,
  errors,
}: {
  doc: {
    title: string
    message: string
    expires_on: string | null
    signing_order: boolean
    version: number
  }
  errors: Record<string, string[] | undefined>
}) {
  const { t } = useTranslation()
  return (
    <details className="mt-6 rounded-md border border-slate-300 p-4">
      <summary className="cursor-pointer font-semibold">{t('Edit the details')}</summary>
      <Form method="post" className="mt-4" noValidate>
        <DraftHidden intent="update" version={doc.version} />
        <Field
          label={t('Title')}
          errors={errors.title}
          inputProps={{ id: 'title', name: 'title', defaultValue: doc.title }}
        />
        <Textarea
          id="message"
          name="message"
          label={t('Message to the signers')}
          errors={errors.message}
          defaultValue={doc.message}
        />
        <Field
          label={t('Expires on')}
          errors={errors.expires_on}
          inputProps={{
            id: 'expires_on',
            name: 'expires_on',
            type: 'date',
            defaultValue: doc.expires_on ?? '',
            className: 'w-auto',
          }}
        />
        <Checkbox
          label={t('Signing order')}
          inputProps={{
            id: 'signing_order',
            name: 'signing_order',
            defaultChecked: doc.signing_order,
          }}
        />
        <SubmitButton variant="secondary">{t('Save details')}</SubmitButton>
      </Form>
    </details>
  )
}

/** A document waiting for signatures: remind everyone still to sign, or void it. */
function OpenDocumentForms({
  version,
  errors,
}: {
  version: number
  errors: Record<string, string[] | undefined>
}) {
  const { t } = useTranslation()
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      <Form method="post">
        <input type="hidden" name="intent" value="remind" />
        <p>{t('Everyone who has not signed yet gets a fresh link by email.')}</p>
        <SubmitButton variant="secondary">{t('Remind everyone pending')}</SubmitButton>
      </Form>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="void" />
        <input type="hidden" name="version" value={version} />
        <Field
          label={t('Reason for voiding')}
          errors={errors.reason}
          inputProps={{ id: 'void-reason', name: 'reason' }}
        />
        <SubmitButton variant="danger">{t('Void document')}</SubmitButton>
      </Form>
    </div>
  )
}
