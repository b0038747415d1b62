import { useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from '~/components/translation'
import {
  FileViewer as StoredFileViewer,
  PlaybackControls,
  VIDEO_SPEEDS,
} from '../../../files/components/file-viewer'
import { kindOf, viewerOf, type OfficePreview } from '../../../files/file-kinds'
import { knowledgeFilePaths, type KnowledgeFileView } from '../knowledge-files'

/** Seed §4 (`?as=mp4`): what the player plays, the stored video first, then once as mp4. */
function videoSources(file: { id: number; fileName: string }) {
  const paths = knowledgeFilePaths(file.id)
  const type = kindOf(file.fileName)?.contentType
  const original = { src: paths.view, type }
  return type === 'video/mp4' ? [original] : [original, { src: paths.mp4, type: 'video/mp4' }]
}

/**
 * A recorded or uploaded video with the seed's speeds and ±10 s skips. Seed §4: a video that
 * fails is retried once as mp4. The two sources make the browser itself move to the mp4 when
 * the stored video does not load, with or without JavaScript; a video that fails later, while
 * playing, is switched to the mp4 here. When the mp4 fails as well the player says so.
 */
export function VideoPlayer({
  file,
  canDownload,
}: {
  file: { id: number; fileName: string }
  canDownload: boolean
}) {
  const { t } = useTranslation()
  const media = useRef<HTMLVideoElement>(null)
  // Which file failed: a new recording in the form is a new file, with its own chance.
  const [failedId, setFailedId] = useState<number | null>(null)
  const fail = () => setFailedId(file.id)
  const sources = videoSources(file)
  const last = sources.at(-1)!
  const playingLast = (video: HTMLVideoElement) =>
    new URL(video.currentSrc, window.location.href).href ===
    new URL(last.src, window.location.href).href
  useEffect(() => {
    // Every source failed before the page's script ran: the browser tried them all already.
    const video = media.current
    if (video?.networkState === HTMLMediaElement.NETWORK_NO_SOURCE && playingLast(video)) fail()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the server-rendered page
  }, [])
  return (
    <>
      <video
        // A browser loads new <source>s only into a fresh element.
        key={file.id}
        ref={media}
        controls
        preload="metadata"
        controlsList={canDownload ? undefined : 'nodownload'}
        aria-label={file.fileName}
        onError={(event) => {
          const video = event.currentTarget
          if (playingLast(video)) fail()
          else video.src = last.src
        }}
        className="max-h-[70vh] w-full bg-black"
      >
        {sources.map((source) => (
          <source
            key={source.src}
            src={source.src}
            type={source.type}
            onError={source === last ? fail : undefined}
          />
        ))}
      </video>
      {failedId === file.id ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {t('This video cannot be played')}
        </p>
      ) : null}
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
    return <VideoPlayer file={file} canDownload={canDownload} />
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
