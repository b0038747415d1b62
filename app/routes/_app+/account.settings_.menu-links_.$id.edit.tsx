import type { SubmissionResult } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { buttonClasses } from '~/components/ui/button'
import { MenuLinkForm } from '~/domains/company/components/menu-link-form'
import { MENU_LINK_PAGE_MESSAGES, MENU_LINKS_PATH } from '~/domains/company/menu-links.messages'
import {
  backToMenuLinks,
  forbiddenAsResponse,
  menuLinkForPage,
} from '~/domains/company/menu-links-page.server'
import { MenuLinkUpdateSchema } from '~/domains/company/menu-links.schema'
import { updateMenuLink } from '~/domains/company/menu-links.server'
import { handleForm } from '~/platform/forms.server'
import { idSchema } from '~/platform/form-fields'
import { signedIn } from '~/platform/request-context.server'

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const { link, links } = await menuLinkForPage({ actor, meta }, params.id)
    // A link cannot sit inside itself; the service also refuses deeper loops.
    const parents = links.filter((candidate) => candidate.id !== link.id)
    return json({ link, parents: parents.map(({ id, name }) => ({ id, name })) })
  })

/**
 * Saves the change made from the version the form was loaded with; a stale one is a 409. The
 * service refuses and records anyone but a company admin, and another company's link is a 404.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = idSchema('Not found.').safeParse(params.id)
    if (!id.success) throw new Response('Not Found', { status: 404 })
    // The form posts every field: an emptied one clears (parent, icon) or is refused (name, url).
    return handleForm(
      request,
      MenuLinkUpdateSchema,
      async (input) => {
        await updateMenuLink(actor, id.data, input, meta).catch(forbiddenAsResponse)
        return backToMenuLinks({ kind: 'success', message: MENU_LINK_PAGE_MESSAGES.updated })
      },
      { blanksAreValues: true },
    )
  })

export default function EditMenuLinkPage() {
  const { link, parents } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  const stale =
    reply?.initialValue?.version !== undefined &&
    String(link.version) !== reply.initialValue.version
  return (
    <Page width="2xl" title={t('Edit link “{{name}}”', { name: link.name })}>
      {stale ? (
        <StaleRecordNotice
          title={t('The link as it is saved now')}
          values={[
            { label: t('Name'), value: link.name },
            { label: t('Web address'), value: link.url, className: 'break-all' },
            { label: t('Order'), value: link.order },
          ]}
          reloadLabel={t('Reload the saved link')}
        />
      ) : null}
      <div className="mt-6">
        <MenuLinkForm
          key={link.version}
          idPrefix="edit-link"
          intent="update"
          link={link}
          parents={parents}
          reply={reply}
          failure={MENU_LINK_PAGE_MESSAGES.updateFailed}
          submitLabel={t('Save link')}
        />
      </div>
      <Link to={MENU_LINKS_PATH} className={buttonClasses('link', 'mt-4 inline-block')}>
        {t('Back to menu links')}
      </Link>
    </Page>
  )
}
