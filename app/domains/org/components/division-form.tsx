import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { useHydrated } from '~/components/use-hydrated'
import { Button } from '~/components/ui/button'
import { Field, Textarea } from '~/components/ui/field'
import { FormErrorSummary } from '~/components/ui/form'
import { Notice } from '~/components/ui/notice'
import { DIVISION_FAILED, DivisionFormSchema } from '../divisions.schema'
import { DEFAULT_DIVISION_COLOR } from '../org-constants'

export interface DivisionFormValues {
  division_name: string
  division_color: string
  division_order: number
  division_description: string
  version?: number
}

/**
 * The add and edit form of a division (seed 001 §5): name, colour and order, checked as the user
 * types with the same schema the server uses; Save stays disabled while a field is wrong. Without
 * JavaScript the server refuses and shows the same messages next to the fields.
 */
export function DivisionForm({
  id,
  division,
  lastResult,
  submitLabel,
}: {
  id: string
  division?: DivisionFormValues
  lastResult?: SubmissionResult<string[]>
  submitLabel: string
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: {
      division_name: division?.division_name ?? '',
      division_color: division?.division_color ?? DEFAULT_DIVISION_COLOR,
      division_order: String(division?.division_order ?? 1),
      division_description: division?.division_description ?? '',
      version: division?.version === undefined ? undefined : String(division.version),
    },
    shouldValidate: 'onInput',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DivisionFormSchema }),
  })
  const translated = (field: { id: string; errors?: string[] }) => ({
    id: field.id,
    errors: field.errors?.map((message) => t(message)),
  })
  const hydrated = useHydrated()
  // Without JavaScript the server is the check: the button must stay usable after a refusal.
  const hasErrors =
    hydrated && Object.values(form.allErrors).some((messages) => messages.length > 0)
  const submitting = navigation.state === 'submitting'
  const color = fields.division_color.value ?? ''
  return (
    <Form method="post" {...getFormProps(form)} noValidate>
      {lastResult?.error && Object.keys(lastResult.error).length ? (
        <Notice kind="error">{t(DIVISION_FAILED)}</Notice>
      ) : null}
      <FormErrorSummary
        formErrors={form.errors?.map((message) => t(message))}
        fields={[
          translated(fields.division_name),
          translated(fields.division_color),
          translated(fields.division_order),
          translated(fields.division_description),
        ]}
      />
      {division?.version === undefined ? null : (
        <input {...getInputProps(fields.version, { type: 'hidden' })} />
      )}
      <Field
        label={t('Name')}
        errors={translated(fields.division_name).errors}
        inputProps={getInputProps(fields.division_name, { type: 'text' })}
      />
      <Field
        label={t('Colour')}
        hint={
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              data-testid={`${id}-swatch`}
              className="inline-block h-4 w-4 rounded-sm border border-slate-700"
              style={{ backgroundColor: /^#[0-9a-fA-F]{6}$/.test(color) ? color : 'transparent' }}
            />
            {t('# and six hexadecimal digits, such as #0cb2fc')}
          </span>
        }
        errors={translated(fields.division_color).errors}
        inputProps={{
          ...getInputProps(fields.division_color, { type: 'text' }),
          autoComplete: 'off',
          spellCheck: false,
        }}
      />
      <Field
        label={t('Order')}
        hint={t(
          'Divisions with a lower number come first. Left empty, it stays as it is (1 for a new division).',
        )}
        errors={translated(fields.division_order).errors}
        inputProps={{ ...getInputProps(fields.division_order, { type: 'number' }), min: 1 }}
      />
      <Textarea
        id={fields.division_description.id}
        name={fields.division_description.name}
        defaultValue={fields.division_description.initialValue ?? ''}
        errors={translated(fields.division_description).errors}
        label={t('Description (optional)')}
      />
      <Button disabled={hasErrors || submitting}>
        {submitting ? t('Submitting...') : submitLabel}
      </Button>
      {hasErrors ? (
        <p className="mt-2 text-sm text-slate-700">{t('Correct the fields above to save.')}</p>
      ) : null}
    </Form>
  )
}
