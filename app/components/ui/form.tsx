import {
  getInputProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import type { ReactNode } from 'react'
import type { ZodTypeAny } from 'zod'
import { ErrorSummary } from './error-summary'
import { Field } from './field'

type InputType = 'text' | 'email' | 'password' | 'tel'

/**
 * A conform form checked in the browser with the zod schema its action uses: a field once it is
 * left, then again on every key while it is wrong. `lastResult` is the action's reply.
 */
export function useSchemaForm<Values extends Record<string, unknown>>({
  schema,
  ...options
}: {
  id: string
  schema: ZodTypeAny
  lastResult: SubmissionResult<string[]> | null | undefined
  defaultValue?: DefaultValue<Values>
}) {
  return useForm<Values>({
    ...options,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}

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
