import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { Field, Textarea } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { uploadValues } from '~/domains/statistics/bulk-values.server'
import { authorizePage } from '~/domains/statistics/stat-pages.server'
import { STAT_MESSAGES } from '~/domains/statistics/statistics.messages'
import { STATS_ADMIN_PATH, UPLOAD_VALUES_PATH } from '~/domains/statistics/statistics.paths'
import { BulkValuesSchema } from '~/domains/statistics/statistics.schema'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { readReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Upload values'))

/** The most a CSV file may weigh: 5,000 rows of a long name, a date and a number fit easily. */
const MAX_FILE_BYTES = 2 * 1024 * 1024

/** Everyone may upload: each row must be a stat they own, unless they are a stat admin. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async (asker) => {
    await authorizePage(asker, 'stat.read', 'statValue.bulkCreate')
    return json(null)
  })

/**
 * Pasted rows or a CSV file (the file wins when both are sent); all rows are saved or none, and
 * the wrong ones are listed with what was pasted kept in the box.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async (asker) => {
    const formData = await asker.request.formData()
    const file = formData.get('file')
    if (file instanceof File && file.size > 0 && file.size <= MAX_FILE_BYTES) {
      formData.set('rows', await file.text())
    }
    formData.delete('file')
    return handleForm(
      asker.request,
      BulkValuesSchema,
      async (input) => {
        const saved = await uploadValues(asker, input)
        const message = STAT_MESSAGES.uploaded.replace('{{count}}', String(saved))
        return redirectWithFlash(UPLOAD_VALUES_PATH, { kind: 'success', message })
      },
      { formData },
    )
  })

export default function UploadValuesPage() {
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  const { errors, formErrors, value } = readReply(reply)
  const rowErrors = errors.errors
  return (
    <Page
      width="3xl"
      title={t('Upload values')}
      back={{ to: STATS_ADMIN_PATH, label: t('Manage stats') }}
    >
      <p className="mt-2 text-lg text-slate-700">
        {t(
          'One value per row: the stat’s name (or id), any day of the period as YYYY-MM-DD, and the number. Paste rows from a spreadsheet or choose a CSV file. A value replaces what its period held.',
        )}
      </p>
      {reply && (rowErrors || formErrors) ? (
        <div
          role="alert"
          className="mt-6 border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900"
        >
          <p className="font-semibold">{t(STAT_MESSAGES.uploadFailed)}</p>
          <ul className="mt-2 list-disc ps-6" data-testid="upload-errors">
            {(rowErrors ?? formErrors ?? []).map((message) => (
              <li key={message}>{t(message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-6">
        <Textarea
          id="rows"
          name="rows"
          label={t('Rows')}
          hint={t('For example: Sales, 2026-03-02, 1250')}
          rows={10}
          defaultValue={value('rows', '')}
          controlClassName="w-full font-mono"
        />
        <Field
          label={t('Or a CSV file')}
          hint={t('At most 2 MB; commas, semicolons or tabs between the columns.')}
          inputProps={{
            id: 'file',
            name: 'file',
            type: 'file',
            accept: '.csv,text/csv,text/plain',
          }}
        />
        <SubmitButton>{t('Upload values')}</SubmitButton>
      </Form>
    </Page>
  )
}
