import { useRef, useState, type RefObject } from 'react'
import { useTranslation } from '~/components/translation'
import {
  FileViewer as StoredFileViewer,
  PlaybackControls,
  VIDEO_SPEEDS,
} from '../../../files/components/file-viewer'
import { extensionOf, viewerOf } from '../../../files/file-kinds'
import { knowledgeFilePaths, type KnowledgeFileView } from '../knowledge-files'

/** Seed §9: office documents are shown 1200 px high. */
export const OFFICE_VIEWER_HEIGHT = 1200
const OFFICE_EXTENSIONS = ['docx', 'xlsx', 'xls']

/** Seed §4: a video that fails to load is retried once with an mp4 version of its URL. */
export function mp4Variant(url: string): string | null {
  const [path, query = ''] = url.split('?')
  const swapped = path!.replace(/\.[a-z0-9]{2,5}$/i, '.mp4')
  if (swapped === path || swapped.toLowerCase() === path!.toLowerCase()) return null
  return query ? `${swapped}?${query}` : swapped
}

/** A recorded or uploaded video with the seed's speeds, ±10 s skips and the one mp4 retry. */
export function VideoPlayer({
  src,
  title,
  canDownload,
}: {
  src: string
  title: string
  canDownload: boolean
}) {
  const media = useRef<HTMLVideoElement>(null)
  const [source, setSource] = useState(src)
  const retry = mp4Variant(src)
  return (
    <>
      <video
        ref={media}
        src={source}
        controls
        preload="metadata"
        controlsList={canDownload ? undefined : 'nodownload'}
        aria-label={title}
        onError={() => {
          if (retry && source !== retry) setSource(retry)
        }}
        className="max-h-[70vh] w-full bg-black"
      />
      <PlaybackControls
        media={media as RefObject<HTMLMediaElement>}
        speeds={[...VIDEO_SPEEDS].reverse()}
        skip
      />
    </>
  )
}

/**
 * A knowledge-base file by kind (seed §2, §5): pdf inline, Word and Excel previewed as converted
 * HTML (in a sandboxed frame, 1200 px), pictures, audio and video players; anything else offers
 * a download to those allowed (KB admins) only.
 */
export function FileViewer({
  file,
  canDownload,
}: {
  file: KnowledgeFileView
  canDownload: boolean
}) {
  const { t } = useTranslation()
  const paths = knowledgeFilePaths(file.id)
  const download = canDownload ? paths.download : null
  if (OFFICE_EXTENSIONS.includes(extensionOf(file.fileName))) {
    return (
      <div>
        <iframe
          src={paths.preview}
          title={t('Preview of {{name}}', { name: file.fileName })}
          style={{ height: OFFICE_VIEWER_HEIGHT }}
          className="w-full border border-slate-300 bg-white"
          sandbox=""
        />
        {download ? (
          <p className="mt-4">
            <a href={download} download className="font-semibold text-brand-700 underline">
              {t('Download')}
              <span className="sr-only">: {file.fileName}</span>
            </a>
          </p>
        ) : null}
      </div>
    )
  }
  if (viewerOf(file.fileName) === 'video') {
    return <VideoPlayer src={paths.view} title={file.fileName} canDownload={canDownload} />
  }
  return <StoredFileViewer fileName={file.fileName} viewUrl={paths.view} downloadUrl={download} />
}
