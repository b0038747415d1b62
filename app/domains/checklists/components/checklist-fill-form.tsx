import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { FormActions, SubmitButton } from '~/components/ui/button'
import { Field, FieldFrame, Textarea } from '~/components/ui/field'
import { isConflict, readReply, type FormReply } from '~/platform/form-reply'
import { FormTop } from './form-top'
import { assigneeValue } from '../checklists.schema'
import type { ChecklistAbilities, AssigneeChoices } from '../checklist-page-helpers.server'
import type { ChecklistDto, ChecklistItemDto } from '../checklist-records.server'
import { AssigneeSelect } from './assignee-select'
import { AnswerValue, DoneBy } from './checklist-items'
import { FileItemField, FileItemForms } from './file-item-field'
import { SignatureField } from './signature-field'

/** The answer a form shows for an item: what was typed (after a refusal), else what is saved. */
function typedOr(typed: unknown, saved: string | null): string {
  const last = Array.isArray(typed) ? typed.filter((one) => one !== '').at(-1) : typed
  if (typeof last === 'string') return last
  return typed === undefined ? (saved ?? '') : ''
}

/**
 * A file item's form answers at `file`, naming the item it posted for: its message belongs at
 * that item's field (and the summary's link goes there). A file refused before the form could
 * be read (too large) names no item, and its message stays in the summary.
 */
function withFileErrorsAtItem(
  replied: ReturnType<typeof readReply>,
  item: unknown,
): ReturnType<typeof readReply> {
  const { file, ...others } = replied.errors
  if (!file || typeof item !== 'string') return replied
  return { ...replied, errors: { ...others, [`answers.${item}`]: file } }
}

/**
 * The fill form of a checklist: one field per item by its kind, Save progress and Complete. On
 * a 409 the form keeps what was typed and shows what is saved now next to it, with the seed's
 * warning; saving again then saves over the newer version on purpose.
 */
export function ChecklistFillForm({
  checklist,
  abilities,
  choices,
  reply,
  timezone,
}: {
  checklist: ChecklistDto
  abilities: ChecklistAbilities
  choices: AssigneeChoices | null
  reply: FormReply<never, ChecklistDto> | undefined
  timezone: string
}) {
  const { t } = useTranslation()
  const typed = (reply?.initialValue ?? {}) as Record<string, unknown> & {
    answers?: Record<string, unknown>
  }
  const { errors, formErrors } = withFileErrorsAtItem(readReply(reply), typed.item)
  const hasTyped = reply?.initialValue !== undefined
  const current = isConflict(reply) ? reply?.current : undefined
  const answerOf = (item: ChecklistItemDto) =>
    hasTyped ? typedOr(typed.answers?.[item.id], item.value) : (item.value ?? '')
  const text = (name: string, saved: string) =>
    hasTyped && typeof typed[name] === 'string' ? (typed[name] as string) : saved
  return (
    <>
      <Form method="post" noValidate className="mt-6" key={reply ? JSON.stringify(reply) : 'saved'}>
        <FormTop
          saveLabel={t('Save progress')}
          errors={errors}
          formErrors={formErrors}
          saved={
            current && {
              title: t('The checklist as it is saved now'),
              values: current.items
                .filter((item) => item.kind !== 'section')
                .map((item) => ({
                  label: item.label,
                  value: <AnswerValue checklistId={checklist.id} item={item} />,
                })),
            }
          }
        />
        <input type="hidden" name="version" value={current?.version ?? checklist.version} />
        {abilities.manageChecklists && choices ? (
          <fieldset className="mb-6 rounded-md border-2 border-slate-300 p-4">
            <legend className="px-1 font-semibold">{t('Details')}</legend>
            <Field
              label={t('Title')}
              errors={errors.title}
              inputProps={{
                id: 'title',
                name: 'title',
                defaultValue: text('title', checklist.title),
              }}
            />
            <Field
              label={t('Due date')}
              errors={errors.due_on}
              inputProps={{
                id: 'due_on',
                name: 'due_on',
                type: 'date',
                defaultValue: text('due_on', checklist.due_on ?? ''),
              }}
            />
            <AssigneeSelect
              choices={choices}
              defaultValue={text('assigned_to', assigneeValue(checklist.assigned_to))}
              errors={errors.assigned_to}
              nobody={t('Nobody in particular')}
            />
          </fieldset>
        ) : null}
        {checklist.items.map((item) => (
          <ItemField
            key={item.id}
            checklistId={checklist.id}
            item={item}
            value={answerOf(item)}
            errors={errors[`answers.${item.id}`]}
            timezone={timezone}
          />
        ))}
        <FormActions cancelTo={`/checklist/display/${checklist.id}`}>
          <SubmitButton name="intent" value="save" variant="secondary">
            {t('Save progress')}
          </SubmitButton>
          <SubmitButton name="intent" value="complete">
            {t('Complete checklist')}
          </SubmitButton>
        </FormActions>
      </Form>
      <FileItemForms items={checklist.items} />
    </>
  )
}

