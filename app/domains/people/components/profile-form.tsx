import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { FormErrorSummary } from '~/components/ui/form'
import { Field } from '~/components/ui/field'
import { maskPhone, PROFILE_MESSAGES, ProfileSchema } from '../profile.schema'

export interface ProfileFormValues {
  first_name: string
  last_name: string
  personal_phone: string
  positions: number[]
}

interface PositionOption {
  id: number
  name: string
}

const SELECT_CLASSES =
  'mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-900'

/** True once React runs in the browser: the richer controls replace the no-JS ones then. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * The profile form of seed §5: first name (required), last name, personal phone with the mask
 * (999) 999-9999, positions (the first chosen is the primary one). The submit buttons are the
 * caller's: inside as `children`, or elsewhere with `form={id}`.
 */
export function ProfileForm({
  id,
  profile,
  positions,
  lastResult,
  children,
}: {
  id: string
  profile: ProfileFormValues
  positions: PositionOption[]
  lastResult?: SubmissionResult<string[]> | null
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { ...profile, positions: profile.positions.map(String) },
    constraint: getZodConstraint(ProfileSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
  })
  const translated = <T extends { id: string; errors?: string[] }>(field: T) => ({
    id: field.id,
    errors: field.errors?.map((message) => t(message)),
  })
  return (
    <Form method="post" {...getFormProps(form)} noValidate>
      <FormErrorSummary
        formErrors={form.errors?.map((message) => t(message))}
        fields={[
          translated(fields.first_name),
          translated(fields.last_name),
          translated(fields.personal_phone),
          translated(fields.positions),
        ]}
      />
      <Field
        label={t('First name')}
        errors={translated(fields.first_name).errors}
        inputProps={{
          ...getInputProps(fields.first_name, { type: 'text' }),
          autoComplete: 'given-name',
        }}
      />
      <Field
        label={t('Last name (optional)')}
        errors={translated(fields.last_name).errors}
        inputProps={{
          ...getInputProps(fields.last_name, { type: 'text' }),
          autoComplete: 'family-name',
        }}
      />
      <Field
        label={t('Personal phone (optional)')}
        hint={t('For example (555) 123-4567')}
        errors={translated(fields.personal_phone).errors}
        inputProps={{
          ...getInputProps(fields.personal_phone, { type: 'tel' }),
          inputMode: 'tel',
          autoComplete: 'tel-national',
          placeholder: '(999) 999-9999',
          onInput: (event) => {
            const input = event.currentTarget
            input.value = maskPhone(input.value)
          },
        }}
      />
      <PositionsField
        field={fields.positions}
        primaryField={fields.primary_position}
        positions={positions}
        errors={translated(fields.positions).errors}
      />
      {children}
    </Form>
  )
}

function PositionsField({
  field,
  primaryField,
  positions,
  errors,
}: {
  field: FieldMetadata<number[]>
  primaryField: FieldMetadata<number | undefined>
  positions: PositionOption[]
  errors?: string[]
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const initial = [field.initialValue ?? []].flat().map(Number)
  const hintId = `${field.id}-hint`
  const errorId = `${field.id}-error`
  const invalid = Boolean(errors?.length)
  const describedBy = [hintId, invalid ? errorId : ''].filter(Boolean).join(' ')
  if (positions.length === 0) {
    return (
      <div className="mb-5">
        <p className="text-base font-semibold text-slate-900">{t('Positions')}</p>
        <p className="mt-1 text-sm text-slate-600">
          {t('Your company has no positions yet. An administrator can add them later.')}
        </p>
      </div>
    )
  }
  return (
    <div className={`mb-5 ${invalid ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      <label htmlFor={field.id} className="block text-base font-semibold text-slate-900">
        {t('Positions')}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t(PROFILE_MESSAGES.primaryHint)}
        {hydrated ? null : ` ${t('Hold Ctrl (Cmd on a Mac) to choose more than one.')}`}
      </p>
      {invalid ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('Error:')}</span> {errors![0]}
        </p>
      ) : null}
      {hydrated ? (
        <OrderedPositions
          id={field.id}
          name={field.name}
          describedBy={describedBy}
          positions={positions}
          initial={initial}
        />
      ) : (
        <NativePositions
          field={field}
          primaryField={primaryField}
          describedBy={describedBy}
          positions={positions}
          initial={initial}
        />
      )}
    </div>
  )
}

/**
 * Without JavaScript: a native list box whose options start with the positions held (primary
 * first), so "the first chosen" is the first selected in the list, plus an explicit primary.
 */
function NativePositions({
  field,
  primaryField,
  describedBy,
  positions,
  initial,
}: {
  field: FieldMetadata<number[]>
  primaryField: FieldMetadata<number | undefined>
  describedBy: string
  positions: PositionOption[]
  initial: number[]
}) {
  const { t } = useTranslation()
  const held = initial.flatMap((id) => positions.filter((position) => position.id === id))
  const others = positions.filter((position) => !initial.includes(position.id))
  return (
    <>
      <select
        {...getSelectProps(field, { value: false })}
        multiple
        defaultValue={initial.map(String)}
        size={Math.min(8, positions.length)}
        aria-describedby={describedBy}
        className={SELECT_CLASSES}
      >
        {[...held, ...others].map((position) => (
          <option key={position.id} value={position.id}>
            {position.name}
          </option>
        ))}
      </select>
      <label htmlFor={primaryField.id} className="mt-4 block font-semibold text-slate-900">
        {t('Primary position (optional)')}
      </label>
      <p id={`${primaryField.id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('Leave it empty to make the first chosen position the primary one.')}
      </p>
      <select
        {...getSelectProps(primaryField, { value: false })}
        defaultValue=""
        aria-describedby={`${primaryField.id}-hint`}
        className={SELECT_CLASSES}
      >
        <option value="">{t('The first chosen position')}</option>
        {positions.map((position) => (
          <option key={position.id} value={position.id}>
            {position.name}
          </option>
        ))}
      </select>
    </>
  )
}

/** With JavaScript: positions are added one by one, in order, and can be removed. */
function OrderedPositions({
  id,
  name,
  describedBy,
  positions,
  initial,
}: {
  id: string
  name: string
  describedBy: string
  positions: PositionOption[]
  initial: number[]
}) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState(initial)
  const nameOf = (positionId: number) =>
    positions.find((position) => position.id === positionId)?.name ?? String(positionId)
  const available = positions.filter((position) => !chosen.includes(position.id))
  return (
    <>
      {chosen.length > 0 ? (
        <ol aria-label={t('Chosen positions')} className="mt-2 flex flex-wrap gap-2">
          {chosen.map((positionId, index) => (
            <li
              key={positionId}
              className="inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pr-1 pl-3 ring-1 ring-brand-600"
            >
              <input type="hidden" name={name} value={positionId} />
              <span>
                {nameOf(positionId)}
                {index === 0 ? ` (${t('primary')})` : null}
              </span>
              <button
                type="button"
                onClick={() => setChosen(chosen.filter((other) => other !== positionId))}
                className="rounded-full px-2 text-slate-900 hover:bg-brand-100"
                aria-label={t('Remove {{position}}', { position: nameOf(positionId) })}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <select
        id={id}
        value=""
        aria-describedby={describedBy}
        onChange={(event) => {
          const picked = Number(event.currentTarget.value)
          if (picked) setChosen([...chosen, picked])
        }}
        className={SELECT_CLASSES}
        disabled={available.length === 0}
      >
        <option value="">{t('Add a position…')}</option>
        {available.map((position) => (
          <option key={position.id} value={position.id}>
            {position.name}
          </option>
        ))}
      </select>
    </>
  )
}
