import { Link } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { formatFileSize } from '~/domains/files/file-kinds'
import type { EmployeeFilesData } from '../employee-files.server'

/**
 * A person's files: name (opens the viewer for viewable kinds), type, size and date. Admins get
 * a download link (seed §6) and profile admins a delete button; nobody else sees either.
 */
export function EmployeeFilesSection({
  data,
  showManageLink = true,
}: {
  data: EmployeeFilesData | null
  /** The files page itself hides the link to itself. */
  showManageLink?: boolean
}) {
  const { t, i18n } = useTranslation()
  if (!data) return null
  const base = `/account/employee/${data.membershipId}/files`
  return (
    <section aria-labelledby="employee-files-title" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="employee-files-title" className="text-2xl font-bold">
          {t('Employee files')}
        </h2>
        {showManageLink && data.canManage ? (
          <Link to={base} className={buttonClasses('link')}>
            {t('Upload or manage files')}
          </Link>
        ) : null}
      </div>
      {data.files.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('No files yet.')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse">
            <thead>
              <tr className="border-b-2 border-slate-700">
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('File')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Type')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Size')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Uploaded')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('Actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.files.map((file) => (
                <tr key={file.id} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-2 pe-4 text-start font-semibold break-all">
                    {file.viewable ? (
                      <Link to={`${base}/${file.id}`} className={buttonClasses('link')}>
                        {file.file_name}
                      </Link>
                    ) : (
                      file.file_name
                    )}
                  </th>
                  <td className="py-2 pe-4">{file.file_type_name ?? ''}</td>
                  <td className="py-2 pe-4">{formatFileSize(file.size)}</td>
                  <td className="py-2 pe-4">
                    {new Date(file.created_at).toLocaleDateString(i18n.language, {
                      timeZone: 'UTC',
                    })}
                  </td>
                  <td className="flex flex-wrap gap-4 py-2">
                    {data.canDownload ? (
                      <a
                        href={`${base}/${file.id}/download`}
                        download
                        className={buttonClasses('link')}
                      >
                        {t('Download')}
                        <span className="sr-only">: {file.file_name}</span>
                      </a>
                    ) : null}
                    {data.canManage ? (
                      <ConfirmDelete
                        action={base}
                        label={t('Delete')}
                        question={t('Delete the file “{{name}}”?', { name: file.file_name })}
                        confirmLabel={t('Delete file')}
                        fields={{ intent: 'delete', file: file.id }}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
