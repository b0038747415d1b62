import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Notice } from '~/components/ui/notice'
import { orderChoices, POSITION_MESSAGES, PositionFormSchema } from '../positions.schema'

export const SELECT_CLASSES =
  'mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-900'
const TEXTAREA_CLASSES =
  'mt-1 block w-full rounded-md border-2 border-slate-700 px-3 py-2 text-base text-slate-900'

/** The saved position the form starts from (empty for a new one). */
export interface PositionFormValues {
  name: string
  division: number | null
  manager: number | null
  order: number
  above_text: string
  description: string
  responsibilities: number[]
}

export interface PositionFormChoices {
  divisions: { id: number; name: string; color: string }[]
  /** The positions that may be chosen as manager (not itself, not one of its juniors). */
  managers: { id: number; name: string }[]
  responsibilities: { id: number; title: string }[]
  /** How many positions the company has: order choices run from 1 to this + 1. */
  positionCount: number
}

type Values = Record<string, string | string[] | undefined>
type Errors = Record<string, string[] | null | undefined>

/** The form's values: what was just submitted (kept on error), else the saved position. */
function valuesOf(
  reply: SubmissionResult<string[]> | undefined,
  saved: PositionFormValues,
): Values {
  if (reply?.initialValue) return reply.initialValue as Values
  return {
    name: saved.name,
    division: saved.division === null ? '' : String(saved.division),
    manager: saved.manager === null ? '' : String(saved.manager),
    order: String(saved.order),
    has_above_text: saved.above_text ? 'on' : undefined,
    above_text: saved.above_text,
    has_description: saved.description ? 'on' : undefined,
    description: saved.description,
    responsibilities: saved.responsibilities.map(String),
  }
}

/** Field messages of the browser-side check: the same zod schema the server uses. */
function clientErrors(form: HTMLFormElement): Errors {
  const submission = parseWithZod(new FormData(form), { schema: PositionFormSchema })
  return submission.status === 'success' ? {} : (submission.error ?? {})
}

