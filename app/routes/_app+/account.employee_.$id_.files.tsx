import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useState } from 'react'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { listFileTypes } from '~/domains/company/file-types.server'
import { MAX_FILE_BYTES, formatFileSize } from '~/domains/files/file-kinds'
import { routeId, signedIn } from '~/platform/request-context.server'
import { FileField, FileTypeSelect } from '~/domains/files/components/file-field'
import { handleDirectFileForms } from '~/domains/files/file-forms.server'
import { EmployeeFilesSection } from '~/domains/people/components/employee-files-section'
import {
  EmployeeFileDeleteFormSchema,
  EmployeeFileUploadFormSchema,
} from '~/domains/people/employee-files.schema'
import {
  EMPLOYEE_FILE_PAGE_MESSAGES,
  employeeFilesPath,
} from '~/domains/people/employee-files.messages'
import {
  deleteEmployeeFile,
  loadEmployeeFilesPage,
  uploadEmployeeFile,
} from '~/domains/people/employee-files.server'
import { msg } from '~/i18n'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { fieldErrorsOf, type FormReply } from '~/platform/form-reply'
import { intent } from '~/platform/forms.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Employee files'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const page = await loadEmployeeFilesPage(actor, routeId(params.id), meta)
    const types = page.data.canManage ? await listFileTypes(actor, { companyType: false }) : []
    return json({ ...page, types, maxSize: formatFileSize(MAX_FILE_BYTES) })
  })

/** Upload (multipart) or delete; refusals are the 403/404 page, bad files a form message. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const membershipId = routeId(params.id)
    const back = employeeFilesPath(membershipId)
    return handleDirectFileForms(request, (upload) => ({
      upload: intent(EmployeeFileUploadFormSchema, async ({ file_type }) => {
        await uploadEmployeeFile(actor, membershipId, { upload, fileTypeId: file_type }, meta)
        return redirectWithFlash(back, {
          kind: 'success',
          message: EMPLOYEE_FILE_PAGE_MESSAGES.uploaded,
        })
      }),
      delete: intent(EmployeeFileDeleteFormSchema, async ({ file }) => {
        try {
          await deleteEmployeeFile(actor, membershipId, routeId(file), meta)
        } catch (error) {
          // A file gone meanwhile (deleted in another tab) is the page's message, not the 404 page.
          if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error
          return redirectWithFlash(back, {
            kind: 'error',
            message: EMPLOYEE_FILE_PAGE_MESSAGES.notFound,
          })
        }
        return redirectWithFlash(back, {
          kind: 'success',
          message: EMPLOYEE_FILE_PAGE_MESSAGES.deleted,
        })
      }),
    }))
  })

export default function EmployeeFilesPage() {
  const { target, data, types, maxSize } = useLoaderData<typeof loader>()
  const reply = useActionData() as FormReply | undefined
  const [sending, setSending] = useState(false)
  const busy = useNavigation().state === 'submitting' || sending
  const { t } = useTranslation()
  const errors = fieldErrorsOf(reply)
  // A refusal that names no field (a limit, say) is shown at the file.
  const fileErrors = errors.file ?? errors['']
  return (
    <Page title={t('Files of {{name}}', { name: target.name })}>
      <EmployeeFilesSection data={data} showManageLink={false} />
      {data.canManage ? (
        <Section id="upload-title" title={t('Upload a file')} className="mt-10 max-w-xl">
          {reply?.status === 'error' ? (
            <p className="mt-2 font-semibold text-red-700">
              {t(EMPLOYEE_FILE_PAGE_MESSAGES.uploadFailed)}
            </p>
          ) : null}
          <ErrorSummary
            fieldErrors={{ 'upload-file': fileErrors, 'upload-type': errors.file_type }}
          />
          <Form
            // A new file in the list starts the form afresh (the spent upload token goes).
            key={data.files.length}
            method="post"
            encType="multipart/form-data"
            className="mt-4"
            noValidate
          >
            <input type="hidden" name="intent" value="upload" />
            <FileField
              id="upload-file"
              label={t('File')}
              errors={fileErrors}
              maxSize={maxSize}
              presignUrl={`${employeeFilesPath(data.membershipId)}/upload`}
              onPendingChange={setSending}
            />
            <FileTypeSelect id="upload-type" types={types} errors={errors.file_type} />
            <Button disabled={busy}>{t('Upload file')}</Button>
          </Form>
        </Section>
      ) : null}
    </Page>
  )
}
