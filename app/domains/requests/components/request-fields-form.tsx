import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { FormActions, SubmitButton } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import type { FormReply } from '~/platform/form-reply'
import { CURRENCY_OPTIONS } from '../../company/currencies'
import type { RequestKind } from '../request-constants'

/** The type a form files under: its kind decides the fields. */
export interface FormType {
  id: number
  name: string
  kind: RequestKind
  description: string
}

/** The values a form starts from (a saved request being edited, or nothing). */
export type RequestValues = Partial<Record<string, string | boolean | number | null>>

/** Today, for a new expense's default day. */
const today = () => new Date().toISOString().slice(0, 10)

/**
 * The fields of a request of one type (its kind's own fields after a title and details), for
 * filing it and for editing it after changes were asked for. Plain post; the reply's values are
 * shown again with their messages.
 */
export function RequestFieldsForm({
  type,
  timeOffKinds,
  saved = {},
  reply,
  version,
  intent,
  submitLabel,
  cancelTo,
}: {
  type: FormType
  timeOffKinds: readonly { id: number; name: string }[]
  saved?: RequestValues
  reply: FormReply | undefined
  version?: number
  intent?: string
  submitLabel: string
  cancelTo: string
}) {
  const { t } = useTranslation()
  const errors = (reply?.error ?? {}) as Record<string, string[] | undefined>
  const sent = (reply?.initialValue ?? null) as Record<string, unknown> | null
  const value = (name: string, fallback = ''): string => {
    const typed = sent ? sent[name] : saved[name]
    return typed === null || typed === undefined ? fallback : String(typed)
  }
  const field = (name: string, label: string, type = 'text', extra: object = {}) => (
    <Field
      label={label}
      errors={errors[name]}
      inputProps={{ id: name, name, type, defaultValue: value(name), ...extra }}
    />
  )
  return (
    <>
      <ErrorSummary
        fieldErrors={Object.fromEntries(Object.entries(errors).filter(([key]) => key !== ''))}
        formErrors={errors['']}
      />
      <Form method="post" noValidate>
        <input type="hidden" name="type" value={type.id} />
        <input type="hidden" name="kind" value={type.kind} />
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        {version === undefined ? null : <input type="hidden" name="version" value={version} />}
        {field('title', t('Title'), 'text', { maxLength: 200 })}
        {type.kind === 'time_off' ? (
          <>
            <Select
              id="time_off_kind"
              name="time_off_kind"
              label={t('Kind of time off')}
              errors={errors.time_off_kind}
              defaultValue={value('time_off_kind')}
              placeholder={t('Choose…')}
              options={timeOffKinds.map((kind) => ({ value: kind.id, label: kind.name }))}
            />
            {field('starts_on', t('First day'), 'date')}
            {field('ends_on', t('Last day'), 'date')}
            <Checkbox
              label={t('Half a day')}
              hint={t('For a single day only.')}
              errors={errors.half_day}
              inputProps={{
                id: 'half_day',
                name: 'half_day',
                defaultChecked: value('half_day') === 'on' || value('half_day') === 'true',
              }}
            />
          </>
        ) : null}
        {type.kind === 'expense' ? (
          <>
            {field('amount', t('Amount'), 'text', { inputMode: 'decimal' })}
            <Select
              id="currency"
              name="currency"
              label={t('Currency')}
              errors={errors.currency}
              defaultValue={value('currency')}
              options={CURRENCY_OPTIONS}
            />
            <Field
              label={t('Date of the expense')}
              errors={errors.spent_on}
              inputProps={{
                id: 'spent_on',
                name: 'spent_on',
                type: 'date',
                defaultValue: value('spent_on', today()),
              }}
            />
            {field('merchant', t('Paid to (optional)'))}
          </>
        ) : null}
        {type.kind === 'equipment' ? (
          <>
            {field('item', t('What is needed'))}
            <Field
              label={t('Quantity')}
              errors={errors.quantity}
              inputProps={{
                id: 'quantity',
                name: 'quantity',
                type: 'number',
                min: 1,
                max: 1000,
                defaultValue: value('quantity', '1'),
              }}
            />
            {field('needed_by', t('Needed by (optional)'), 'date')}
          </>
        ) : null}
        <Textarea
          id="details"
          name="details"
          label={type.kind === 'general' ? t('What do you ask for?') : t('Details (optional)')}
          defaultValue={value('details')}
          errors={errors.details}
        />
        <FormActions cancelTo={cancelTo}>
          <SubmitButton>{submitLabel}</SubmitButton>
        </FormActions>
      </Form>
    </>
  )
}
