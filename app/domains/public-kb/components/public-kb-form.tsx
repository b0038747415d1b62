import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { Field } from '~/components/ui/field'
import { FormErrorSummary } from '~/components/ui/form'
import { PublicKbFormSchema } from '../public-kb.schema'

export interface PublicKbFormValues {
  name: string
  is_default: boolean
  url_part: string
  domain: string | null
  version?: number
}

/**
 * The create and edit form of a public knowledge base: checked as the admin types with the
 * schema the server uses; without JavaScript the server answers with the same messages.
 */
export function PublicKbForm({
  kb,
  companySlug,
  lastResult,
  submitLabel,
}: {
  kb?: PublicKbFormValues
  companySlug: string
  lastResult?: SubmissionResult<string[]>
  submitLabel: string
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'public-kb',
    lastResult,
    defaultValue: {
      name: kb?.name ?? '',
      url_part: kb?.url_part ?? '',
      domain: kb?.domain ?? '',
      is_default: kb?.is_default ? 'on' : undefined,
      version: kb?.version === undefined ? undefined : String(kb.version),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PublicKbFormSchema }),
  })
  const translated = (field: { id: string; errors?: string[] }) => ({
    id: field.id,
    errors: field.errors?.map((message) => t(message)),
  })
  const defaultErrors = fields.is_default.errors
  return (
    <Form method="post" {...getFormProps(form)} noValidate>
      <FormErrorSummary
        formErrors={form.errors?.map((message) => t(message))}
        fields={[
          translated(fields.name),
          translated(fields.url_part),
          translated(fields.domain),
          translated(fields.is_default),
        ]}
      />
      {kb?.version === undefined ? null : (
        <input {...getInputProps(fields.version, { type: 'hidden' })} />
      )}
      <Field
        label={t('Name')}
        hint={t('Shown at the top of every public page, for example Help Center.')}
        errors={translated(fields.name).errors}
        inputProps={getInputProps(fields.name, { type: 'text' })}
      />
      <Field
        label={t('URL part')}
        hint={t(
          'Lowercase letters, numbers and hyphens. The knowledge base’s address is /articles/public/{{slug}}/{{part}}/',
          { slug: companySlug, part: fields.url_part.value || 'help' },
        )}
        errors={translated(fields.url_part).errors}
        inputProps={{
          ...getInputProps(fields.url_part, { type: 'text' }),
          autoComplete: 'off',
          spellCheck: false,
        }}
      />
      <Field
        label={t('Custom domain (optional)')}
        hint={t(
          'A domain of yours, such as help.example.com, that shows this knowledge base once verified. Changing it removes the verification.',
        )}
        errors={translated(fields.domain).errors}
        inputProps={{
          ...getInputProps(fields.domain, { type: 'text' }),
          autoComplete: 'off',
          spellCheck: false,
        }}
      />
      <Checkbox
        label={t('Default knowledge base')}
        hint={t(
          'The default one is at /articles/public/{{slug}}/ and is chosen for PUBLIC articles. There is always exactly one.',
          { slug: companySlug },
        )}
        errors={defaultErrors}
        inputProps={getInputProps(fields.is_default, { type: 'checkbox' })}
      />
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  )
}
