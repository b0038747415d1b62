import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { msg } from '~/i18n'
import { buttonClasses } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'
import { KNOWLEDGE_PRESIGN_PATH, UPLOAD_MESSAGES, type KnowledgeFileView } from '../knowledge-files'
import { uploadDirect } from '../../../files/components/direct-upload'
import { VideoPlayer } from './file-viewer'

/** 'empty': the last take stopped before the camera's encoder gave anything, so nothing is kept. */
type Phase = 'idle' | 'recording' | 'uploading' | 'error' | 'empty'

const NOTHING_RECORDED = msg('Nothing was recorded. Record for at least a second, then stop.')

/**
 * The article's video recording block (seed §3 video_url). With JavaScript: record from the
 * camera with MediaRecorder, then upload the recording through the presigned flow; the hidden
 * `name` input carries the file id. Without JavaScript (or without a camera): choose a video
 * file, sent with the form as `fileField`; a video already there is kept while its box is ticked.
 */
export function VideoRecorder({
  name,
  file = null,
  fileField = 'video_file',
  onPendingChange,
}: {
  name: string
  file?: KnowledgeFileView | null
  fileField?: string
  onPendingChange?: (pending: boolean) => void
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [video, setVideo] = useState<KnowledgeFileView | null>(file)
  const [phase, setPhase] = useState<Phase>('idle')
  const [progress, setProgress] = useState(0)
  const recorder = useRef<MediaRecorder | null>(null)
  // Seed §4: a pending upload blocks saving until it completes or is cancelled.
  const uploading = useRef<AbortController | null>(null)
  const preview = useRef<HTMLVideoElement>(null)
  const canRecord = hydrated && typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices

  useEffect(
    () => onPendingChange?.(phase === 'recording' || phase === 'uploading'),
    [phase, onPendingChange],
  )

  const upload = (recording: File) => {
    const controller = new AbortController()
    uploading.current = controller
    setPhase('uploading')
    uploadDirect<KnowledgeFileView>(recording, KNOWLEDGE_PRESIGN_PATH, {
      signal: controller.signal,
      onProgress: (sent, total) => setProgress(total ? Math.floor((sent / total) * 100) : 0),
    }).then(
      (view) => {
        setVideo(view)
        setPhase('idle')
      },
      (error: unknown) => setPhase((error as Error).name === 'AbortError' ? 'idle' : 'error'),
    )
  }

  const startRecording = async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true })
    if (preview.current) {
      preview.current.srcObject = stream
      void preview.current.play()
    }
    const chunks: Blob[] = []
    const media = new MediaRecorder(stream)
    media.ondataavailable = (event) => chunks.push(event.data)
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop())
      if (preview.current) preview.current.srcObject = null
      // Stopped before the encoder gave anything: there is nothing to upload, and the person
      // is told so rather than left wondering where the take went.
      if (chunks.every((chunk) => chunk.size === 0)) return setPhase('empty')
      const type = media.mimeType.startsWith('video/mp4') ? 'mp4' : 'webm'
      upload(new File(chunks, `recording-${Date.now()}.${type}`, { type: `video/${type}` }))
    }
    recorder.current = media
    media.start(1000)
    setPhase('recording')
  }

  return (
    <fieldset className="mb-5">
      <legend className="text-base font-semibold text-slate-900">{t('Video recording')}</legend>
      {video && hydrated ? <input type="hidden" name={name} value={video.id} /> : null}
      {video ? (
        <div className="mt-2">
          <VideoPlayer file={video} canDownload={false} />
          {hydrated ? (
            <button
              type="button"
              onClick={() => setVideo(null)}
              className={buttonClasses('secondary', 'mt-2')}
            >
              {t('Remove video')}
            </button>
          ) : (
            // Without JavaScript the video stays while this box is ticked.
            <label className="mt-2 flex items-center gap-2">
              <input
                type="checkbox"
                name={name}
                value={video.id}
                defaultChecked
                className="h-5 w-5 shrink-0 accent-brand-600"
              />
              {t('Keep this video')}
            </label>
          )}
        </div>
      ) : null}
      {canRecord ? (
        <div className="mt-2">
          <video
            ref={preview}
            muted
            playsInline
            aria-label={t('Camera preview')}
            className={phase === 'recording' ? 'max-h-80 w-full bg-black' : 'hidden'}
          />
          {phase === 'recording' ? (
            <button
              type="button"
              onClick={() => recorder.current?.stop()}
              className={buttonClasses('danger', 'mt-2')}
            >
              {t('Stop recording')}
            </button>
          ) : (
            <button
              type="button"
              disabled={phase === 'uploading'}
              onClick={() => void startRecording().catch(() => setPhase('error'))}
              className={buttonClasses('secondary', 'mt-2')}
            >
              {video ? t('Record again') : t('Start recording')}
            </button>
          )}
          {phase === 'uploading' ? (
            <>
              <progress
                max={100}
                value={progress}
                aria-label={t('Uploading the recording')}
                className="mt-2 w-full"
              />
              <button
                type="button"
                onClick={() => uploading.current?.abort()}
                className={buttonClasses('secondary', 'mt-2 px-2 py-1 text-sm')}
              >
                {t('Cancel')}
              </button>
            </>
          ) : null}
          {phase === 'error' ? (
            <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
              {t(UPLOAD_MESSAGES.failed)}
            </p>
          ) : null}
          {phase === 'empty' ? (
            <p role="status" className="mt-2 text-sm text-slate-700">
              {t(NOTHING_RECORDED)}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="mt-2">
          <label htmlFor={`${name}-file`} className="block text-base text-slate-900">
            {t('Choose a video file')}
          </label>
          <input
            id={`${name}-file`}
            type="file"
            name={fileField}
            accept="video/*"
            className="mt-1 block w-full text-base"
          />
        </div>
      )}
    </fieldset>
  )
}
