import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { FileField, FileTypeSelect } from '~/domains/files/components/file-field'

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
        <FileField
          id="company-file-file"
          label={file ? t('Replace the file (optional)') : t('File')}
          errors={errors.file}
          maxSize={maxSize}
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
        <FileTypeSelect
          id="company-file-type"
          types={types}
          errors={errors.file_type}
          defaultValue={value('file_type')}
        />
        <Textarea
          id="company-file-description"
          name="description"
          label={t('Description (optional)')}
          errors={errors.description}
          rows={3}
          defaultValue={value('description')}
        />
        <Button disabled={busy}>{submitLabel}</Button>
      </Form>
    </>
  )
}
