import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'
import { formatFileSize } from '../../../files/file-kinds'
import {
  fileLinkText,
  KNOWLEDGE_PRESIGN_PATH,
  UPLOAD_MESSAGES,
  type KnowledgeFileView,
} from '../knowledge-files'
import { uploadDirect } from '../../../files/components/direct-upload'
import { UploadProgress } from '../../../files/components/upload-progress'

interface PendingUpload {
  key: string
  name: string
  sent: number
  total: number
  controller: AbortController
  error?: string
}

export interface KnowledgeFileUploadsProps {
  /** Name of the hidden inputs carrying the ids of uploaded files (with JS). */
  name: string
  /** Files already attached (kept as hidden inputs). */
  files?: KnowledgeFileView[]
  accept?: string
  multiple?: boolean
  label?: string
  /** Without JS the files travel in the form itself, under this name (multipart). */
  fileField?: string
  /** Called with true while an upload is running (the form's save must wait: seed §4). */
  onPendingChange?: (pending: boolean) => void
  /** Called when an upload completes (e.g. to refresh a list). */
  onUploaded?: (file: KnowledgeFileView) => void
}

/**
 * Attach files. Without JavaScript: a plain multiple file input sent with the form (multipart);
 * files already attached are ticked boxes of their ids (untick to remove).
 * With JavaScript: each chosen file goes straight to storage through the presigned flow, with a
 * progress bar and a cancel button; completed files become hidden `name` inputs of their ids.
 */
export function KnowledgeFileUploads({
  name,
  files = [],
  accept,
  multiple = true,
  label,
  fileField = 'files',
  onPendingChange,
  onUploaded,
}: KnowledgeFileUploadsProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [done, setDone] = useState<KnowledgeFileView[]>(files)
  const [pending, setPending] = useState<PendingUpload[]>([])
  const [announcement, setAnnouncement] = useState('')
  const counter = useRef(0)
  const running = pending.some((upload) => !upload.error)

  useEffect(() => onPendingChange?.(running), [running, onPendingChange])

  const update = (key: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))
  const drop = (key: string) => setPending((list) => list.filter((item) => item.key !== key))

  const start = (file: File) => {
    const key = `upload-${++counter.current}`
    const controller = new AbortController()
    setPending((list) => [...list, { key, name: file.name, sent: 0, total: file.size, controller }])
    uploadDirect<KnowledgeFileView>(file, KNOWLEDGE_PRESIGN_PATH, {
      signal: controller.signal,
      onProgress: (sent, total) => update(key, { sent, total }),
    }).then(
      (view) => {
        drop(key)
        setDone((list) => (multiple ? [...list, view] : [view]))
        setAnnouncement(t('{{name}} uploaded', { name: file.name }))
        onUploaded?.(view)
      },
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return drop(key)
        update(key, { error: UPLOAD_MESSAGES.failed })
        setAnnouncement(t(UPLOAD_MESSAGES.failed))
      },
    )
  }

  const inputId = `${name}-input`
  return (
    <div className="mb-5">
      <label htmlFor={inputId} className="block text-base font-semibold text-slate-900">
        {label ?? t('Files')}
      </label>
      {hydrated
        ? done.map((file) => <input key={file.id} type="hidden" name={name} value={file.id} />)
        : null}
      <input
        id={inputId}
        type="file"
        // Without JS the browser sends the files with the form; with JS they are sent directly.
        name={hydrated ? undefined : fileField}
        multiple={multiple}
        accept={accept}
        onChange={(event) => {
          for (const file of Array.from(event.target.files ?? [])) start(file)
          event.target.value = ''
        }}
        className="mt-1 block w-full text-base text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2"
      />
      {pending.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {pending.map((upload) => {
            const percent = upload.total ? Math.floor((upload.sent / upload.total) * 100) : 0
            return (
              <li key={upload.key} className="rounded-md border border-slate-300 p-2">
                <div className="flex items-center justify-between gap-2">
                  <span className="truncate">{upload.name}</span>
                  <button
                    type="button"
                    onClick={() => {
                      upload.controller.abort()
                      drop(upload.key)
                      setAnnouncement(t('Upload of {{name}} cancelled', { name: upload.name }))
                    }}
                    className={buttonClasses('secondary', 'px-2 py-1 text-sm')}
                  >
                    {upload.error ? t('Remove') : t('Cancel')}
                    <span className="sr-only">: {upload.name}</span>
                  </button>
                </div>
                {upload.error ? (
                  <p className="mt-1 text-sm font-semibold text-red-700">{t(upload.error)}</p>
                ) : (
                  <UploadProgress name={upload.name} percent={percent} className="mt-1 w-full" />
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
      {done.length > 0 && !hydrated ? (
        // Without JavaScript a file stays attached while its box is ticked.
        <fieldset className="mt-3">
          <legend className="font-semibold">{t('Attached files')}</legend>
          <p className="text-sm text-slate-600">{t('Untick a file to remove it when saving.')}</p>
          <ul className="mt-1 space-y-1">
            {done.map((file) => (
              <li key={file.id}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name={name}
                    value={file.id}
                    defaultChecked
                    className="h-5 w-5 shrink-0 accent-brand-600"
                  />
                  {fileLinkText(file.fileName)}{' '}
                  <span className="text-sm text-slate-600">({formatFileSize(file.sizeBytes)})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {done.length > 0 && hydrated ? (
        <ul className="mt-3 space-y-1" aria-label={t('Attached files')}>
          {done.map((file) => (
            <li key={file.id} className="flex items-center justify-between gap-2">
              <span>
                {fileLinkText(file.fileName)}{' '}
                <span className="text-sm text-slate-600">({formatFileSize(file.sizeBytes)})</span>
              </span>
              <button
                type="button"
                onClick={() => setDone((list) => list.filter((item) => item.id !== file.id))}
                className={buttonClasses('link', 'text-sm')}
              >
                {t('Remove')}
                <span className="sr-only">: {file.fileName}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
