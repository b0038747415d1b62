import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '~/components/translation'
import { useHydrated } from '~/components/use-hydrated'
import { Button, SubmitButton } from '~/components/ui/button'
import { CheckboxGroup } from '~/components/ui/choice'
import { Field, Textarea } from '~/components/ui/field'
import { optionsOf, Select } from '~/components/ui/select'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Notice } from '~/components/ui/notice'
import { orderChoices, POSITION_MESSAGES, PositionFormSchema } from '../positions.schema'

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
        <Textarea
          id={name}
          name={name}
          label={textLabel}
          errors={errors}
          rows={3}
          defaultValue={text}
          className=""
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
  const looksGood = (name: string) =>
    valid(name) ? { id: `${name}-valid`, content: t(POSITION_MESSAGES.looksGood) } : null
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
      <Field
        label={t('Name')}
        errors={fieldError('name')}
        after={looksGood('name')}
        inputProps={{ id: 'name', name: 'name', type: 'text', defaultValue: text('name') }}
      />
      <Select
        id="division"
        name="division"
        label={t('Division')}
        errors={fieldError('division')}
        after={looksGood('division')}
        defaultValue={text('division')}
        placeholder={t('Choose a division')}
        options={optionsOf(choices.divisions)}
      />
      <Select
        id="manager"
        name="manager"
        label={t('Manager position (optional)')}
        hint={t('The position this one reports to on the positional org chart.')}
        errors={fieldError('manager')}
        defaultValue={text('manager')}
        placeholder={t('No manager position')}
        options={optionsOf(choices.managers)}
      />
      <Select
        id="order"
        name="order"
        label={t('Order')}
        hint={t(POSITION_MESSAGES.orderHint)}
        errors={fieldError('order')}
        defaultValue={text('order') || '1'}
        options={orderChoices(choices.positionCount).map((order) => ({
          value: order,
          label: String(order),
        }))}
      />
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
      <SubmitButton disabled={busy}>{t('Submit')}</SubmitButton>
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
  const hydrated = useHydrated()
  return (
    <CheckboxGroup
      name="responsibilities"
      legend={t('Responsibilities (optional)')}
      hint={
        options.length === 0
          ? t('Your company has no responsibilities yet.')
          : t('The responsibilities that come with this position.')
      }
      errors={errors}
      boxed
      className="mb-6"
      choices={options.map((option) => ({ value: option.id, label: option.title }))}
      defaultValue={[...chosen]}
    >
      {hydrated && options.length > 0 ? (
        <Button
          type="button"
          variant="link"
          className="mt-2"
          onClick={(event) => {
            event.currentTarget
              .closest('fieldset')
              ?.querySelectorAll<HTMLInputElement>('input[type=checkbox]')
              .forEach((input) => (input.checked = false))
          }}
        >
          {t('Clear responsibilities')}
        </Button>
      ) : null}
    </CheckboxGroup>
  )
}
