import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Field, type FieldErrors } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import { useHydrated } from '~/components/use-hydrated'
import { UPLOAD_FAILED, type FinishedUpload } from '../direct-uploads'
import { ACCEPT_ATTRIBUTE, formatFileSize } from '../file-kinds'
import { uploadDirect } from './direct-upload'
import { UploadProgress } from './upload-progress'
import { dateTimeFormat } from '~/i18n'

interface Sending {
  name: string
  sent: number
  total: number
  controller: AbortController
}

/**
 * The file input of an upload form: the kinds and size it takes in its hint. Given a
 * `presignUrl`, with JavaScript the chosen file goes straight to storage through the direct
 * upload (up to 30 GB, resumable, with a progress bar) and the form posts its `upload_token`;
 * without JavaScript the file travels in the form (`maxSize`). `onPendingChange` tells the form
 * while a file is on its way, so it is not posted without it.
 */
export function FileField({
  id,
  label,
  errors,
  maxSize,
  presignUrl,
  onPendingChange,
}: {
  id: string
  label: string
  errors?: FieldErrors
  /** The largest upload in the form itself, formatted ('50.0 MB'). */
  maxSize: string
  presignUrl?: string
  onPendingChange?: (pending: boolean) => void
}) {
  const { t } = useTranslation()
  const direct = useHydrated() && presignUrl !== undefined
  const [sending, setSending] = useState<Sending | null>(null)
  const [finished, setFinished] = useState<FinishedUpload | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const pendingChange = useRef(onPendingChange)
  pendingChange.current = onPendingChange
  useEffect(() => pendingChange.current?.(sending !== null), [sending])

  const send = (file: File) => {
    sending?.controller.abort()
    const controller = new AbortController()
    setFinished(null)
    setFailure(null)
    setSending({ name: file.name, sent: 0, total: file.size, controller })
    uploadDirect<FinishedUpload>(file, presignUrl!, {
      signal: controller.signal,
      onProgress: (sent, total) => setSending((now) => now && { ...now, sent, total }),
    }).then(
      (done) => {
        setSending(null)
        setFinished(done)
      },
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return
        setSending(null)
        setFailure((error as Error).message || UPLOAD_FAILED)
      },
    )
  }

  const percent = sending?.total ? Math.floor((sending.sent / sending.total) * 100) : 0
  return (
    <>
      <Field
        label={label}
        hint={t('PDF, Office documents, images, audio or video, at most {{size}}.', {
          size: direct ? '30 GB' : maxSize,
        })}
        errors={failure ? [failure] : errors}
        inputProps={{
          id,
          // With the direct upload the bytes are not part of the form (an unnamed input is not sent).
          name: direct ? '' : 'file',
          type: 'file',
          accept: ACCEPT_ATTRIBUTE,
          onChange: direct
            ? (event) => {
                const file = event.target.files?.[0]
                if (file) send(file)
              }
            : undefined,
        }}
      />
      {failure ? (
        <p className="-mt-3 mb-5 font-semibold text-red-700" role="alert">
          {t(UPLOAD_FAILED)}
        </p>
      ) : null}
      {finished ? (
        <p className="-mt-3 mb-5 text-slate-700" role="status">
          <input type="hidden" name="upload_token" value={finished.upload_token} />
          {t('{{name}} uploaded', { name: finished.file_name })} ({formatFileSize(finished.size)})
        </p>
      ) : null}
      {sending ? (
        <div className="-mt-3 mb-5 flex items-center gap-2">
          <UploadProgress name={sending.name} percent={percent} className="w-full" />
          <button
            type="button"
            onClick={() => {
              sending.controller.abort()
              setSending(null)
            }}
            className={buttonClasses('secondary', 'px-2 py-1 text-sm')}
          >
            {t('Cancel')}
          </button>
        </div>
      ) : null}
    </>
  )
}

/** The optional file type of an upload ('None' or one of the company's types). */
export function FileTypeSelect({
  id,
  types,
  errors,
  defaultValue,
}: {
  id: string
  types: readonly { id: number; name: string }[]
  errors?: FieldErrors
  defaultValue?: string
}) {
  const { t } = useTranslation()
  return (
    <Select
      id={id}
      name="file_type"
      label={t('File type (optional)')}
      errors={errors}
      defaultValue={defaultValue}
      placeholder={t('None')}
      options={types.map((type) => ({ value: type.id, label: type.name }))}
    />
  )
}

/** When a file was uploaded: its date in the reader's language (stored in UTC). */
export function UploadDate({ at }: { at: string }) {
  const { i18n } = useTranslation()
  return <>{dateTimeFormat(i18n.language, { timeZone: 'UTC' }).format(new Date(at))}</>
}
