import type { FormReply } from '~/platform/form-reply'
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useFetchers, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { Tabs } from '~/components/ui/tabs'
import { KanbanBoard } from '~/domains/tasks/components/kanban-board'
import { firstError } from '~/domains/tasks/first-error'
import { moveIntent } from '~/domains/tasks/tasks-page.server'
import { dayIn } from '~/platform/today'
import { KANBAN_PATH, TASKS_PATH } from '~/domains/tasks/tasks.constants'
import { KanbanQuery, TASK_MESSAGES } from '~/domains/tasks/tasks.schema'
import { kanbanBoard } from '~/domains/tasks/tasks.server'
import { msg } from '~/i18n'
import { handleIntents } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Tasks board'))

/** The kanban: the company's tasks by status, or only the reader's ('?assignee=me'). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const query = KanbanQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
    return json({
      mine: query.assignee === 'me',
      columns: await kanbanBoard({ actor, meta }, query),
      today: dayIn(actor.timezone),
    })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, request }) =>
    handleIntents(request, { move: moveIntent({ actor, meta }, request) }),
  )

export default function TasksKanbanPage() {
  const { columns, today, mine } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  // A refused move, posted by the form (no JS) or by a drop (a fetcher).
  const replies = [
    useActionData<typeof action>(),
    ...useFetchers().map((fetcher) => fetcher.data),
  ] as (FormReply | undefined)[]
  const refused = replies.find((reply) => reply && firstError(reply))
  return (
    <Page
      width="7xl"
      title={t('Tasks board')}
      actions={
        <div className="flex flex-wrap gap-4">
          <Link to={TASKS_PATH} className={buttonClasses('secondary')}>
            {t('Task list')}
          </Link>
          <Link to={`${TASKS_PATH}/create`} className={buttonClasses('primary')}>
            {t('Create task')}
          </Link>
        </div>
      }
    >
      <Tabs
        label={t('Whose tasks')}
        tabs={[
          { to: KANBAN_PATH, label: t('All tasks'), current: !mine },
          { to: `${KANBAN_PATH}?assignee=me`, label: t('Assigned to me'), current: mine },
        ]}
      />
      {refused ? (
        <div className="mt-6">
          <Notice kind="error">
            {refused.conflict ? t(TASK_MESSAGES.stale) : t(firstError(refused)!)}
          </Notice>
        </div>
      ) : null}
      <KanbanBoard columns={columns} today={today} />
    </Page>
  )
}
