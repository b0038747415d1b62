import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { FileViewer } from '~/domains/files/components/file-viewer'
import { routeId, signedIn } from '~/platform/request-context.server'
import { can } from '~/domains/people/employee-files.policy'
import { employeeFilesPath } from '~/domains/people/employee-files.messages'
import { getEmployeeFile } from '~/domains/people/employee-files.server'
import { officePreview } from '~/domains/files/office-previews.server'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('View file'))

/** One employee file in the viewer, for the person and profile admins. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const membershipId = routeId(params.id)
    const fileId = routeId(params.fileId)
    const { target, file, row } = await getEmployeeFile(actor, membershipId, fileId, meta)
    const base = `${employeeFilesPath(membershipId)}/${fileId}`
    return json({
      target,
      file,
      back: employeeFilesPath(membershipId),
      viewUrl: `${base}/raw`,
      preview: await officePreview(actor.companyId, row, `${base}/preview`),
      downloadUrl: can(actor, 'employeeFile.download', membershipId) ? `${base}/download` : null,
    })
  })

export default function EmployeeFilePage() {
  const { target, file, back, viewUrl, preview, downloadUrl } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page
      width="5xl"
      back={{ to: back, label: t('Files of {{name}}', { name: target.name }) }}
      spaced
      title={file.file_name}
    >
      <FileViewer
        fileName={file.file_name}
        viewUrl={viewUrl}
        preview={preview}
        downloadUrl={downloadUrl}
      />
    </Page>
  )
}
