import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { optionsOf, Select, type SelectProps } from '~/components/ui/select'
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

/** Colleagues as a manager select lists them: name and email. */
export const personOptions = (people: StaffFormChoices['people']) =>
  people.map((person) => ({ value: person.id, label: `${person.name} (${person.email})` }))

/** The user types, their names translated. */
export const userTypeOptions = (
  userTypes: StaffFormChoices['userTypes'],
  t: (key: string) => string,
) => userTypes.map((type) => ({ value: type.user_type_slug, label: t(type.user_type) }))

/** The company admin's part of a staff form (one person or many): user type and role flags. */
export function RolesFieldset({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <fieldset className="mb-6 rounded-md border border-slate-300 p-4">
      <legend className="px-1 font-semibold">{t('User type and role flags')}</legend>
      {children}
    </fieldset>
  )
}

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
  /** A select of one of the person's fields, with its saved or submitted value and its error. */
  const select = (
    name: string,
    label: string,
    options: SelectProps['options'],
    props: Partial<SelectProps> = {},
  ) => (
    <Select
      id={name}
      name={name}
      label={label}
      errors={fieldError(name)}
      defaultValue={text(name)}
      options={options}
      {...props}
    />
  )
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
      {select(
        'gender',
        t('Gender'),
        Object.entries(GENDER_LABELS).map(([value, label]) => ({ value, label: t(label) })),
        { placeholder: t('Not set') },
      )}
      {field('date_of_birth', t('Date of birth (optional)'), 'date')}
      {field('hired_on', t('Hired on (optional)'), 'date')}
      {select(
        'timezone',
        t('Time zone'),
        choices.timezones.map((zone) => ({ value: zone, label: zone })),
        { defaultValue: text('timezone') || 'UTC' },
      )}
      {select('positions', t('Positions'), optionsOf(choices.positions), {
        hint: t(PROFILE_MESSAGES.primaryHint),
        multiple: true,
        size: Math.min(8, Math.max(3, choices.positions.length)),
        defaultValue: asList(values.positions),
      })}
      {select('primary_position', t('Primary position'), optionsOf(choices.positions), {
        placeholder: t('The first chosen above'),
      })}
      {select(
        'manager',
        t('Manager'),
        personOptions(choices.people.filter((person) => person.id !== personId)),
        { placeholder: t('No manager') },
      )}
      {select('division', t('Division'), optionsOf(choices.divisions), {
        placeholder: t('No division'),
      })}
      {roles ? (
        <RolesFieldset>
          <input type="hidden" name="edit_roles" value="on" />
          {select('user_type', t('User type'), userTypeOptions(choices.userTypes, t), {
            defaultValue: text('user_type') || 'staff',
          })}
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
        </RolesFieldset>
      ) : null}
      <Button>{submitLabel}</Button>
    </Form>
  )
}
