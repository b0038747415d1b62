import { json, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { CompanyFileForm } from '~/domains/company/components/company-file-form'
import {
  companyFileFormError,
  readCompanyFileForm,
} from '~/domains/company/company-files-page.server'
import {
  COMPANY_FILE_PAGE_MESSAGES,
  COMPANY_FILES_PATH,
} from '~/domains/company/company-files.messages'
import { can } from '~/domains/company/company-files.policy'
import { CompanyFileCreateSchema } from '~/domains/company/company-files.schema'
import { createCompanyFile, listCompanyFiles } from '~/domains/company/company-files.server'
import { listFileTypes } from '~/domains/company/file-types.server'
import { formatFileSize, MAX_FILE_BYTES } from '~/domains/files/file-kinds'
import { msg } from '~/i18n'
import { AppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Company files'))

export const loader = signedIn(async ({ actor, meta, request }) => {
  const requested = Number(new URL(request.url).searchParams.get('page') ?? 1)
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1
  const list = await listCompanyFiles(actor, actor.companyId, page, meta)
  const canManage = can(actor, 'companyFile.manage')
  const types = canManage ? await listFileTypes(actor, { companyType: true }) : []
  return json({ list, canManage, types, maxSize: formatFileSize(MAX_FILE_BYTES) })
})

export const action = signedIn(async ({ actor, meta, request }) => {
  let values: Record<string, string> = {}
  try {
    const { fields, upload } = await readCompanyFileForm(request)
    values = fields
    const parsed = CompanyFileCreateSchema.safeParse(fields)
    if (!parsed.success) {
      throw new AppError(
        'VALIDATION',
        'Invalid input.',
        parsed.error.flatten().fieldErrors as Record<string, string[]>,
      )
    }
    await createCompanyFile(actor, actor.companyId, { ...parsed.data, upload }, meta)
  } catch (error) {
    return companyFileFormError(error, values)
  }
  return redirectWithFlash(COMPANY_FILES_PATH, {
    kind: 'success',
    message: COMPANY_FILE_PAGE_MESSAGES.uploaded,
  })
})

export default function CompanyFilesPage() {
  const { list, canManage, types, maxSize } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t, i18n } = useTranslation()
  const errors = (reply?.fieldErrors ?? {}) as Record<string, string[] | undefined>
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Company files')}</h1>
      <p className="mt-2 text-lg text-slate-700">{t('Documents for everyone in the company.')}</p>
      <section aria-labelledby="files-title" className="mt-8">
        <h2 id="files-title" className="text-2xl font-bold">
          {t('{{count}} files', { count: list.count })}
        </h2>
        {list.results.length === 0 ? (
          <p className="mt-3 text-slate-700">
            {canManage
              ? t('There are no company files yet. Upload one below.')
              : t('There are no company files yet.')}
          </p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full border-collapse">
              <thead>
                <tr className="border-b-2 border-slate-700">
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Title')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Type')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Size')}
                  </th>
                  <th scope="col" className="py-2 text-start">
                    {t('Uploaded')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.results.map((file) => (
                  <tr key={file.id} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pe-4 text-start font-semibold">
                      <Link
                        to={`${COMPANY_FILES_PATH}/${file.id}`}
                        className={buttonClasses('link')}
                      >
                        {file.title}
                      </Link>
                      {file.description ? (
                        <p className="font-normal text-slate-700">{file.description}</p>
                      ) : null}
                    </th>
                    <td className="py-2 pe-4">{file.file_type_name ?? ''}</td>
                    <td className="py-2 pe-4">{formatFileSize(file.size)}</td>
                    <td className="py-2">
                      {new Date(file.created_at).toLocaleDateString(i18n.language, {
                        timeZone: 'UTC',
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {list.pages > 1 ? (
          <nav aria-label={t('Pages')} className="mt-4 flex items-center gap-4">
            {list.page > 1 ? (
              <Link to={`?page=${list.page - 1}`} className={buttonClasses('secondary')}>
                {t('Previous page')}
              </Link>
            ) : null}
            <span>{t('Page {{page}} of {{pages}}', { page: list.page, pages: list.pages })}</span>
            {list.page < list.pages ? (
              <Link to={`?page=${list.page + 1}`} className={buttonClasses('secondary')}>
                {t('Next page')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
      {canManage ? (
        <section aria-labelledby="upload-title" className="mt-10 max-w-xl">
          <h2 id="upload-title" className="text-2xl font-bold">
            {t('Upload a company file')}
          </h2>
          {Object.keys(errors).length ? (
            <p className="mt-2 font-semibold text-red-700">
              {t(COMPANY_FILE_PAGE_MESSAGES.uploadFailed)}
            </p>
          ) : null}
          <div className="mt-4">
            <CompanyFileForm
              types={types}
              errors={errors}
              values={reply?.values}
              maxSize={maxSize}
              submitLabel={t('Upload file')}
            />
          </div>
        </section>
      ) : null}
    </main>
  )
}
