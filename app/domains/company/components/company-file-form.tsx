import { useState } from 'react'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { FileField, FileTypeSelect } from '~/domains/files/components/file-field'
import { fieldErrorsOf, isConflict, type FormReply } from '~/platform/form-reply'
import { COMPANY_FILES_PATH } from '../company-files.messages'

type TextField = 'title' | 'description' | 'file_type'

/**
 * What the person typed into a field of the refused form ('' when sent empty); undefined when
 * the form was not read (a file too large) or the record changed meanwhile (then the saved
 * record is shown).
 */
function typedValue(reply: FormReply | undefined, name: TextField): string | undefined {
  if (!reply?.fields?.includes(name) || isConflict(reply)) return undefined
  const sent = reply.initialValue?.[name]
  return typeof sent === 'string' ? sent : ''
}

/** Upload a company file, or edit one (then the file is optional: it replaces the old one). */
export function CompanyFileForm({
  file,
  types,
  reply,
  maxSize,
  submitLabel,
}: {
  file?: { title: string; description: string; file_type: number | null; version: number }
  types: { id: number; name: string }[]
  /** The refused post's answer: messages next to their fields, what was typed kept. */
  reply: FormReply | undefined
  maxSize: string
  submitLabel: string
}) {
  const { t } = useTranslation()
  const [sending, setSending] = useState(false)
  const busy = useNavigation().state === 'submitting' || sending
  const errors = fieldErrorsOf(reply)
  // A refusal that names no field is the file's; a stale version is the page's notice.
  const fileErrors = errors.file ?? (isConflict(reply) ? undefined : errors[''])
  const value = (name: TextField) =>
    typedValue(reply, name) ?? (file ? String(file[name] ?? '') : '')
  return (
    <>
      <ErrorSummary
        fieldErrors={{
          'company-file-file': fileErrors,
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
          errors={fileErrors}
          maxSize={maxSize}
          presignUrl={`${COMPANY_FILES_PATH}/upload`}
          onPendingChange={setSending}
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
