import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { pageTitle } from '~/components/page-title'
import { Button, buttonClasses } from '~/components/ui/button'
import { TODO_MESSAGES, TodoDeleteSchema } from '~/domains/todos/todos.schema'
import { getTodo } from '~/domains/todos/todos.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Delete to-do'))

/**
 * The dashboard's delete question as a page of its own, for browsers without JavaScript (with
 * it, a dialog asks). It posts to the dashboard's action, which deletes and says so.
 */
export const loader = signedIn(async ({ actor, meta, params }) => {
  const parsed = TodoDeleteSchema.safeParse({ id: params.id })
  if (!parsed.success) throw new Response(TODO_MESSAGES.notFound, { status: 404 })
  const todo = await getTodo(actor, parsed.data.id, meta)
  return json({ todo: { id: todo.id, title: todo.title } })
})

export default function DeleteTodoPage() {
  const { t } = useTranslation()
  const { todo } = useLoaderData<typeof loader>()
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Delete “{{title}}”?', { title: todo.title })}</h1>
      <p className="mt-2 text-lg text-slate-700">{t('This cannot be undone.')}</p>
      <Form method="post" action="/account/dashboard" className="mt-6 flex items-center gap-4">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={todo.id} />
        <Button variant="danger">{t('Delete')}</Button>
        <Link to="/account/dashboard" className={buttonClasses('link')}>
          {t('Cancel')}
        </Link>
      </Form>
    </main>
  )
}
