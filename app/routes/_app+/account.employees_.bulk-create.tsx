import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Field } from '~/components/ui/field'
import { Button, buttonClasses } from '~/components/ui/button'
import { BulkErrorSummary, BulkFailureSummary } from '~/components/bulk-actions'
import { authorizeStaffAdmin } from '~/domains/people/staff-page.server'
import { Page } from '~/components/ui/page'
import { Table } from '~/components/ui/table'
import {
  bulkCreateStaff,
  parseStaffCsv,
  previewBulkCreate,
  type PreviewRow,
} from '~/domains/people/staff-bulk.server'
import {
  BULK_COLUMNS,
  BULK_CSV_MAX_BYTES,
  BULK_MESSAGES,
  BulkCreateFormSchema,
  STAFF_MESSAGES,
} from '~/domains/people/staff.schema'
import { msg } from '~/i18n'
import { asErrorPage, signedIn } from '~/platform/request-context.server'
import { appOrigin } from '~/platform/env.server'
import { AppError } from '~/platform/errors.server'
import { assertAllChanged } from '~/platform/bulk-reply.server'
import type { FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { handleUploadForm } from '~/platform/upload-form.server'
import { uploadIn } from '~/platform/uploads.server'
import { redirectWithFlash } from '~/platform/flash.server'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Add staff from a CSV file'))

const PATH = '/account/employees/bulk-create'

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorizeStaffAdmin({ actor, meta })
    return json(null)
  })

/** The upload's answer: every row of the file with its problems; nothing is written yet. */
interface Preview {
  csv: string
  rows: PreviewRow[]
}

/**
 * Two steps, both plain form posts: the upload shows a preview with each row's problems; the
 * confirmation carries the file's text in a hidden field and is validated again before anyone is
 * created, all in one transaction. A refusal (an unreadable file, a bad row, the plan limit) is
 * the form's reply.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorizeStaffAdmin({ actor, meta })
    const upload = { maxBytes: BULK_CSV_MAX_BYTES, fileField: 'file' }
    return handleUploadForm(request, upload, async (formData) => {
      const file = await uploadIn(formData, 'file')
      return handleForm(
        request,
        BulkCreateFormSchema,
        async ({ intent, csv: sent }) => {
          const csv = file ? new TextDecoder().decode(file.bytes) : sent
          if (!csv.trim()) throw AppError.invalidField('file', BULK_MESSAGES.noRows)
          const rows = parseStaffCsv(csv)
          if (intent !== 'create') {
            const preview = await previewBulkCreate(actor, rows, meta).catch(asErrorPage)
            return json<Preview>({ csv, rows: preview })
          }
          const created = bulkCreateStaff(actor, rows, meta, appOrigin(request))
          assertAllChanged(await created.catch(asErrorPage))
          return redirectWithFlash(PATH, { kind: 'success', message: BULK_MESSAGES.created })
        },
        // Neither the file nor its text is echoed back in a refusal: the page never shows them.
        { formData, hideFields: ['file', 'csv'] },
      )
    })
  })

export default function BulkCreatePage() {
  const data = useActionData() as Preview | FormReply | undefined
  const { t } = useTranslation()
  const preview = data && 'rows' in data ? data : undefined
  const invalid = (preview?.rows ?? [])
    .filter((row) => row.errors.length > 0)
    .map((row) => ({ id: row.id, error: row.errors[0]! }))
  return (
    <Page width="5xl" title={t('Add staff from a CSV file')}>
      <BulkFailureSummary
        reply={preview ? undefined : (data as FormReply | undefined)}
        failure={STAFF_MESSAGES.createFailed}
      />
      {invalid.length > 0 ? (
        <BulkErrorSummary failure={STAFF_MESSAGES.createFailed} rows={invalid} />
      ) : null}

      {preview ? (
        <section aria-labelledby="preview-title" className="mt-6">
          <h2 id="preview-title" className="text-xl font-bold">
            {t('Check the people before creating them')}
          </h2>
          <Table
            className="mt-3"
            rows={preview.rows}
            columns={[
              { header: t('Row'), cell: (row) => row.id },
              ...BULK_COLUMNS.map((column) => ({
                header: column,
                cell: (row: PreviewRow) => row.row[column] ?? '',
              })),
              {
                header: t('Problems'),
                className: 'font-semibold text-red-700',
                cell: (row) =>
                  row.errors.map((error) => t(error)).join(' ') || (
                    <span className="font-normal text-green-800">{t('Ready')}</span>
                  ),
              },
            ]}
          />
          {invalid.length === 0 ? (
            <Form method="post" className="mt-6">
              <input type="hidden" name="intent" value="create" />
              <input type="hidden" name="csv" value={preview.csv} />
              <Button>{t('Create {{count}} staff members', { count: preview.rows.length })}</Button>
            </Form>
          ) : (
            <p className="mt-4 text-slate-700">
              {t('Correct the file and upload it again: nobody has been created.')}
            </p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="upload-title" className="mt-8">
        <h2 id="upload-title" className="text-xl font-bold">
          {t('Upload a file')}
        </h2>
        <p className="mt-2 text-slate-700">
          {t(
            'One person per line, after a first line naming the columns. position and division are names already in your company; manager_email is an active colleague or another line of the file; user_type is staff (the default) or admin.',
          )}
        </p>
        <p className="mt-2">
          <a href="/account/employees/bulk-template" className={buttonClasses('link')} download>
            {t('Download the CSV template')}
          </a>
        </p>
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-4 flex flex-wrap items-end gap-4"
        >
          <input type="hidden" name="intent" value="preview" />
          <Field
            label={t('CSV file')}
            className=""
            inputProps={{
              id: 'file',
              name: 'file',
              type: 'file',
              accept: '.csv,text/csv',
              required: true,
              className: '',
            }}
          />
          <Button variant="secondary">{t('Preview')}</Button>
        </Form>
        <Link to="/account/create" className={buttonClasses('link', 'mt-6 inline-block')}>
          {t('Create one person instead')}
        </Link>
      </section>
    </Page>
  )
}
