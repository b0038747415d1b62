import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { FormActions, SubmitButton } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { optionsOf, Select } from '~/components/ui/select'
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
} from '../tasks.constants'

/** What the form shows of a saved task (edit), or nothing (create). */
export interface TaskFormTask {
  title: string
  description: string
  status: string
  priority: string
  assignee: { id: number } | null
  due_date: string | null
  request_id: number | null
  version: number
}

const FIELDS = [
  'title',
  'description',
  'status',
  'priority',
  'assignee',
  'due_date',
  'request_id',
  'steps',
] as const

/**
 * The create and edit form of a task (a plain post). On a refused save it shows what was typed,
 * each message next to its field and in the summary at the top.
 */
export function TaskForm({
  task,
  people,
  reply,
  submitLabel,
  cancelTo,
  defaults = {},
}: {
  task?: TaskFormTask
  people: { id: number; name: string }[]
  reply: SubmissionResult<string[]> | undefined
  submitLabel: string
  cancelTo: string
  /** Starting values of a new task (the column it is created in, who does it). */
  defaults?: Partial<Record<(typeof FIELDS)[number], string>>
}) {
  const { t } = useTranslation()
  const errors = reply?.error ?? {}
  const typed = reply?.initialValue ?? {}
  const saved: Record<string, string> = task
    ? {
        title: task.title,
        description: task.description,
        status: task.status,
        priority: task.priority,
        assignee: task.assignee ? String(task.assignee.id) : '',
        due_date: task.due_date ?? '',
        request_id: task.request_id === null ? '' : String(task.request_id),
      }
    : {}
  const value = (name: (typeof FIELDS)[number]) => {
    const sent = typed[name]
    return typeof sent === 'string' ? sent : (saved[name] ?? defaults[name] ?? '')
  }
  const id = (name: string) => `task-${name}`
  const errorsOf = (name: string) => errors[name] ?? undefined
  return (
    <>
      <ErrorSummary
        fieldErrors={Object.fromEntries(FIELDS.map((name) => [id(name), errorsOf(name)]))}
        formErrors={errors[''] ?? undefined}
      />
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={task ? 'update' : 'create'} />
        {task ? <input type="hidden" name="version" value={task.version} /> : null}
        <Field
          label={t('Title')}
          errors={errorsOf('title')}
          inputProps={{ id: id('title'), name: 'title', defaultValue: value('title') }}
        />
        <Textarea
          id={id('description')}
          name="description"
          label={t('Description (optional)')}
          errors={errorsOf('description')}
          defaultValue={value('description')}
        />
        <div className="grid gap-x-6 sm:grid-cols-2">
          <Select
            id={id('status')}
            name="status"
            label={t('Status')}
            errors={errorsOf('status')}
            defaultValue={value('status') || 'todo'}
            options={TASK_STATUSES.map((s) => ({ value: s, label: t(TASK_STATUS_LABELS[s]) }))}
          />
          <Select
            id={id('priority')}
            name="priority"
            label={t('Priority')}
            errors={errorsOf('priority')}
            defaultValue={value('priority') || 'medium'}
            options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(TASK_PRIORITY_LABELS[p]) }))}
          />
          <Select
            id={id('assignee')}
            name="assignee"
            label={t('Assignee')}
            errors={errorsOf('assignee')}
            defaultValue={value('assignee')}
            placeholder={t('Nobody yet')}
            options={optionsOf(people)}
          />
          <Field
            label={t('Due date (optional)')}
            errors={errorsOf('due_date')}
            inputProps={{
              id: id('due_date'),
              name: 'due_date',
              type: 'date',
              defaultValue: value('due_date'),
            }}
          />
        </div>
        <Field
          label={t('Request number (optional)')}
          hint={t('The request this task came from, if any')}
          errors={errorsOf('request_id')}
          inputProps={{
            id: id('request_id'),
            name: 'request_id',
            inputMode: 'numeric',
            defaultValue: value('request_id'),
          }}
        />
        {task ? null : (
          <Textarea
            id={id('steps')}
            name="steps"
            label={t('Steps (optional)')}
            hint={t('One step per line; each can be ticked off on the task’s page')}
            errors={errorsOf('steps')}
            defaultValue={value('steps')}
          />
        )}
        <FormActions cancelTo={cancelTo}>
          <SubmitButton>{submitLabel}</SubmitButton>
        </FormActions>
      </Form>
    </>
  )
}
