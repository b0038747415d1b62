import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { CompanyFileForm } from '~/domains/company/components/company-file-form'
import {
  COMPANY_FILE_PAGE_MESSAGES,
  COMPANY_FILES_PATH,
} from '~/domains/company/company-files.messages'
import { can } from '~/domains/company/company-files.policy'
import { CompanyFileEditFormSchema } from '~/domains/company/company-files.schema'
import {
  authorizeManage,
  deleteCompanyFile,
  updateCompanyFile,
  viewCompanyFile,
} from '~/domains/company/company-files.server'
import { companyFileFormData } from '~/domains/company/company-files-page.server'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { handleDirectFileForms } from '~/domains/files/file-forms.server'
import { FileViewer } from '~/domains/files/components/file-viewer'
import { formatFileSize } from '~/domains/files/file-kinds'
import { routeId, signedIn } from '~/platform/request-context.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { isConflict, type FormReply } from '~/platform/form-reply'
import { intent } from '~/platform/forms.server'
import { NO_FIELDS } from '~/platform/form-fields'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Company file'))

/** A company file in the viewer; admins also edit, replace, download and delete it here. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const id = routeId(params.fileId)
    const { file, preview } = await viewCompanyFile(actor, id, meta)
    const base = `${COMPANY_FILES_PATH}/${id}`
    return json({
      file,
      preview,
      ...(await companyFileFormData(actor)),
      viewUrl: `${base}/raw`,
      downloadUrl: can(actor, 'companyFile.download') ? `${base}/download` : null,
    })
  })

/** Save the details (and maybe a replacement file), or delete the file. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.fileId)
    // Both forms are admins': anyone else is refused before the form (and its upload) is read.
    await authorizeManage(actor, meta, 'companyFile.manage', id)
    return handleDirectFileForms(request, (upload) => ({
      update: intent(CompanyFileEditFormSchema, async (input) => {
        await updateCompanyFile(actor, actor.companyId, id, { ...input, upload }, meta)
        return redirectWithFlash(`${COMPANY_FILES_PATH}/${id}`, {
          kind: 'success',
          message: COMPANY_FILE_PAGE_MESSAGES.updated,
        })
      }),
      delete: intent(NO_FIELDS, async () => {
        await deleteCompanyFile(actor, actor.companyId, id, meta)
        return redirectWithFlash(COMPANY_FILES_PATH, {
          kind: 'success',
          message: COMPANY_FILE_PAGE_MESSAGES.deleted,
        })
      }),
    }))
  })

export default function CompanyFilePage() {
  const { file, preview, canManage, types, maxSize, viewUrl, downloadUrl } =
    useLoaderData<typeof loader>()
  const reply = useActionData() as FormReply | undefined
  const { t } = useTranslation()
  return (
    <Page
      width="5xl"
      back={{ to: COMPANY_FILES_PATH, label: t('Company files') }}
      title={file.title}
    >
      <p className="mt-1 mb-6 text-slate-700">
        {file.file_name} · {formatFileSize(file.size)}
        {file.file_type_name ? ` · ${file.file_type_name}` : ''}
      </p>
      {file.description ? <p className="mb-6">{file.description}</p> : null}
      <FileViewer
        fileName={file.file_name}
        viewUrl={viewUrl}
        preview={preview}
        downloadUrl={downloadUrl}
      />
      {canManage ? (
        <>
          <Section id="edit-title" title={t('Edit this file')} className="mt-10 max-w-xl">
            {isConflict(reply) ? (
              <StaleRecordNotice className="mt-4">
                <p className="mb-3">{t(COMPANY_FILE_PAGE_MESSAGES.stale)}</p>
              </StaleRecordNotice>
            ) : null}
            <div className="mt-4">
              <CompanyFileForm
                key={file.version}
                file={file}
                types={types}
                reply={reply}
                maxSize={maxSize}
                submitLabel={t('Save file')}
              />
            </div>
          </Section>
          <Section id="delete-title" title={t('Delete this file')} className="mt-10">
            <div className="mt-3">
              <ConfirmDelete
                label={t('Delete file')}
                question={t('Delete the file “{{name}}”?', { name: file.title })}
                confirmLabel={t('Delete file permanently')}
                fields={{ intent: 'delete' }}
              />
            </div>
          </Section>
        </>
      ) : null}
    </Page>
  )
}
