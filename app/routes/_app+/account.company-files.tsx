import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { Pager } from '~/components/ui/pager'
import { Table } from '~/components/ui/table'
import { CompanyFileForm } from '~/domains/company/components/company-file-form'
import { UploadDate } from '~/domains/files/components/file-field'
import {
  COMPANY_FILE_PAGE_MESSAGES,
  COMPANY_FILES_PATH,
} from '~/domains/company/company-files.messages'
import { CompanyFileCreateSchema } from '~/domains/company/company-files.schema'
import {
  authorizeCreate,
  createCompanyFile,
  listCompanyFiles,
} from '~/domains/company/company-files.server'
import { companyFileFormData } from '~/domains/company/company-files-page.server'
import { handleDirectFileForms } from '~/domains/files/file-forms.server'
import { formatFileSize } from '~/domains/files/file-kinds'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import type { FormReply } from '~/platform/form-reply'
import { intent } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Company files'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const requested = Number(new URL(request.url).searchParams.get('page') ?? 1)
    const page = Number.isInteger(requested) && requested > 0 ? requested : 1
    const list = await listCompanyFiles(actor, actor.companyId, page, meta)
    return json({ list, ...(await companyFileFormData(actor)) })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    // Only admins upload: anyone else is refused before the upload is read.
    await authorizeCreate(actor, meta, actor.companyId)
    return handleDirectFileForms(request, (upload) => ({
      upload: intent(CompanyFileCreateSchema, async (input) => {
        await createCompanyFile(actor, actor.companyId, { ...input, upload }, meta)
        return redirectWithFlash(COMPANY_FILES_PATH, {
          kind: 'success',
          message: COMPANY_FILE_PAGE_MESSAGES.uploaded,
        })
      }),
    }))
  })

export default function CompanyFilesPage() {
  const { list, canManage, types, maxSize } = useLoaderData<typeof loader>()
  const reply = useActionData() as FormReply | undefined
  const { t } = useTranslation()
  return (
    <Page width="5xl" title={t('Company files')} lead={t('Documents for everyone in the company.')}>
      <Section id="files-title" title={t('{{count}} files', { count: list.count })}>
        <Table
          className="mt-3"
          rows={list.results}
          empty={
            canManage
              ? t('There are no company files yet. Upload one below.')
              : t('There are no company files yet.')
          }
          columns={[
            {
              header: t('Title'),
              rowHeader: true,
              cell: (file) => (
                <>
                  <Link to={`${COMPANY_FILES_PATH}/${file.id}`} className={buttonClasses('link')}>
                    {file.title}
                  </Link>
                  {file.description ? (
                    <p className="font-normal text-slate-700">{file.description}</p>
                  ) : null}
                </>
              ),
            },
            { header: t('Type'), cell: (file) => file.file_type_name ?? '' },
            { header: t('Size'), cell: (file) => formatFileSize(file.size) },
            { header: t('Uploaded'), cell: (file) => <UploadDate at={file.created_at} /> },
          ]}
        />
        <Pager page={list.page} pageCount={list.pages} className="mt-4" />
      </Section>
      {canManage ? (
        <Section id="upload-title" title={t('Upload a company file')} className="mt-10 max-w-xl">
          {reply?.status === 'error' ? (
            <p className="mt-2 font-semibold text-red-700">
              {t(COMPANY_FILE_PAGE_MESSAGES.uploadFailed)}
            </p>
          ) : null}
          <div className="mt-4">
            <CompanyFileForm
              // A new file in the list starts the form afresh (the spent upload token goes).
              key={list.count}
              types={types}
              reply={reply}
              maxSize={maxSize}
              submitLabel={t('Upload file')}
            />
          </div>
        </Section>
      ) : null}
    </Page>
  )
}
