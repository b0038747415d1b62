import { json } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { MENU_LINKS_PATH } from '~/domains/company/menu-links.messages'
import { menuLinkForPage } from '~/domains/company/menu-links-page.server'
import { signedIn } from '~/platform/request-context.server'

/** The delete question as a page: it works the same with and without JavaScript. */
export const loader = signedIn(async ({ actor, meta, params }) => {
  const { link, links } = await menuLinkForPage({ actor, meta }, params.id)
  const children = links.filter((candidate) => candidate.parent === link.id).length
  return json({ link: { id: link.id, name: link.name }, children })
})

export default function DeleteMenuLinkPage() {
  const { link, children } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Delete link “{{name}}”?', { name: link.name })}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {children > 0
          ? t('Its submenu links move to the top level of the menu.')
          : t('This cannot be undone.')}
      </p>
      <Form method="post" action={MENU_LINKS_PATH} className="mt-6 flex items-center gap-4">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={link.id} />
        <Button variant="danger">{t('Delete link')}</Button>
        <Link to={MENU_LINKS_PATH} className={buttonClasses('link')}>
          {t('Cancel')}
        </Link>
      </Form>
    </main>
  )
}
