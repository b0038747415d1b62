import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { optionsOf, Select } from '~/components/ui/select'
import { ROLE_FLAGS, type Roles } from '~/platform/actor'
import { msg } from '~/i18n'
import { maskPhone, PROFILE_MESSAGES } from '../profile.schema'
import type { StaffInput } from '../staff.schema'
import { ROLE_FLAG_LABELS } from './staff-profile'

export interface StaffFormChoices {
  positions: { id: number; name: string }[]
  divisions: { id: number; name: string }[]
  people: { id: number; name: string; email: string }[]
  timezones: readonly string[]
  userTypes: readonly { user_type: string; user_type_slug: string }[]
}

const GENDER_LABELS = { MALE: msg('Male'), FEMALE: msg('Female'), OTHER: msg('Other') } as const

type Values = Record<string, string | string[] | undefined>

/** The person's saved values (loader JSON leaves an unset time zone out). */
type Saved = Omit<StaffInput, 'timezone' | 'user_type' | 'roles'> & { timezone?: string }

/** The form's values: what was just submitted (kept on error), else the saved person. */
function valuesOf(
  reply: SubmissionResult<string[]> | undefined,
  saved: Saved,
  roles: { userType: string; roles: Partial<Roles> } | undefined,
): Values {
  if (reply?.initialValue) return reply.initialValue as Values
  const values: Values = {
    first_name: saved.first_name,
    last_name: saved.last_name,
    email: saved.email,
    personal_phone: saved.personal_phone ?? '',
    gender: saved.gender ?? '',
    date_of_birth: saved.date_of_birth ?? '',
    hired_on: saved.hired_on ?? '',
    timezone: saved.timezone ?? 'UTC',
    positions: saved.positions.map(String),
    primary_position: saved.positions[0] === undefined ? '' : String(saved.positions[0]),
    manager: saved.manager === null ? '' : String(saved.manager),
    division: saved.division === null ? '' : String(saved.division),
    user_type: roles?.userType ?? 'staff',
  }
  for (const flag of ROLE_FLAGS) values[flag] = roles?.roles[flag] ? 'on' : undefined
  return values
}

const asList = (value: string | string[] | undefined) => [value ?? []].flat()

/**
 * Create and edit a staff member (seed §5 profile form plus the administrator's fields). A plain
 * form: list boxes are native, so it works the same without JavaScript. `roles` is given only to
 * company admins, who also get user type and role flags.
 */
export function StaffForm({
  saved,
  choices,
  reply,
  roles,
  personId,
  version,
  failure,
  submitLabel,
}: {
  saved: Saved
  choices: StaffFormChoices
  reply: SubmissionResult<string[]> | undefined
  roles?: { userType: string; roles: Partial<Roles> }
  personId?: number
  version?: number
  failure: string
  submitLabel: string
}) {
  const { t } = useTranslation()
  const values = valuesOf(reply, saved, roles)
  const errors = (reply?.error ?? {}) as Record<string, string[] | null>
  const fieldError = (name: string) => errors[name] ?? undefined
  const text = (name: string) => String(values[name] ?? '')
  const formErrors = [...(errors[''] ?? [])]
  const hasErrors = Object.values(errors).some((list) => list?.length)
  const fieldIds = [
    'first_name',
    'last_name',
    'email',
    'personal_phone',
    'gender',
    'date_of_birth',
    'hired_on',
    'timezone',
    'positions',
    'manager',
    'division',
    'user_type',
  ]
  const field = (name: string, label: string, type = 'text', hint?: string) => (
    <Field
      label={label}
      hint={hint}
      errors={fieldError(name)}
      inputProps={{ id: name, name, type, defaultValue: text(name) }}
    />
  )
  const chosenPositions = asList(values.positions)
  return (
    <Form method="post" noValidate className="max-w-2xl">
      {hasErrors ? (
        <ErrorSummary
          formErrors={[failure, ...formErrors]}
          fieldErrors={Object.fromEntries(fieldIds.map((id) => [id, fieldError(id)]))}
        />
      ) : null}
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      {field('first_name', t('First name'))}
      {field('last_name', t('Last name (optional)'))}
      {field('email', t('Email address'), 'email')}
      <Field
        label={t('Personal phone (optional)')}
        hint={t('For example (555) 123-4567')}
        errors={fieldError('personal_phone')}
        inputProps={{
          id: 'personal_phone',
          name: 'personal_phone',
          type: 'tel',
          inputMode: 'tel',
          placeholder: '(999) 999-9999',
          defaultValue: text('personal_phone'),
          onInput: (event) => {
            event.currentTarget.value = maskPhone(event.currentTarget.value)
          },
        }}
      />
      <Select
        id="gender"
        name="gender"
        label={t('Gender')}
        defaultValue={text('gender')}
        placeholder={t('Not set')}
        options={Object.entries(GENDER_LABELS).map(([value, label]) => ({
          value,
          label: t(label),
        }))}
      />
      {field('date_of_birth', t('Date of birth (optional)'), 'date')}
      {field('hired_on', t('Hired on (optional)'), 'date')}
      <Select
        id="timezone"
        name="timezone"
        label={t('Time zone')}
        errors={fieldError('timezone')}
        defaultValue={text('timezone') || 'UTC'}
        options={choices.timezones.map((zone) => ({ value: zone, label: zone }))}
      />
      <Select
        id="positions"
        name="positions"
        label={t('Positions')}
        hint={t(PROFILE_MESSAGES.primaryHint)}
        errors={fieldError('positions')}
        multiple
        size={Math.min(8, Math.max(3, choices.positions.length))}
        defaultValue={chosenPositions}
        options={optionsOf(choices.positions)}
      />
      <Select
        id="primary_position"
        name="primary_position"
        label={t('Primary position')}
        defaultValue={text('primary_position')}
        placeholder={t('The first chosen above')}
        options={optionsOf(choices.positions)}
      />
      <Select
        id="manager"
        name="manager"
        label={t('Manager')}
        errors={fieldError('manager')}
        defaultValue={text('manager')}
        placeholder={t('No manager')}
        options={choices.people
          .filter((person) => person.id !== personId)
          .map((person) => ({ value: person.id, label: `${person.name} (${person.email})` }))}
      />
      <Select
        id="division"
        name="division"
        label={t('Division')}
        errors={fieldError('division')}
        defaultValue={text('division')}
        placeholder={t('No division')}
        options={optionsOf(choices.divisions)}
      />
      {roles ? (
        <fieldset className="mb-6 rounded-md border border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t('User type and role flags')}</legend>
          <input type="hidden" name="edit_roles" value="on" />
          <Select
            id="user_type"
            name="user_type"
            label={t('User type')}
            errors={fieldError('user_type')}
            defaultValue={text('user_type') || 'staff'}
            options={choices.userTypes.map((type) => ({
              value: type.user_type_slug,
              label: t(type.user_type),
            }))}
          />
          <div className="grid gap-2 sm:grid-cols-2">
            {ROLE_FLAGS.map((flag) => (
              <Checkbox
                key={flag}
                className=""
                label={t(ROLE_FLAG_LABELS[flag])}
                inputProps={{ id: flag, name: flag, defaultChecked: values[flag] === 'on' }}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <Button>{submitLabel}</Button>
    </Form>
  )
}
