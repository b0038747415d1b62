import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { Select } from '~/components/ui/select'
import { Table } from '~/components/ui/table'
import { dayIn } from '~/platform/today'
import {
  KANBAN_PATH,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  TASKS_PATH,
  taskPath,
} from '~/domains/tasks/tasks.constants'
import { TaskListQuery } from '~/domains/tasks/tasks.schema'
import { listTasks } from '~/domains/tasks/tasks.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Tasks'))

/** Every task of the company, filtered by words, status, priority and whose, a page at a time. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const query = TaskListQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
    return json({
      query,
      list: await listTasks({ actor, meta }, query),
      today: dayIn(actor.timezone),
    })
  })

export default function TasksPage() {
  const { query, list, today } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const filtered = Boolean(query.search || query.status || query.priority || query.assignee)
  return (
    <Page
      width="6xl"
      title={t('Tasks')}
      actions={
        <div className="flex flex-wrap gap-4">
          <Link to={KANBAN_PATH} className={buttonClasses('secondary')}>
            {t('Tasks board')}
          </Link>
          <Link to={`${TASKS_PATH}/create`} className={buttonClasses('primary')}>
            {t('Create task')}
          </Link>
        </div>
      }
    >
      <FilterBar label={t('Filter tasks')} clearTo={TASKS_PATH} filtered={filtered}>
        <Field
          label={t('Title contains')}
          className=""
          inputProps={{ id: 'task-search', name: 'search', defaultValue: query.search }}
        />
        <Select
          id="task-status"
          name="status"
          label={t('Status')}
          className=""
          defaultValue={query.status ?? ''}
          placeholder={t('Any status')}
          options={TASK_STATUSES.map((s) => ({ value: s, label: t(TASK_STATUS_LABELS[s]) }))}
        />
        <Select
          id="task-priority"
          name="priority"
          label={t('Priority')}
          className=""
          defaultValue={query.priority ?? ''}
          placeholder={t('Any priority')}
          options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(TASK_PRIORITY_LABELS[p]) }))}
        />
        <Select
          id="task-assignee"
          name="assignee"
          label={t('Whose tasks')}
          className=""
          defaultValue={query.assignee === 'me' ? 'me' : ''}
          placeholder={t('Everyone’s')}
          options={[{ value: 'me', label: t('Assigned to me') }]}
        />
      </FilterBar>
      <p className="mt-6 text-slate-700" aria-live="polite">
        {t('Tasks found: {{total}}', { total: list.count })}
      </p>
      <Table
        rows={list.results}
        caption={t('Tasks')}
        empty={
          filtered
            ? t('No task matches these filters.')
            : t('There are no tasks yet. Create one to start the board.')
        }
        columns={[
          {
            header: t('Title'),
            rowHeader: true,
            cell: (task) => (
              <Link to={taskPath(task.id)} className="text-brand-700 underline">
                {task.title}
              </Link>
            ),
          },
          { header: t('Status'), cell: (task) => t(TASK_STATUS_LABELS[task.status]) },
          { header: t('Priority'), cell: (task) => t(TASK_PRIORITY_LABELS[task.priority]) },
          { header: t('Assignee'), cell: (task) => task.assignee?.name ?? t('Unassigned') },
          {
            header: t('Due date'),
            className: 'whitespace-nowrap',
            cell: (task) =>
              task.due_date && task.due_date < today && task.status !== 'done' ? (
                <strong className="text-red-800">
                  {t('Overdue since {{date}}', { date: task.due_date })}
                </strong>
              ) : (
                (task.due_date ?? '—')
              ),
          },
        ]}
      />
      <Pager page={list.page} pageCount={list.page_count} />
    </Page>
  )
}
