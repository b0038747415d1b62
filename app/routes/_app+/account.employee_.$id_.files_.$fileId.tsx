import { json, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { FileViewer } from '~/domains/files/components/file-viewer'
import { routeId, signedIn } from '~/platform/request-context.server'
import { can } from '~/domains/people/employee-files.policy'
import { employeeFilesPath } from '~/domains/people/employee-files.messages'
import { getEmployeeFile } from '~/domains/people/employee-files.server'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('View file'))

/** One employee file in the viewer, for the person and profile admins. */
export const loader = signedIn(async ({ actor, meta, params }) => {
  const membershipId = routeId(params.id)
  const fileId = routeId(params.fileId)
  const { target, file } = await getEmployeeFile(actor, membershipId, fileId, meta)
  const base = `${employeeFilesPath(membershipId)}/${fileId}`
  return json({
    target,
    file,
    back: employeeFilesPath(membershipId),
    viewUrl: `${base}/raw`,
    downloadUrl: can(actor, 'employeeFile.download', membershipId) ? `${base}/download` : null,
  })
})

export default function EmployeeFilePage() {
  const { target, file, back, viewUrl, downloadUrl } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <p>
        <Link to={back} className={buttonClasses('link')}>
          {t('Files of {{name}}', { name: target.name })}
        </Link>
      </p>
      <h1 className="mt-2 mb-6 text-3xl font-bold break-all">{file.file_name}</h1>
      <FileViewer fileName={file.file_name} viewUrl={viewUrl} downloadUrl={downloadUrl} />
    </main>
  )
}
