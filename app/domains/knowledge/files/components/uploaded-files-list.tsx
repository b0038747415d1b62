import { useEffect, useRef, useState } from 'react'
import { useLocation } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { formatFileSize } from '../../../files/file-kinds'
import { fileLinkText, knowledgeFilePaths, type KnowledgeFileView } from '../knowledge-files'
import { FileViewer } from './file-viewer'

// Apart from the uploader (file-uploads.tsx), so the reader page does not download upload code.
/**
 * Files of an article or of the files page (seed §2): a link named after the file (underscores,
 * hyphens and %20 read as spaces) that opens the viewer (a dialog with JS, the file's page
 * without), download for those allowed and delete (a confirmation page, so it also works inside
 * another form and without JS).
 */
export function UploadedFilesList({
  files,
  canDownload,
  canDelete,
}: {
  files: KnowledgeFileView[]
  canDownload: boolean
  canDelete: boolean
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const [viewing, setViewing] = useState<KnowledgeFileView | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (viewing) dialog.current?.showModal()
  }, [viewing])

  if (files.length === 0) return null
  const back = encodeURIComponent(`${location.pathname}${location.search}`)
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-300">
        {files.map((file) => {
          const paths = knowledgeFilePaths(file.id)
          return (
            <li key={file.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <a
                href={paths.page}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return
                  event.preventDefault()
                  setViewing(file)
                }}
                className={buttonClasses('link', 'flex-1 font-semibold')}
              >
                {fileLinkText(file.fileName)}
              </a>
              <span className="text-sm text-slate-600">{formatFileSize(file.sizeBytes)}</span>
              {canDownload ? (
                <a href={paths.download} download className={buttonClasses('link', 'text-sm')}>
                  {t('Download')}
                  <span className="sr-only">: {file.fileName}</span>
                </a>
              ) : null}
              {canDelete ? (
                <a
                  href={`${paths.page}/delete?back=${back}`}
                  className={buttonClasses('link', 'text-sm text-red-700')}
                >
                  {t('Delete')}
                  <span className="sr-only">: {file.fileName}</span>
                </a>
              ) : null}
            </li>
          )
        })}
      </ul>
      <dialog
        ref={dialog}
        aria-labelledby="file-viewer-title"
        onClose={() => setViewing(null)}
        className="m-auto w-[min(72rem,95vw)] rounded-lg p-0 backdrop:bg-slate-900/60"
      >
        {viewing ? (
          <div className="p-4">
            <div className="mb-3 flex items-center justify-between gap-3">
              <h2 id="file-viewer-title" className="text-lg font-semibold">
                {fileLinkText(viewing.fileName)}
              </h2>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className={buttonClasses('secondary', 'px-3 py-1')}
              >
                {t('Close')}
              </button>
            </div>
            <FileViewer file={viewing} canDownload={canDownload} />
          </div>
        ) : null}
      </dialog>
    </>
  )
}
