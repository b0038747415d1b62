import { useRef, useState, type RefObject } from 'react'
import {
  FileViewer as StoredFileViewer,
  PlaybackControls,
  VIDEO_SPEEDS,
} from '../../../files/components/file-viewer'
import { viewerOf, type OfficePreview } from '../../../files/file-kinds'
import { knowledgeFilePaths, type KnowledgeFileView } from '../knowledge-files'

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
 * A knowledge-base file by kind (seed §2, §5): pdf inline, office documents and presentations
 * as their converted PDF, pictures, audio and video players; anything else offers a download to
 * those allowed (KB admins) only.
 */
export function FileViewer({
  file,
  preview = null,
  canDownload,
}: {
  file: KnowledgeFileView
  /** The office preview as the file's page found it; a dialog asks that page itself. */
  preview?: OfficePreview | null
  canDownload: boolean
}) {
  const paths = knowledgeFilePaths(file.id)
  if (viewerOf(file.fileName) === 'video') {
    return <VideoPlayer src={paths.view} title={file.fileName} canDownload={canDownload} />
  }
  return (
    <StoredFileViewer
      fileName={file.fileName}
      viewUrl={paths.view}
      preview={preview}
      previewPage={paths.page}
      downloadUrl={canDownload ? paths.download : null}
    />
  )
}
