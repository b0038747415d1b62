import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import { MENU_LINKS_PATH } from '~/domains/company/menu-links.messages'
import { menuLinkForPage } from '~/domains/company/menu-links-page.server'
import { signedIn } from '~/platform/request-context.server'

/** The delete question as a page: it works the same with and without JavaScript. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const { link, links } = await menuLinkForPage({ actor, meta }, params.id)
    const children = links.filter((candidate) => candidate.parent === link.id).length
    return json({ link: { id: link.id, name: link.name }, children })
  })

export default function DeleteMenuLinkPage() {
  const { link, children } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <ConfirmPage
      title={t('Delete link “{{name}}”?', { name: link.name })}
      explanation={
        children > 0
          ? t('Its submenu links move to the top level of the menu.')
          : t('This cannot be undone.')
      }
      confirmLabel={t('Delete link')}
      cancelTo={MENU_LINKS_PATH}
      action={MENU_LINKS_PATH}
      fields={{ intent: 'delete', id: link.id }}
    />
  )
}
