import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import type { FormReply } from '~/platform/form-reply'
import { useRef } from 'react'
import { useTranslation } from '~/components/translation'
import { EmptyState } from '~/components/ui/table'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { pageTitle } from '~/components/page-title'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { TodaysAbsences } from '~/domains/attendance/components/todays-absences'
import { todaysAbsences } from '~/domains/attendance/time-off-calendar.server'
import { AssignedSections } from '~/domains/dashboard/components/assigned-sections'
import { DashboardClock } from '~/domains/attendance/components/dashboard-clock'
import { UpcomingEvents } from '~/domains/dashboard/components/upcoming-events'
import { formatDay, splitAround } from '~/domains/dashboard/format'
import { listUpcomingEvents } from '~/domains/dashboard/upcoming-events.server'
import { unfinishedAssignedCourses } from '~/domains/courses/learning/learner-summaries.server'
import { unreadAssignedArticles } from '~/domains/knowledge/reading/acknowledgements.server'
import { TodoCreateSchema, TodoDeleteSchema, TodoToggleSchema } from '~/domains/todos/todos.schema'
import { createTodo, deleteTodo, listTodos, updateTodo } from '~/domains/todos/todos.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleIntents, intent } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Dashboard'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor }) => {
    const [todos, upcomingEvents, unreadArticles, unfinishedCourses, absences] = await Promise.all([
      listTodos(actor),
      listUpcomingEvents(actor),
      unreadAssignedArticles(actor),
      unfinishedAssignedCourses(actor),
      // The card belongs to the attendance app: a company without it has no calendar to open.
      actor.activeApps.includes('attendance') ? todaysAbsences(actor) : null,
    ])
    return json({
      firstName: actor.firstName,
      companyName: actor.companyName,
      todos,
      upcomingEvents,
      unreadArticles,
      unfinishedCourses,
      absences,
    })
  })

async function backToDashboard(message: string) {
  return redirectWithFlash('/account/dashboard', { kind: 'success', message })
}

/**
 * The page's forms, told apart by `intent`. The delete confirmation page
 * (account.dashboard_.todos.$id.delete) posts here too.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    handleIntents(request, {
      add: intent(TodoCreateSchema, async (input) => {
        await createTodo(actor, input, meta)
        return backToDashboard(msg('To-do added.'))
      }),
      toggle: intent(TodoToggleSchema, async ({ id, ...input }) => {
        const todo = await updateTodo(actor, id, input, meta)
        return backToDashboard(
          todo.is_done ? msg('To-do marked as done.') : msg('To-do marked as not done.'),
        )
      }),
      delete: intent(TodoDeleteSchema, async ({ id }) => {
        await deleteTodo(actor, id, meta)
        return backToDashboard(msg('To-do deleted.'))
      }),
    }),
  )

type Todo = ReturnType<typeof useLoaderData<typeof loader>>['todos'][number]

function DueDate({ value }: { value: string }) {
  const { t, i18n } = useTranslation()
  const day = formatDay(value, i18n.language, { day: 'numeric', month: 'short', year: 'numeric' })
  return (
    <time dateTime={value} className="text-sm text-slate-700">
      {t('Due {{date}}', { date: day })}
    </time>
  )
}

/** Stands for the company name inside the translated sentence, which shows it in bold. */
const COMPANY_MARKER = '\uE000'

export default function DashboardPage() {
  const { t } = useTranslation()
  const {
    firstName,
    companyName,
    todos,
    upcomingEvents,
    unreadArticles,
    unfinishedCourses,
    absences,
  } = useLoaderData<typeof loader>()
  const [beforeCompany, afterCompany] = splitAround(
    t('You are working in {{company}}.', { company: COMPANY_MARKER }),
    COMPANY_MARKER,
  )
  return (
    <Page width="5xl" title={t('Welcome, {{name}}', { name: firstName })}>
      <p className="mt-2 text-lg text-slate-700">
        {beforeCompany}
        <strong data-testid="active-company">{companyName}</strong>
        {afterCompany}
      </p>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <TodoSection todos={todos} />
        <div className="space-y-8">
          <DashboardClock />
          {absences ? <TodaysAbsences absent={absences.absent} total={absences.total} /> : null}
          <UpcomingEvents events={upcomingEvents} />
          <AssignedSections articles={unreadArticles} courses={unfinishedCourses} />
        </div>
      </div>
    </Page>
  )
}

