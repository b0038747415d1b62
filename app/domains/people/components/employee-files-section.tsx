import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { RowAction, Table } from '~/components/ui/table'
import { UploadDate } from '~/domains/files/components/file-field'
import { formatFileSize } from '~/domains/files/file-kinds'
import type { EmployeeFilesData } from '../employee-files.server'
import { ProfileSection } from './profile-section'

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
  const { t } = useTranslation()
  if (!data) return null
  const base = `/account/employee/${data.membershipId}/files`
  return (
    <ProfileSection
      id="employee-files-title"
      title={t('Employee files')}
      link={showManageLink && data.canManage && { to: base, label: t('Upload or manage files') }}
    >
      <Table
        className="mt-3"
        rows={data.files}
        empty={t('No files yet.')}
        columns={[
          {
            header: t('File'),
            rowHeader: true,
            className: 'break-all',
            cell: (file) =>
              file.viewable ? (
                <Link to={`${base}/${file.id}`} className={buttonClasses('link')}>
                  {file.file_name}
                </Link>
              ) : (
                file.file_name
              ),
          },
          { header: t('Type'), cell: (file) => file.file_type_name ?? '' },
          { header: t('Size'), cell: (file) => formatFileSize(file.size) },
          { header: t('Uploaded'), cell: (file) => <UploadDate at={file.created_at} /> },
        ]}
        actions={(file) => (
          <>
            {data.canDownload ? (
              <RowAction
                to={`${base}/${file.id}/download`}
                label={t('Download')}
                name={file.file_name}
                download
              />
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
          </>
        )}
      />
    </ProfileSection>
  )
}
