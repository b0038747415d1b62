import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { Field, Textarea } from '~/components/ui/field'
import { optionsOf, Select } from '~/components/ui/select'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Notice } from '~/components/ui/notice'
import { orderChoices, POSITION_MESSAGES, PositionFormSchema } from '../positions.schema'
import { msg } from '~/i18n'
import { LinkedChoices, type LinkedListTexts, type LinkOption } from './linked-choices'

/** The saved position the form starts from (empty for a new one). */
export interface PositionFormValues {
  name: string
  division: number | null
  manager: number | null
  order: number
  division_order: number
  above_text: string
  description: string
  responsibilities: number[]
  articles: number[]
  courses: number[]
}

export interface PositionFormChoices {
  divisions: { id: number; name: string; color: string }[]
  /** The positions that may be chosen as manager (not itself, not one of its juniors). */
  managers: { id: number; name: string }[]
  responsibilities: LinkOption[]
  /** Published articles and courses (plus those already chosen), assigned to its holders. */
  articles: LinkOption[]
  courses: LinkOption[]
  /** How many positions the company has: order choices run from 1 to this + 1. */
  positionCount: number
}

type Values = Record<string, string | string[] | undefined>

/** The lists of linked records, in the order of the form (English keys, translated there). */
const LINKED_LISTS = [
  {
    name: 'responsibilities',
    texts: {
      legend: msg('Responsibilities (optional)'),
      hint: msg('The responsibilities that come with this position.'),
      none: msg('Your company has no responsibilities yet.'),
      filter: msg('Filter responsibilities'),
      clear: msg('Clear responsibilities'),
    },
  },
  {
    name: 'articles',
    texts: {
      legend: msg('Articles (optional)'),
      hint: msg('Assigned to everyone who holds this position.'),
      none: msg('Your company has no published articles yet.'),
      filter: msg('Filter articles'),
      clear: msg('Clear articles'),
    },
  },
  {
    name: 'courses',
    texts: {
      legend: msg('Courses (optional)'),
      hint: msg('Assigned to everyone who holds this position.'),
      none: msg('Your company has no courses yet.'),
      filter: msg('Filter courses'),
      clear: msg('Clear courses'),
    },
  },
] as const satisfies readonly { name: string; texts: LinkedListTexts }[]

/** The fields the error summary links to, in the order of the form. */
const LISTED_FIELDS = [
  'name',
  'division',
  'manager',
  'order',
  'division_order',
  ...LINKED_LISTS.map((list) => list.name),
]
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
    division_order: String(saved.division_order),
    has_above_text: saved.above_text ? 'on' : undefined,
    above_text: saved.above_text,
    has_description: saved.description ? 'on' : undefined,
    description: saved.description,
    responsibilities: saved.responsibilities.map(String),
    articles: saved.articles.map(String),
    courses: saved.courses.map(String),
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
  const orderOptions = orderChoices(choices.positionCount).map((order) => ({
    value: order,
    label: String(order),
  }))
  const chosen = (name: 'responsibilities' | 'articles' | 'courses') => [values[name] ?? []].flat()

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
              LISTED_FIELDS.map((name) => [name, fieldError(name) ?? undefined]),
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
        options={orderOptions}
      />
      <Select
        id="division_order"
        name="division_order"
        label={t('Place in the division')}
        hint={t(POSITION_MESSAGES.divisionOrderHint)}
        errors={fieldError('division_order')}
        defaultValue={text('division_order') || '1'}
        options={orderOptions}
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
      {LINKED_LISTS.map(({ name, texts }) => (
        <LinkedChoices
          key={name}
          name={name}
          texts={texts}
          options={choices[name]}
          chosen={chosen(name)}
          errors={fieldError(name)}
        />
      ))}
      <SubmitButton disabled={busy}>{t('Submit')}</SubmitButton>
    </Form>
  )
}
