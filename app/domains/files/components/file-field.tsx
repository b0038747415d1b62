import { useTranslation } from '~/components/translation'
import { Field, type FieldErrors } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import { ACCEPT_ATTRIBUTE } from '../file-kinds'

/** The file input of an upload form: the kinds and size it takes in its hint. */
export function FileField({
  id,
  label,
  errors,
  maxSize,
}: {
  id: string
  label: string
  errors?: FieldErrors
  /** The largest upload, formatted ('25 MB'). */
  maxSize: string
}) {
  const { t } = useTranslation()
  return (
    <Field
      label={label}
      hint={t('PDF, Office documents, images, audio or video, at most {{size}}.', {
        size: maxSize,
      })}
      errors={errors}
      inputProps={{ id, name: 'file', type: 'file', accept: ACCEPT_ATTRIBUTE }}
    />
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
  return <>{new Date(at).toLocaleDateString(i18n.language, { timeZone: 'UTC' })}</>
}