function FieldShell({
  id,
  label,
  hint,
  errors,
  valid,
  children,
}: {
  id: string
  label: string
  hint?: string
  errors?: string[] | null
  /** With JavaScript, a checked field that passed shows 'Looks good!'. */
  valid?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  const invalid = Boolean(errors?.length)
  return (
    <div className={`mb-5 ${invalid ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      <label htmlFor={id} className="block text-base font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('Error:')}</span> {t(errors![0]!)}
        </p>
      ) : null}
      {children}
      {valid && !invalid ? (
        <p id={`${id}-valid`} className="mt-1 text-sm font-semibold text-green-800">
          {t(POSITION_MESSAGES.looksGood)}
        </p>
      ) : null}
    </div>
  )
}

const describedBy = (id: string, hint: boolean, errors?: string[] | null, valid?: boolean) =>
  [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : '', valid ? `${id}-valid` : '']
    .filter(Boolean)
    .join(' ') || undefined

/**
 * An optional text behind a switch (seed 001 §5: Header and Description). The switch is a real
 * checkbox: without JavaScript the text area is revealed by CSS when it is on; a switched-off
 * text is saved empty.
 */
function SwitchedText({
  name,
  label,
  textLabel,
  on,
  text,
  errors,
}: {
  name: 'above_text' | 'description'
  label: string
  textLabel: string
  on: boolean
  text: string
  errors?: string[] | null
}) {
  const { t } = useTranslation()
  const invalid = Boolean(errors?.length)
  return (
    <div className="group mb-5">
      <div className="flex items-center gap-3">
        <input
          id={`has_${name}`}
          name={`has_${name}`}
          type="checkbox"
          role="switch"
          defaultChecked={on}
          className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <label htmlFor={`has_${name}`} className="cursor-pointer font-semibold text-slate-900">
          {label}
        </label>
      </div>
      <div className="mt-3 hidden group-has-checked:block">
        <label htmlFor={name} className="block text-base font-semibold text-slate-900">
          {textLabel}
        </label>
        {invalid ? (
          <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
            <span className="sr-only">{t('Error:')}</span> {t(errors![0]!)}
          </p>
        ) : null}
        <textarea
          id={name}
          name={name}
          rows={3}
          defaultValue={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${name}-error` : undefined}
          className={TEXTAREA_CLASSES}
        />
      </div>
    </div>
  )
}

/**
 * The position form (seed 001 §2 and §5), for create and update. A plain form post: without
 * JavaScript the server checks it and answers with the messages next to the fields; with it,
 * the same schema checks fields as they change and before submitting.
 */
export function PositionForm({
  saved,
  choices,
  reply,
  version,
  failure,
}: {
  saved: PositionFormValues
  choices: PositionFormChoices
  reply: SubmissionResult<string[]> | undefined
  version?: number
  failure: string
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const values = valuesOf(reply, saved)
  const [checked, setChecked] = useState<Errors | null>(null)
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const summary = useRef<HTMLDivElement>(null)
  // A new answer from the server replaces what the browser had checked.
  useEffect(() => setChecked(null), [reply])
  const serverErrors = (reply?.error ?? {}) as Errors
  const errors: Errors = checked ?? serverErrors
  const fieldError = (name: string) => (checked && !touched.has(name) ? undefined : errors[name])
  const valid = (name: string) => checked !== null && touched.has(name) && !errors[name]?.length
  // The failure itself is the notice above; the summary lists what else went wrong.
  const formErrors = checked
    ? []
    : (serverErrors[''] ?? []).filter((message) => message !== failure)
  const hasErrors = Object.values(errors).some((list) => list?.length)
  const text = (name: string) => String(values[name] ?? '')
  const chosen = new Set([values.responsibilities ?? []].flat())

  const recheck = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement
    const nextTouched = new Set(touched).add(target.name)
    setTouched(nextTouched)
    setChecked(clientErrors(event.currentTarget))
  }
  const beforeSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = clientErrors(event.currentTarget)
    if (Object.values(found).some((list) => list?.length)) {
      event.preventDefault()
      setTouched(new Set(Object.keys(found)))
      setChecked(found)
      requestAnimationFrame(() =>
        summary.current?.querySelector<HTMLElement>('[role=alert]')?.focus(),
      )
    }
  }
  const busy = navigation.state !== 'idle'
  const submitting = navigation.state === 'submitting'

  return (
    <Form method="post" noValidate className="max-w-2xl" onChange={recheck} onSubmit={beforeSubmit}>
      <div ref={summary}>
        {reply && !checked && hasErrors ? <Notice kind="error">{t(failure)}</Notice> : null}
        {hasErrors && (!checked || Object.keys(errors).some((name) => touched.has(name))) ? (
          <ErrorSummary
            formErrors={formErrors}
            fieldErrors={Object.fromEntries(
              ['name', 'division', 'manager', 'order', 'responsibilities'].map((name) => [
                name,
                fieldError(name) ?? undefined,
              ]),
            )}
          />
        ) : null}
      </div>
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      <FieldShell id="name" label={t('Name')} errors={fieldError('name')} valid={valid('name')}>
        <input
          id="name"
          name="name"
          type="text"
          defaultValue={text('name')}
          aria-invalid={Boolean(fieldError('name')?.length) || undefined}
          aria-describedby={describedBy('name', false, fieldError('name'), valid('name'))}
          className={`mt-1 block w-full rounded-md border-2 px-3 py-2 text-base text-slate-900 ${
            fieldError('name')?.length ? 'border-red-700' : 'border-slate-700'
          }`}
        />
      </FieldShell>
      <FieldShell
        id="division"
        label={t('Division')}
        errors={fieldError('division')}
        valid={valid('division')}
      >
        <select
          id="division"
          name="division"
          defaultValue={text('division')}
          aria-invalid={Boolean(fieldError('division')?.length) || undefined}
          aria-describedby={describedBy(
            'division',
            false,
            fieldError('division'),
            valid('division'),
          )}
          className={SELECT_CLASSES}
        >
          <option value="">{t('Choose a division')}</option>
          {choices.divisions.map((division) => (
            <option key={division.id} value={division.id}>
              {division.name}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell
        id="manager"
        label={t('Manager position (optional)')}
        hint={t('The position this one reports to on the positional org chart.')}
        errors={fieldError('manager')}
      >
        <select
          id="manager"
          name="manager"
          defaultValue={text('manager')}
          aria-invalid={Boolean(fieldError('manager')?.length) || undefined}
          aria-describedby={describedBy('manager', true, fieldError('manager'))}
          className={SELECT_CLASSES}
        >
          <option value="">{t('No manager position')}</option>
          {choices.managers.map((position) => (
            <option key={position.id} value={position.id}>
              {position.name}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell
        id="order"
        label={t('Order')}
        hint={t(POSITION_MESSAGES.orderHint)}
        errors={fieldError('order')}
      >
        <select
          id="order"
          name="order"
          defaultValue={text('order') || '1'}
          aria-describedby={describedBy('order', true, fieldError('order'))}
          className={SELECT_CLASSES}
        >
          {orderChoices(choices.positionCount).map((order) => (
            <option key={order} value={order}>
              {order}
            </option>
          ))}
        </select>
      </FieldShell>
      <SwitchedText
        name="above_text"
        label={t('Header')}
        textLabel={t('Header text')}
        on={values.has_above_text === 'on'}
        text={text('above_text')}
        errors={fieldError('above_text')}
      />
      <SwitchedText
        name="description"
        label={t('Description')}
        textLabel={t('Description text')}
        on={values.has_description === 'on'}
        text={text('description')}
        errors={fieldError('description')}
      />
      <Responsibilities
        options={choices.responsibilities}
        chosen={chosen}
        errors={fieldError('responsibilities')}
      />
      <Button disabled={busy}>{submitting ? t('Submitting...') : t('Submit')}</Button>
    </Form>
  )
}

/**
 * The responsibilities multi-select as a list of checkboxes: each one can be unticked, so the
 * choice is clearable without JavaScript; with it, one button clears them all.
 */
function Responsibilities({
  options,
  chosen,
  errors,
}: {
  options: { id: number; title: string }[]
  chosen: Set<string>
  errors?: string[] | null
}) {
  const { t } = useTranslation()
  const box = useRef<HTMLFieldSetElement>(null)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const invalid = Boolean(errors?.length)
  return (
    <fieldset
      ref={box}
      id="responsibilities"
      className={`mb-6 ${invalid ? 'border-l-4 border-red-700 pl-3' : ''}`}
      aria-describedby="responsibilities-hint"
    >
      <legend className="text-base font-semibold text-slate-900">
        {t('Responsibilities (optional)')}
      </legend>
      <p id="responsibilities-hint" className="mt-1 text-sm text-slate-600">
        {options.length === 0
          ? t('Your company has no responsibilities yet.')
          : t('The responsibilities that come with this position.')}
      </p>
      {invalid ? (
        <p className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('Error:')}</span> {t(errors![0]!)}
        </p>
      ) : null}
      {options.length > 0 ? (
        <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto rounded-md border-2 border-slate-300 p-3">
          {options.map((option) => (
            <li key={option.id} className="flex items-center gap-2">
              <input
                id={`responsibility-${option.id}`}
                type="checkbox"
                name="responsibilities"
                value={option.id}
                defaultChecked={chosen.has(String(option.id))}
                className="h-5 w-5"
              />
              <label htmlFor={`responsibility-${option.id}`}>{option.title}</label>
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated && options.length > 0 ? (
        <Button
          type="button"
          variant="link"
          className="mt-2"
          onClick={() => {
            box.current
              ?.querySelectorAll<HTMLInputElement>('input[type=checkbox]')
              .forEach((input) => (input.checked = false))
          }}
        >
          {t('Clear responsibilities')}
        </Button>
      ) : null}
    </fieldset>
  )
}
