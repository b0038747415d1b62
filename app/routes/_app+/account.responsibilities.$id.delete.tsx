import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { RESPONSIBILITIES_LIST_PATH } from '~/domains/org/responsibilities.schema'
import { getResponsibility } from '~/domains/org/responsibilities.server'
import { msg } from '~/i18n'
import { routeId, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/responsibilities.policy'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Delete responsibility'))

/** The delete question as a page: it works the same with and without JavaScript. */
export const loader = signedIn(async ({ actor, meta, params }) => {
  await authorize({ actor, meta }, can, 'responsibility.update')
  const saved = await getResponsibility(actor, routeId(params.id), meta)
  return json({ id: saved.id, title: saved.title, holders: saved.assigned_count })
})

export default function DeleteResponsibilityPage() {
  const { id, title, holders } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Delete responsibility “{{title}}”?', { title })}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {holders > 0
          ? t(
              'People who hold it: {{total}}. They will no longer have it. This cannot be undone.',
              {
                total: holders,
              },
            )
          : t('This cannot be undone.')}
      </p>
      <Form
        method="post"
        action={RESPONSIBILITIES_LIST_PATH}
        className="mt-6 flex items-center gap-4"
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <Button variant="danger">{t('Delete responsibility')}</Button>
        <Link to={RESPONSIBILITIES_LIST_PATH} className={buttonClasses('link')}>
          {t('Cancel')}
        </Link>
      </Form>
    </main>
  )
}