function TodoSection({ todos }: { todos: Todo[] }) {
  const { t } = useTranslation()
  // The server renders no client-side validation (zod stays off this page's bundle): the
  // action's reply carries the messages, for the form whose `intent` it answers.
  const reply = useActionData<typeof action>() as FormReply | undefined
  const intent = reply?.initialValue?.intent
  const addReply = intent === 'add' ? reply : undefined
  const itemErrors = intent !== 'add' ? (reply?.error?.[''] ?? []) : []
  return (
    <Section id="todos-title" title={t('My to-dos')} className="">
      <div className="mt-4">
        {itemErrors.map((message) => (
          <Notice key={message} kind="error">
            {t(message)}
          </Notice>
        ))}
      </div>
      {todos.length === 0 ? (
        <EmptyState>{t('You have no to-dos. Add one below.')}</EmptyState>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {todos.map((todo) => (
            <TodoItem key={todo.id} todo={todo} />
          ))}
        </ul>
      )}
      <AddTodoForm key={todos.length} reply={addReply} />
    </Section>
  )
}

function TodoItem({ todo }: { todo: Todo }) {
  const { t } = useTranslation()
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1">
        <p>
          <span className={todo.is_done ? 'text-slate-600 line-through' : 'font-semibold'}>
            {todo.title}
          </span>
          {todo.is_done ? <span className="sr-only"> {t('(done)')}</span> : null}
        </p>
        {todo.due_date ? <DueDate value={todo.due_date} /> : null}
      </div>
      <Form method="post" action="/account/dashboard">
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="id" value={todo.id} />
        <input type="hidden" name="version" value={todo.version} />
        <input type="hidden" name="is_done" value={todo.is_done ? 'false' : 'true'} />
        <Button variant="secondary">
          {todo.is_done ? t('Mark as not done') : t('Mark as done')}
          <span className="sr-only">: {todo.title}</span>
        </Button>
      </Form>
      <DeleteTodo todo={todo} />
    </li>
  )
}

/**
 * Without JavaScript the link leads to a confirmation page; with it, the same question is asked
 * in a native <dialog> here. Both post the same form to the same action.
 */
function DeleteTodo({ todo }: { todo: Todo }) {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = `delete-todo-${todo.id}-title`
  return (
    <>
      <Link
        to={`/account/dashboard/todos/${todo.id}/delete`}
        className={buttonClasses('secondary')}
        onClick={(event) => {
          if (!dialog.current?.showModal) return
          event.preventDefault()
          dialog.current.showModal()
        }}
      >
        {t('Delete')}
        <span className="sr-only">: {todo.title}</span>
      </Link>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="rounded-md p-6 shadow-lg backdrop:bg-slate-900/50"
      >
        <h2 id={titleId} className="text-xl font-bold">
          {t('Delete “{{title}}”?', { title: todo.title })}
        </h2>
        <p className="mt-2 text-slate-700">{t('This cannot be undone.')}</p>
        <Form method="post" action="/account/dashboard" className="mt-4 flex gap-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={todo.id} />
          <Button variant="danger">{t('Delete')}</Button>
          <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
            {t('Cancel')}
          </Button>
        </Form>
      </dialog>
    </>
  )
}

function AddTodoForm({ reply }: { reply: FormReply | undefined }) {
  const { t } = useTranslation()
  const busy = useNavigation().formData?.get('intent') === 'add'
  const errors = reply?.error ?? {}
  const values = reply?.initialValue ?? {}
  const titleId = 'todo-title'
  const dueId = 'todo-due-date'
  /** A field of the form, showing what was sent when the form comes back with an error. */
  const todoField = (id: string, name: 'title' | 'due_date', type: 'text' | 'date') => {
    const sent = values[name]
    return {
      errors: errors[name] ?? undefined,
      inputProps: { id, name, type, defaultValue: typeof sent === 'string' ? sent : undefined },
    }
  }
  return (
    <div className="mt-8">
      <h3 className="text-xl font-bold">{t('Add a to-do')}</h3>
      <div className="mt-4">
        <ErrorSummary
          fieldErrors={{
            [titleId]: errors.title ?? undefined,
            [dueId]: errors.due_date ?? undefined,
          }}
          formErrors={errors[''] ?? undefined}
        />
      </div>
      <Form method="post" action="/account/dashboard" noValidate>
        <input type="hidden" name="intent" value="add" />
        <Field label={t('Title')} {...todoField(titleId, 'title', 'text')} />
        <Field
          label={t('Due date (optional)')}
          hint={t('For example, 2026-12-31')}
          {...todoField(dueId, 'due_date', 'date')}
        />
        <Button disabled={busy}>{busy ? t('Adding…') : t('Add to-do')}</Button>
      </Form>
    </div>
  )
}
