import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import { pageTitle } from '~/components/page-title'
import { TODO_MESSAGES, TodoDeleteSchema } from '~/domains/todos/todos.schema'
import { getTodo } from '~/domains/todos/todos.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Delete to-do'))

/**
 * The dashboard's delete question as a page of its own, for browsers without JavaScript (with
 * it, a dialog asks). It posts to the dashboard's action, which deletes and says so.
 */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const parsed = TodoDeleteSchema.safeParse({ id: params.id })
    if (!parsed.success) throw new Response(TODO_MESSAGES.notFound, { status: 404 })
    const todo = await getTodo(actor, parsed.data.id, meta)
    return json({ todo: { id: todo.id, title: todo.title } })
  })

export default function DeleteTodoPage() {
  const { t } = useTranslation()
  const { todo } = useLoaderData<typeof loader>()
  return (
    <ConfirmPage
      title={t('Delete “{{title}}”?', { title: todo.title })}
      explanation={t('This cannot be undone.')}
      confirmLabel={t('Delete')}
      cancelTo="/account/dashboard"
      action="/account/dashboard"
      fields={{ intent: 'delete', id: todo.id }}
    />
  )
}
