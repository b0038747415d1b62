import { parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useEffect, useState } from 'react'
import { z } from 'zod'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses, SubmitButton } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, FieldFrame, Textarea } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import {
  LocalWorkNotice,
  useLocalWork,
} from '~/domains/knowledge/articles/components/article-form-local-work'
import { msg } from '~/i18n'
import { fieldErrorsOf, type FormReply } from '~/platform/form-reply'
import {
  draftOf,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  type QuestionDraft,
  type QuizDraft,
} from '../quizzes.schema'

type Errors = Record<string, string[] | undefined>

export const KIND_LABELS = {
  single: msg('Single choice'),
  multiple: msg('Multiple choice'),
  true_false: msg('True or false'),
} as const

/** What the form holds, as a draft (conform reads the nested field names). */
const typedIn = (formData: FormData) =>
  draftOf(parseWithZod(formData, { schema: z.unknown() }).payload)

/** The quiz's two whole numbers from 0 to 100. */
const NUMBER_FIELDS = [
  {
    name: 'pass_mark_percent',
    label: msg('Pass mark (%)'),
    hint: msg('The share of questions to answer right, from 0 to 100'),
  },
  { name: 'attempts_allowed', label: msg('Attempts allowed'), hint: msg('0 means unlimited') },
] as const

/**
 * The quiz editor (create and edit). Every control is a plain form field; the structure buttons
 * post the whole form under `change` and the server sends it back changed (quizFormAction), so it
 * works the same without JavaScript. With JavaScript, what is typed is also kept in the browser
 * (like the article form) and offered back when the page is opened again.
 */
export function QuizForm({
  saved,
  reply,
  version,
  storageKey,
  serverUpdatedAt,
  submitLabel,
  cancelTo,
}: {
  saved: QuizDraft
  reply?: FormReply
  version?: number
  storageKey: string
  serverUpdatedAt: string | null
  submitLabel: string
  cancelTo: string
}) {
  const { t } = useTranslation()
  const work = useLocalWork(storageKey, serverUpdatedAt)
  const [draft, setDraft] = useState(() =>
    reply?.initialValue ? draftOf(reply.initialValue) : saved,
  )
  const [formKey, setFormKey] = useState(0)
  const show = (next: QuizDraft) => {
    setDraft(next)
    setFormKey((key) => key + 1)
  }
  // A new answer from the server (a structure change, a refusal) replaces the form on show.
  useEffect(() => {
    if (reply?.initialValue) show(draftOf(reply.initialValue))
  }, [reply])
  useEffect(() => {
    if (!work.restored) return
    const formData = new FormData()
    for (const [name, value] of work.restored.entries) formData.append(name, value)
    show(typedIn(formData))
  }, [work.restored])

  const errors: Errors = reply?.status === 'error' ? fieldErrorsOf(reply) : {}
  const { '': formErrors, ...fieldErrors } = errors
  return (
    <Form
      key={formKey}
      method="post"
      noValidate
      className="mt-6"
      onInput={(event) => work.save(event.currentTarget)}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        if (!submitter?.getAttribute('name')) work.forget()
      }}
    >
      {/* Enter in a text box saves: the first submit button of a form is its default. */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      <LocalWorkNotice
        work={work}
        newerTitle={t('A newer version of this quiz was saved after your unsaved changes.')}
      />
      <ErrorSummary fieldErrors={fieldErrors} formErrors={(formErrors ?? []).filter(Boolean)} />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      <Field
        label={t('Title')}
        errors={errors.title}
        inputProps={{ id: 'title', name: 'title', defaultValue: draft.title, maxLength: 255 }}
      />
      <Textarea
        id="description"
        name="description"
        label={t('Description')}
        rows={3}
        defaultValue={draft.description}
        errors={errors.description}
      />
      <div className="grid gap-x-6 sm:grid-cols-2">
        {NUMBER_FIELDS.map(({ name, label, hint }) => (
          <Field
            key={name}
            label={t(label)}
            hint={t(hint)}
            errors={errors[name]}
            inputProps={{
              id: name,
              name,
              type: 'number',
              min: 0,
              max: 100,
              inputMode: 'numeric',
              defaultValue: draft[name],
              className: 'w-32',
            }}
          />
        ))}
      </div>
      <Checkbox
        label={t('Shuffle answers')}
        hint={t('Each person sees the answers of a question in their own order')}
        inputProps={{
          id: 'shuffle_answers',
          name: 'shuffle_answers',
          defaultChecked: draft.shuffle_answers,
        }}
      />

      <h2 id="questions" tabIndex={-1} className="mt-8 text-2xl font-bold">
        {t('Questions')}
      </h2>
      {errors.questions ? (
        <p className="mt-2 font-semibold text-red-700">{t(errors.questions[0]!)}</p>
      ) : null}
      <ol className="mt-4 space-y-6">
        {draft.questions.map((question, index) => (
          <QuestionFields
            key={index}
            question={question}
            index={index}
            errors={errors}
            // With JavaScript a new kind shows at once (true/false: its two answers).
            onKindChange={(form) => show(typedIn(new FormData(form)))}
          />
        ))}
      </ol>
      {draft.questions.length < MAX_QUESTIONS ? (
        <Button variant="secondary" name="change" value="add-question" className="mt-4">
          {t('Add question')}
        </Button>
      ) : null}

      <div className="mt-8 flex flex-wrap items-center gap-4">
        <SubmitButton>{submitLabel}</SubmitButton>
        <Link to={cancelTo} className={buttonClasses('link')} onClick={work.forget}>
          {t('Cancel')}
        </Link>
      </div>
    </Form>
  )
}

