import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { ACCEPT_ATTRIBUTE } from '~/domains/files/file-kinds'
import { ControlFrame, controlClasses } from '~/domains/people/components/field-controls'

/** Upload a company file, or edit one (then the file is optional: it replaces the old one). */
export function CompanyFileForm({
  file,
  types,
  errors,
  values,
  maxSize,
  submitLabel,
}: {
  file?: { title: string; description: string; file_type: number | null; version: number }
  types: { id: number; name: string }[]
  errors: Record<string, string[] | undefined>
  values: Record<string, string> | undefined
  maxSize: string
  submitLabel: string
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const value = (name: 'title' | 'description' | 'file_type') =>
    values?.[name] ?? (file ? String(file[name] ?? '') : '')
  return (
    <>
      <ErrorSummary
        fieldErrors={{
          'company-file-file': errors.file,
          'company-file-title': errors.title,
          'company-file-type': errors.file_type,
          'company-file-description': errors.description,
        }}
      />
      <Form method="post" encType="multipart/form-data" noValidate>
        <input type="hidden" name="intent" value={file ? 'update' : 'upload'} />
        {file ? <input type="hidden" name="version" value={file.version} /> : null}
        <Field
          label={file ? t('Replace the file (optional)') : t('File')}
          hint={t('PDF, Office documents, images, audio or video, at most {{size}}.', {
            size: maxSize,
          })}
          errors={errors.file}
          inputProps={{
            id: 'company-file-file',
            name: 'file',
            type: 'file',
            accept: ACCEPT_ATTRIBUTE,
          }}
        />
        <Field
          label={file ? t('Title') : t('Title (optional)')}
          hint={file ? undefined : t('Leave empty to use the file’s name')}
          errors={errors.title}
          inputProps={{
            id: 'company-file-title',
            name: 'title',
            type: 'text',
            defaultValue: value('title'),
          }}
        />
        <ControlFrame
          id="company-file-type"
          label={t('File type (optional)')}
          errors={errors.file_type}
        >
          {(describedBy, invalid) => (
            <select
              id="company-file-type"
              name="file_type"
              defaultValue={value('file_type')}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClasses(invalid)}
            >
              <option value="">{t('None')}</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          )}
        </ControlFrame>
        <ControlFrame
          id="company-file-description"
          label={t('Description (optional)')}
          errors={errors.description}
        >
          {(describedBy, invalid) => (
            <textarea
              id="company-file-description"
              name="description"
              rows={3}
              defaultValue={value('description')}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClasses(invalid)}
            />
          )}
        </ControlFrame>
        <Button disabled={busy}>{submitLabel}</Button>
      </Form>
    </>
  )
}
