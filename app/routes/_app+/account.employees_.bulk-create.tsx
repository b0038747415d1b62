import type { BulkError } from '~/platform/bulk.server'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, Link, useActionData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Field } from '~/components/ui/field'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
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
  STAFF_MESSAGES,
} from '~/domains/people/staff.schema'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'
import { appOrigin } from '~/platform/env.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { readUploadForm, uploadIn } from '~/platform/uploads.server'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Add staff from a CSV file'))

const PATH = '/account/employees/bulk-create'

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorizeStaffAdmin({ actor, meta })
    return json(null)
  })

type ActionData =
  | { step: 'preview'; csv: string; rows: PreviewRow[] }
  | { step: 'failed'; csv: string; errors: BulkError[] }
  | { step: 'unreadable'; error: string }

/**
 * Two steps, both plain form posts: the upload shows a preview with each row's problems; the
 * confirmation carries the file's text in a hidden field and is validated again before anyone is
 * created, all in one transaction.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    try {
      await authorizeStaffAdmin({ actor, meta })
      const form = await readUploadForm(request, {
        maxBytes: BULK_CSV_MAX_BYTES,
        fileField: 'file',
      })
      const file = await uploadIn(form, 'file')
      const csv = file ? new TextDecoder().decode(file.bytes) : String(form.get('csv') ?? '')
      if (!csv.trim()) throw new Error('empty')
      const rows = parseStaffCsv(csv)
      if (form.get('intent') !== 'create') {
        return json<ActionData>({
          step: 'preview',
          csv,
          rows: await previewBulkCreate(actor, rows, meta),
        })
      }
      const result = await bulkCreateStaff(actor, rows, meta, appOrigin(request))
      if (!result.ok) return json<ActionData>({ step: 'failed', csv, errors: result.errors }, 400)
      return redirectWithFlash(PATH, { kind: 'success', message: BULK_MESSAGES.created })
    } catch (error) {
      if (error instanceof Error && error.message === 'empty') {
        return json<ActionData>({ step: 'unreadable', error: BULK_MESSAGES.noRows }, 400)
      }
      if (isAppError(error) && (error.code === 'VALIDATION' || error.code === 'PLAN_LIMIT')) {
        return json<ActionData>({ step: 'unreadable', error: error.message }, error.status)
      }
      throw error
    }
  })

function ErrorLines({ errors }: { errors: BulkError[] }) {
  const { t } = useTranslation()
  return (
    <ErrorSummary
      fieldErrors={{}}
      formErrors={[
        STAFF_MESSAGES.createFailed,
        ...errors.map((error) =>
          t('Error for ID {{id}}: {{error}}', { id: error.id, error: t(error.error) }),
        ),
      ]}
    />
  )
}

export default function BulkCreatePage() {
  const data = useActionData<typeof action>() as ActionData | undefined
  const { t } = useTranslation()
  const invalid =
    data?.step === 'preview'
      ? data.rows
          .filter((row) => row.errors.length > 0)
          .map((row) => ({ id: row.id, error: row.errors[0]! }))
      : []
  return (
    <Page width="5xl" title={t('Add staff from a CSV file')}>
      {data?.step === 'unreadable' ? (
        <ErrorSummary fieldErrors={{}} formErrors={[STAFF_MESSAGES.createFailed, data.error]} />
      ) : null}
      {data?.step === 'failed' ? <ErrorLines errors={data.errors} /> : null}
      {invalid.length > 0 ? <ErrorLines errors={invalid} /> : null}

      {data?.step === 'preview' ? (
        <section aria-labelledby="preview-title" className="mt-6">
          <h2 id="preview-title" className="text-xl font-bold">
            {t('Check the people before creating them')}
          </h2>
          <Table
            className="mt-3"
            rows={data.rows}
            columns={[
              { header: t('Row'), cell: (row) => row.id },
              ...BULK_COLUMNS.map((column) => ({
                header: column,
                cell: (row: (typeof data.rows)[number]) => row.row[column] ?? '',
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
              <input type="hidden" name="csv" value={data.csv} />
              <Button>{t('Create {{count}} staff members', { count: data.rows.length })}</Button>
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
