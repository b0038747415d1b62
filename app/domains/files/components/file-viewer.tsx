import { useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { viewerOf } from '../file-kinds'

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
 * Shows a stored file by kind (seed §5 viewer types): pdf in a frame (with a link to open it),
 * images, audio and video with speed controls. Other kinds cannot be shown in the page: admins
 * get a download link, everyone else a note. Office and presentation online viewers are not
 * used (they would send company documents to a third party).
 */
export function FileViewer({
  fileName,
  viewUrl,
  downloadUrl,
}: {
  fileName: string
  viewUrl: string
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
  /** What the audio and video players share: the browser's controls, no download unless offered. */
  const player = {
    src: viewUrl,
    controls: true,
    preload: 'metadata',
    controlsList: downloadUrl ? undefined : 'nodownload',
    'aria-label': fileName,
  }
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
      viewer = (
        <>
          <audio ref={media as RefObject<HTMLAudioElement>} {...player} className="w-full" />
          <PlaybackControls media={media} speeds={AUDIO_SPEEDS} skip={false} />
        </>
      )
      break
    case 'video':
      viewer = (
        <>
          <video
            ref={media as RefObject<HTMLVideoElement>}
            {...player}
            className="max-h-[70vh] w-full bg-black"
          />
          <PlaybackControls media={media} speeds={VIDEO_SPEEDS} skip />
        </>
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
