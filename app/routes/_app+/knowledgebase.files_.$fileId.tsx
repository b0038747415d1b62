import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { FileViewer } from '~/domains/knowledge/files/components/file-viewer'
import { fileLinkText } from '~/domains/knowledge/files/knowledge-files'
import {
  canDownloadKnowledgeFiles,
  viewKnowledgeFile,
} from '~/domains/knowledge/files/knowledge-files.server'
import { msg } from '~/i18n'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('File'))

/** The viewer as a page of its own: where the file link leads without JavaScript. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const { file, preview } = await viewKnowledgeFile(actor, meta, routeId(params.fileId))
    return json({ file, preview, canDownload: canDownloadKnowledgeFiles(actor) })
  })

export default function KnowledgeFilePage() {
  const { file, preview, canDownload } = useLoaderData<typeof loader>()
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{fileLinkText(file.fileName)}</h1>
      <FileViewer file={file} preview={preview} canDownload={canDownload} />
    </main>
  )
}
