import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { TaskForm } from '~/domains/tasks/components/task-form'
import { peopleChoices } from '~/domains/tasks/people.server'
import { TASK_STATUSES, TASKS_PATH, taskPath } from '~/domains/tasks/tasks.constants'
import { TASK_MESSAGES, TaskCreateSchema } from '~/domains/tasks/tasks.schema'
import { createTask } from '~/domains/tasks/tasks.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Create task'))

/** '?status=in_progress' starts the task in that column ('?request=12' links it to a request). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, request }) => {
    const params = new URL(request.url).searchParams
    const status = TASK_STATUSES.find((s) => s === params.get('status')) ?? 'todo'
    const requestId = /^\d{1,9}$/.test(params.get('request') ?? '') ? params.get('request')! : ''
    return json({ people: await peopleChoices(actor), status, requestId })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, request }) =>
    handleForm(request, TaskCreateSchema, async (input) => {
      const task = await createTask({ actor, meta }, input)
      return redirectWithFlash(taskPath(task.id), {
        kind: 'success',
        message: TASK_MESSAGES.created,
      })
    }),
  )

export default function CreateTaskPage() {
  const { people, status, requestId } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page width="3xl" title={t('Create task')} back={{ to: TASKS_PATH, label: t('Tasks') }}>
      <div className="mt-6">
        <TaskForm
          people={people}
          reply={reply}
          submitLabel={t('Create task')}
          cancelTo={TASKS_PATH}
          defaults={{ status, request_id: requestId }}
        />
      </div>
    </Page>
  )
}
