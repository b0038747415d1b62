import { useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { viewerOf, type OfficePreview } from '../file-kinds'
import { OfficePreviewFrame } from './office-preview'

/** Seed §9: audio plays at 0.5, 1, 1.5 or 2; video from 0.5 to 2; skips are 10 seconds. */
export const AUDIO_SPEEDS = [0.5, 1, 1.5, 2] as const
export const VIDEO_SPEEDS = [0.5, 0.7, 1, 1.2, 1.5, 1.7, 2] as const
export const SKIP_SECONDS = 10

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * Speed (and for video, skip) buttons. They need JavaScript, so they appear only once the page
 * is hydrated; before that, and without JS, the native controls do the same job.
 */
export function PlaybackControls({
  media,
  speeds,
  skip,
}: {
  media: RefObject<HTMLMediaElement>
  speeds: readonly number[]
  skip: boolean
}) {
  const { t } = useTranslation()
  const [rate, setRate] = useState(1)
  if (!useHydrated()) return null
  const setSpeed = (speed: number) => {
    if (media.current) media.current.playbackRate = speed
    setRate(speed)
  }
  const seek = (seconds: number) => {
    const element = media.current
    if (!element) return
    const end = Number.isFinite(element.duration) ? element.duration : Infinity
    element.currentTime = Math.min(Math.max(0, element.currentTime + seconds), end)
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <div role="group" aria-label={t('Playback speed')} className="flex flex-wrap gap-2">
        {speeds.map((speed) => (
          <button
            key={speed}
            type="button"
            aria-pressed={rate === speed}
            onClick={() => setSpeed(speed)}
            className={buttonClasses(rate === speed ? 'primary' : 'secondary', 'px-3 py-1')}
          >
            {`${speed}×`}
          </button>
        ))}
      </div>
      {skip ? (
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => seek(-SKIP_SECONDS)}
            className={buttonClasses('secondary', 'px-3 py-1')}
          >
            {t('Back 10 seconds')}
          </button>
          <button
            type="button"
            onClick={() => seek(SKIP_SECONDS)}
            className={buttonClasses('secondary', 'px-3 py-1')}
          >
            {t('Forward 10 seconds')}
          </button>
        </div>
      ) : null}
    </div>
  )
}

/**
 * The browser's own player for audio or video, its controls shown (they work without JS); the
 * download entry of its menu is hidden from those who may not download (`noDownload`).
 */
function MediaPlayer({
  kind,
  media,
  src,
  label,
  noDownload,
}: {
  kind: 'audio' | 'video'
  media: RefObject<HTMLMediaElement>
  src: string
  label: string
  noDownload: boolean
}) {
  const Player = kind
  return (
    <Player
      ref={media as RefObject<HTMLAudioElement & HTMLVideoElement>}
      src={src}
      controls
      preload="metadata"
      controlsList={noDownload ? 'nodownload' : undefined}
      aria-label={label}
      className={kind === 'audio' ? 'w-full' : 'max-h-[70vh] w-full bg-black'}
    />
  )
}

/**
 * Shows a stored file by kind (seed §5 viewer types): pdf in a frame (with a link to open it),
 * images, audio and video with speed controls, office documents and presentations as the PDF
 * this server made of them (online viewers would send company documents to a third party, ADR
 * 042). Other kinds cannot be shown in the page: admins get a download link, everyone else a
 * note.
 */
export function FileViewer({
  fileName,
  viewUrl,
  preview = null,
  previewPage,
  downloadUrl,
}: {
  fileName: string
  viewUrl: string
  /** An office file's preview as the page's loader found it (none: asked from `previewPage`). */
  preview?: OfficePreview | null
  previewPage?: string
  /** Only for those allowed to download (admins, seed §6). */
  downloadUrl: string | null
}) {
  const { t } = useTranslation()
  const media = useRef<HTMLMediaElement>(null)
  const kind = viewerOf(fileName)
  const download = downloadUrl ? (
    <a href={downloadUrl} download className={buttonClasses('secondary')}>
      {t('Download')}
      <span className="sr-only">: {fileName}</span>
    </a>
  ) : null
  let viewer
  switch (kind) {
    case 'pdf':
      viewer = (
        <>
          <iframe
            src={viewUrl}
            title={fileName}
            className="h-[70vh] w-full border border-slate-300"
          />
          <p className="mt-2">
            <a href={viewUrl} target="_blank" rel="noreferrer" className={buttonClasses('link')}>
              {t('Open the PDF in a new tab')}
            </a>
          </p>
        </>
      )
      break
    case 'image':
      viewer = <img src={viewUrl} alt={fileName} className="max-h-[70vh] max-w-full" />
      break
    case 'audio':
    case 'video':
      viewer = (
        <>
          <MediaPlayer
            kind={kind}
            media={media}
            src={viewUrl}
            label={fileName}
            noDownload={!downloadUrl}
          />
          <PlaybackControls
            media={media}
            speeds={kind === 'audio' ? AUDIO_SPEEDS : VIDEO_SPEEDS}
            skip={kind === 'video'}
          />
        </>
      )
      break
    case 'office':
    case 'presentation':
      viewer = (
        <OfficePreviewFrame
          // Another file, or a new state from the loader (a replaced file), starts afresh.
          key={`${viewUrl} ${preview?.status}`}
          fileName={fileName}
          preview={preview}
          pageUrl={previewPage}
          canDownload={Boolean(downloadUrl)}
        />
      )
      break
    default:
      viewer = download ? null : (
        <p className="text-slate-700">{t('This file cannot be shown in the browser.')}</p>
      )
  }
  return (
    <div>
      {viewer}
      {download ? <p className="mt-4">{download}</p> : null}
    </div>
  )
}