/** One question: its kind, its text and its answers, each answer's text and whether it is right. */
function QuestionFields({
  question,
  index,
  errors,
  onKindChange,
}: {
  question: QuestionDraft
  index: number
  errors: Errors
  onKindChange: (form: HTMLFormElement) => void
}) {
  const { t } = useTranslation()
  const name = `questions[${index}]`
  const number = index + 1
  const fixed = question.kind === 'true_false'
  return (
    <li className="rounded-md border-2 border-slate-300 p-4">
      <h3 className="text-lg font-semibold">{t('Question {{number}}', { number })}</h3>
      {question.id ? <input type="hidden" name={`${name}.id`} value={question.id} /> : null}
      <Select
        id={`${name}.kind`}
        name={`${name}.kind`}
        label={t('Kind')}
        hint={t('True or false offers the answers True and False')}
        defaultValue={question.kind}
        options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label: t(label) }))}
        errors={errors[`${name}.kind`]}
        onChange={(event) => event.currentTarget.form && onKindChange(event.currentTarget.form)}
      />
      <Textarea
        id={`${name}.text`}
        name={`${name}.text`}
        label={t('Question text')}
        rows={2}
        defaultValue={question.text}
        errors={errors[`${name}.text`]}
      />
      <FieldFrame
        id={`${name}.options`}
        label={t('Answers (tick the right ones)')}
        errors={errors[`${name}.options`]}
        group
      >
        <ul className="mt-2 space-y-3">
          {question.options.map((option, optionIndex) => {
            const optionName = `${name}.options[${optionIndex}]`
            const label = t('Answer {{number}}', { number: optionIndex + 1 })
            return (
              <li key={optionIndex} className="flex flex-wrap items-end gap-3">
                {option.id ? (
                  <input type="hidden" name={`${optionName}.id`} value={option.id} />
                ) : null}
                {fixed ? (
                  <>
                    <input type="hidden" name={`${optionName}.text`} value={option.text} />
                    <span className="min-w-24 font-semibold">{t(option.text)}</span>
                  </>
                ) : (
                  <Field
                    label={label}
                    className="min-w-64 flex-1"
                    errors={errors[`${optionName}.text`]}
                    inputProps={{
                      id: `${optionName}.text`,
                      name: `${optionName}.text`,
                      defaultValue: option.text,
                    }}
                  />
                )}
                <Checkbox
                  label={t('Right answer')}
                  className="mb-2"
                  inputProps={{
                    id: `${optionName}.is_correct`,
                    name: `${optionName}.is_correct`,
                    defaultChecked: option.is_correct,
                    'aria-label': t('{{answer}} is a right answer', {
                      answer: fixed ? t(option.text) : label,
                    }),
                  }}
                />
                {fixed ? null : (
                  <Button
                    variant="link"
                    name="change"
                    value={`remove-option.${index}.${optionIndex}`}
                    className="mb-2"
                  >
                    {t('Remove answer')}
                    <span className="sr-only"> {label}</span>
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      </FieldFrame>
      <div className="mt-2 flex flex-wrap gap-4">
        {fixed || question.options.length >= MAX_OPTIONS ? null : (
          <Button variant="secondary" name="change" value={`add-option.${index}`}>
            {t('Add answer')}
            <span className="sr-only"> {t('to question {{number}}', { number })}</span>
          </Button>
        )}
        <Button variant="danger" name="change" value={`remove-question.${index}`}>
          {t('Remove question {{number}}', { number })}
        </Button>
      </div>
    </li>
  )
}