/** One item's field by its kind, with who answered it and when. */
function ItemField({
  checklistId,
  item,
  value,
  errors,
  timezone,
}: {
  checklistId: number
  item: ChecklistItemDto
  value: string
  errors: string[] | undefined
  timezone: string
}) {
  const { t } = useTranslation()
  if (item.kind === 'section') {
    return <h2 className="mt-8 mb-3 text-xl font-bold">{item.label}</h2>
  }
  const name = `answers.${item.id}`
  const label = item.required ? `${item.label} (${t('required')})` : item.label
  const doneBy = <DoneBy item={item} timezone={timezone} />
  if (item.kind === 'file') {
    return (
      <FileItemField
        checklistId={checklistId}
        item={item}
        label={label}
        errors={errors}
        doneBy={doneBy}
      />
    )
  }
  if (item.kind === 'text') {
    return (
      <Textarea
        id={name}
        name={name}
        label={label}
        rows={2}
        defaultValue={value}
        errors={errors}
        hint={item.done_at ? doneBy : undefined}
      />
    )
  }
  if (item.kind === 'number' || item.kind === 'date') {
    return (
      <Field
        label={label}
        errors={errors}
        hint={item.done_at ? doneBy : undefined}
        inputProps={{
          id: name,
          name,
          defaultValue: value,
          ...(item.kind === 'date'
            ? { type: 'date' }
            : { inputMode: 'decimal', className: 'w-40' }),
        }}
      />
    )
  }
  const group = item.kind === 'choice' || item.kind === 'checkbox'
  return (
    <FieldFrame
      id={name}
      label={label}
      errors={errors}
      hint={item.done_at ? doneBy : undefined}
      group={group}
    >
      {(state) => {
        if (item.kind === 'signature') {
          return <SignatureField name={name} id={name} value={value || null} {...state} />
        }
        // A hidden '' first, so an unticked box or unanswered choice is posted too.
        const choices =
          item.kind === 'checkbox'
            ? [{ value: 'true', label: t('Done') }]
            : item.options.map((option) => ({ value: option, label: option }))
        return (
          <div className="mt-2 space-y-2">
            <input type="hidden" name={name} value="" />
            {choices.map((choice, index) => (
              <label
                key={choice.value}
                htmlFor={`${name}-${index}`}
                className="flex items-center gap-2"
              >
                <input
                  id={`${name}-${index}`}
                  type={item.kind === 'checkbox' ? 'checkbox' : 'radio'}
                  name={name}
                  value={choice.value}
                  defaultChecked={value === choice.value}
                  aria-describedby={state.describedBy}
                  className="h-5 w-5 accent-brand-600"
                />
                {choice.label}
              </label>
            ))}
          </div>
        )
      }}
    </FieldFrame>
  )
}
