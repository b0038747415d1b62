import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useRef } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { TodoCreateSchema, TodoDeleteSchema, TodoToggleSchema } from '~/domains/todos/todos.schema'
import { createTodo, deleteTodo, listTodos, updateTodo } from '~/domains/todos/todos.server'
import { requireActor } from '~/platform/auth.server'
import { flashHeader } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = () => [{ title: 'Dashboard | Groundwork' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  const todos = await listTodos(actor)
  return json({ firstName: actor.firstName, companyName: actor.companyName, todos })
}

async function backToDashboard(message: string) {
  return redirect('/account/dashboard', {
    headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message }) },
  })
}

/**
 * The page's forms, told apart by `intent`. The delete confirmation page
 * (account.dashboard_.todos.$id.delete) posts here too.
 */
export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request)
  const formData = await request.formData()
  const meta = requestMeta(request)
  switch (formData.get('intent')) {
    case 'add':
      return handleForm(
        request,
        TodoCreateSchema,
        async (input) => {
          await createTodo(actor, input, meta)
          return backToDashboard('To-do added.')
        },
        { formData },
      )
    case 'toggle':
      return handleForm(
        request,
        TodoToggleSchema,
        async ({ id, ...input }) => {
          const todo = await updateTodo(actor, id, input, meta)
          return backToDashboard(
            todo.is_done ? 'To-do marked as done.' : 'To-do marked as not done.',
          )
        },
        { formData },
      )
    case 'delete':
      return handleForm(
        request,
        TodoDeleteSchema,
        async ({ id }) => {
          await deleteTodo(actor, id, meta)
          return backToDashboard('To-do deleted.')
        },
        { formData },
      )
    default:
      throw new Response('Unknown form', { status: 400 })
  }
}

type Todo = ReturnType<typeof useLoaderData<typeof loader>>['todos'][number]

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

function DueDate({ value }: { value: string }) {
  return (
    <time dateTime={value} className="text-sm text-slate-700">
      Due {dayFormat.format(new Date(`${value}T00:00:00Z`))}
    </time>
  )
}

export default function DashboardPage() {
  const { firstName, companyName, todos } = useLoaderData<typeof loader>()
  // The server renders no client-side validation (zod stays off this page's bundle): the
  // action's reply carries the messages, for the form whose `intent` it answers.
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const intent = reply?.initialValue?.intent
  const addReply = intent === 'add' ? reply : undefined
  const itemErrors = intent !== 'add' ? (reply?.error?.[''] ?? []) : []
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Welcome, {firstName}</h1>
      <p className="mt-2 text-lg text-slate-700">
        You are working in <strong data-testid="active-company">{companyName}</strong>.
      </p>

      <section aria-labelledby="todos-title" className="mt-10 max-w-2xl">
        <h2 id="todos-title" className="text-2xl font-bold">
          My to-dos
        </h2>
        <div className="mt-4">
          {itemErrors.map((message) => (
            <Notice key={message} kind="error">
              {message}
            </Notice>
          ))}
        </div>
        {todos.length === 0 ? (
          <p className="mt-4 text-slate-700">You have no to-dos. Add one below.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
            {todos.map((todo) => (
              <TodoItem key={todo.id} todo={todo} />
            ))}
          </ul>
        )}
        <AddTodoForm key={todos.length} reply={addReply} />
      </section>
    </main>
  )
}

function TodoItem({ todo }: { todo: Todo }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1">
        <p>
          <span className={todo.is_done ? 'text-slate-600 line-through' : 'font-semibold'}>
            {todo.title}
          </span>
          {todo.is_done ? <span className="sr-only"> (done)</span> : null}
        </p>
        {todo.due_date ? <DueDate value={todo.due_date} /> : null}
      </div>
      <Form method="post" action="/account/dashboard">
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="id" value={todo.id} />
        <input type="hidden" name="version" value={todo.version} />
        <input type="hidden" name="is_done" value={todo.is_done ? 'false' : 'true'} />
        <Button variant="secondary">
          {todo.is_done ? 'Mark as not done' : 'Mark as done'}
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
        Delete<span className="sr-only">: {todo.title}</span>
      </Link>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="rounded-md p-6 shadow-lg backdrop:bg-slate-900/50"
      >
        <h2 id={titleId} className="text-xl font-bold">
          Delete “{todo.title}”?
        </h2>
        <p className="mt-2 text-slate-700">This cannot be undone.</p>
        <Form method="post" action="/account/dashboard" className="mt-4 flex gap-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={todo.id} />
          <Button variant="danger">Delete</Button>
          <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
        </Form>
      </dialog>
    </>
  )
}

function AddTodoForm({ reply }: { reply: SubmissionResult<string[]> | undefined }) {
  const busy = useNavigation().formData?.get('intent') === 'add'
  const errors = reply?.error ?? {}
  const values = reply?.initialValue ?? {}
  const titleId = 'todo-title'
  const dueId = 'todo-due-date'
  return (
    <div className="mt-8">
      <h3 className="text-xl font-bold">Add a to-do</h3>
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
        <Field
          label="Title"
          errors={errors.title ?? undefined}
          inputProps={{
            id: titleId,
            name: 'title',
            type: 'text',
            defaultValue: typeof values.title === 'string' ? values.title : undefined,
          }}
        />
        <Field
          label="Due date (optional)"
          hint="For example, 2026-12-31"
          errors={errors.due_date ?? undefined}
          inputProps={{
            id: dueId,
            name: 'due_date',
            type: 'date',
            defaultValue: typeof values.due_date === 'string' ? values.due_date : undefined,
          }}
        />
        <Button disabled={busy}>{busy ? 'Adding…' : 'Add to-do'}</Button>
      </Form>
    </div>
  )
}
