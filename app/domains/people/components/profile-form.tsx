import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { z } from 'zod'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { useHydrated } from '~/components/use-hydrated'
import { FormErrorSummary, useSchemaForm } from '~/components/ui/form'
import { Field, FieldFrame, type ControlState } from '~/components/ui/field'
import { optionsOf, Select, SelectControl } from '~/components/ui/select'
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
  const [form, fields] = useSchemaForm<z.input<typeof ProfileSchema>>({
    id,
    schema: ProfileSchema,
    lastResult,
    defaultValue: { ...profile, positions: profile.positions.map(String) },
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
    <FieldFrame
      id={field.id}
      label={t('Positions')}
      hint={`${t(PROFILE_MESSAGES.primaryHint)}${
        hydrated ? '' : ` ${t('Hold Ctrl (Cmd on a Mac) to choose more than one.')}`
      }`}
      errors={errors}
    >
      {(state) =>
        hydrated ? (
          <OrderedPositions
            id={field.id}
            name={field.name}
            state={state}
            positions={positions}
            initial={initial}
          />
        ) : (
          <NativePositions
            field={field}
            primaryField={primaryField}
            state={state}
            positions={positions}
            initial={initial}
          />
        )
      }
    </FieldFrame>
  )
}

/**
 * Without JavaScript: a native list box whose options start with the positions held (primary
 * first), so "the first chosen" is the first selected in the list, plus an explicit primary.
 */
function NativePositions({
  field,
  primaryField,
  state,
  positions,
  initial,
}: {
  field: FieldMetadata<number[]>
  primaryField: FieldMetadata<number | undefined>
  state: ControlState
  positions: PositionOption[]
  initial: number[]
}) {
  const { t } = useTranslation()
  const held = initial.flatMap((id) => positions.filter((position) => position.id === id))
  const others = positions.filter((position) => !initial.includes(position.id))
  return (
    <>
      <SelectControl
        {...getSelectProps(field, { value: false })}
        multiple
        defaultValue={initial.map(String)}
        size={Math.min(8, positions.length)}
        state={state}
        options={optionsOf([...held, ...others])}
      />
      <Select
        id={primaryField.id}
        name={primaryField.name}
        form={primaryField.formId}
        label={t('Primary position (optional)')}
        hint={t('Leave it empty to make the first chosen position the primary one.')}
        className="mt-4"
        defaultValue=""
        placeholder={t('The first chosen position')}
        options={optionsOf(positions)}
      />
    </>
  )
}

/** With JavaScript: positions are added one by one, in order, and can be removed. */
function OrderedPositions({
  id,
  name,
  state,
  positions,
  initial,
}: {
  id: string
  name: string
  state: ControlState
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
      <SelectControl
        id={id}
        value=""
        state={state}
        onChange={(event) => {
          const picked = Number(event.currentTarget.value)
          if (picked) setChosen([...chosen, picked])
        }}
        disabled={available.length === 0}
        options={optionsOf(available)}
        placeholder={t('Add a position…')}
      />
    </>
  )
}
