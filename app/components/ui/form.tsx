import { getInputProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { ErrorSummary } from './error-summary'
import { Field } from './field'

type InputType = 'text' | 'email' | 'password' | 'tel'

/** A conform-managed field rendered with the shared Field look. */
export function FormField({
  meta,
  label,
  hint,
  type = 'text',
  autoComplete,
}: {
  meta: FieldMetadata<string>
  label: string
  hint?: ReactNode
  type?: InputType
  autoComplete?: string
}) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={meta.errors}
      inputProps={{ ...getInputProps(meta, { type }), autoComplete }}
    />
  )
}

/**
 * The error summary of a conform form: form-level messages and a link to each bad field.
 * `fields` is a list in form order: conform's fieldset is a Proxy that cannot be enumerated
 * (Object.values of it is empty), so the fields must be named one by one.
 */
export function FormErrorSummary({
  formErrors,
  fields,
}: {
  formErrors: string[] | undefined
  fields: { id: string; errors?: string[] }[]
}) {
  const fieldErrors = Object.fromEntries(fields.map((field) => [field.id, field.errors]))
  return <ErrorSummary fieldErrors={fieldErrors} formErrors={formErrors} />
}
