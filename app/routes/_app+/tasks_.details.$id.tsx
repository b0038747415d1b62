import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { TaskComments } from '~/domains/tasks/components/task-comments'
import { TaskForm } from '~/domains/tasks/components/task-form'
import { TaskSteps } from '~/domains/tasks/components/task-steps'
import { peopleChoices } from '~/domains/tasks/people.server'
import {
  addComment,
  addStep,
  deleteStep,
  setStepDone,
  taskDetail,
} from '~/domains/tasks/task-details.server'
import { dayIn } from '~/platform/today'
import {
  KANBAN_PATH,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASKS_PATH,
  taskPath,
} from '~/domains/tasks/tasks.constants'
import {
  CommentSchema,
  StepAddSchema,
  StepDeleteSchema,
  StepToggleSchema,
  TASK_MESSAGES,
  TaskEditSchema,
} from '~/domains/tasks/tasks.schema'
import { deleteTask, updateTask } from '~/domains/tasks/tasks.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { isConflict } from '~/platform/form-reply'
import { handleIntents, intent } from '~/platform/forms.server'
import { NO_FIELDS } from '~/platform/form-fields'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Task'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const task = await taskDetail({ actor, meta }, routeId(params.id))
    return json({
      task,
      people: task.may_change ? await peopleChoices(actor, task.assignee?.id ?? null) : [],
      today: dayIn(actor.timezone),
    })
  })

/** The page's forms: edit, steps, comments, delete. Each service checks who may. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, params, request }) => {
    const asker = { actor, meta }
    const id = routeId(params.id)
    const back = (message: string) => redirectWithFlash(taskPath(id), { kind: 'success', message })
    return handleIntents(request, {
      update: intent(TaskEditSchema, async (input) => {
        await updateTask(asker, id, input)
        return back(TASK_MESSAGES.saved)
      }),
      step_add: intent(StepAddSchema, async ({ title }) => {
        await addStep(asker, id, title)
        return back(TASK_MESSAGES.saved)
      }),
      step_toggle: intent(StepToggleSchema, async ({ step, is_done }) => {
        await setStepDone(asker, id, step, is_done)
        return back(TASK_MESSAGES.saved)
      }),
      step_delete: intent(StepDeleteSchema, async ({ step }) => {
        await deleteStep(asker, id, step)
        return back(TASK_MESSAGES.saved)
      }),
      comment: intent(CommentSchema, async ({ body }) => {
        await addComment(asker, id, body)
        return back(TASK_MESSAGES.commented)
      }),
      delete: intent(NO_FIELDS, async () => {
        await deleteTask(asker, id)
        return redirectWithFlash(TASKS_PATH, { kind: 'success', message: TASK_MESSAGES.deleted })
      }),
    })
  })

export default function TaskDetailsPage() {
  const { task, people, today } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  const sent = reply?.initialValue?.intent
  const errorsFor = (name: string, field: string) =>
    sent === name ? (reply?.error?.[field] ?? undefined) : undefined
  const overdue = task.due_date !== null && task.due_date < today && task.status !== 'done'
  return (
    <Page width="4xl" title={task.title} back={{ to: KANBAN_PATH, label: t('Tasks board') }}>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{t('Status')}</dt>
        <dd>{t(TASK_STATUS_LABELS[task.status])}</dd>
        <dt className="font-semibold">{t('Priority')}</dt>
        <dd>{t(TASK_PRIORITY_LABELS[task.priority])}</dd>
        <dt className="font-semibold">{t('Assignee')}</dt>
        <dd>{task.assignee?.name ?? t('Unassigned')}</dd>
        <dt className="font-semibold">{t('Due date')}</dt>
        <dd className={overdue ? 'font-semibold text-red-800' : undefined}>
          {task.due_date ?? '—'}
          {overdue ? ` (${t('overdue')})` : ''}
        </dd>
        {task.request_id ? (
          <>
            <dt className="font-semibold">{t('From request')}</dt>
            <dd>
              <Link to={`/request/details/${task.request_id}`} className="text-brand-700 underline">
                {t('Request #{{id}}', { id: task.request_id })}
              </Link>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('Created by')}</dt>
        <dd>{task.created_by?.name ?? t('A former colleague')}</dd>
      </dl>
      {task.description ? <p className="mt-4 whitespace-pre-line">{task.description}</p> : null}
      <TaskSteps task={task} addErrors={errorsFor('step_add', 'title')} />
      <TaskComments comments={task.comments} errors={errorsFor('comment', 'body')} />
      {task.may_change ? (
        <Section id="edit-title" title={t('Edit task')}>
          {sent === 'update' && isConflict(reply) ? (
            <StaleRecordNotice
              title={t('The task as it is saved now')}
              values={[
                { label: t('Title'), value: task.title },
                { label: t('Status'), value: t(TASK_STATUS_LABELS[task.status]) },
                { label: t('Assignee'), value: task.assignee?.name ?? t('Unassigned') },
              ]}
            />
          ) : null}
          <div className="mt-4">
            <TaskForm
              key={task.version}
              task={task}
              people={people}
              reply={sent === 'update' ? reply : undefined}
              submitLabel={t('Save task')}
              cancelTo={taskPath(task.id)}
            />
          </div>
          <div className="mt-8">
            <ConfirmDelete
              label={t('Delete task')}
              question={t('Delete the task “{{title}}” with its steps and comments?', {
                title: task.title,
              })}
              confirmLabel={t('Delete task')}
              fields={{ intent: 'delete' }}
            />
          </div>
        </Section>
      ) : (
        <p className="mt-8">
          <Link to={TASKS_PATH} className={buttonClasses('link')}>
            {t('Back to tasks')}
          </Link>
        </p>
      )}
    </Page>
  )
}
