import type { SubmissionResult } from '@conform-to/react'
import { json } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { MenuLinkForm } from '~/domains/company/components/menu-link-form'
import { MENU_LINK_PAGE_MESSAGES, MENU_LINKS_PATH } from '~/domains/company/menu-links.messages'
import { backToMenuLinks, forbiddenAsResponse } from '~/domains/company/menu-links-page.server'
import { MenuLinkCreateSchema } from '~/domains/company/menu-links.schema'
import { createMenuLink, deleteMenuLink, listMenuLinks } from '~/domains/company/menu-links.server'
import { isAppError } from '~/platform/errors.server'
import { handleForm } from '~/platform/forms.server'
import { idSchema } from '~/platform/form-fields'
import { signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/company/menu-links.policy'

export const loader = signedIn(async ({ actor, meta }) => {
  await authorize({ actor, meta }, can, 'menuLink.update')
  return json({ links: await listMenuLinks(actor) })
})

/**
 * Adding a link, and deleting one (the delete confirmation page posts here). The services
 * refuse anyone but a company admin (403) and record it.
 */
export const action = signedIn(async ({ actor, meta, request }) => {
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case 'add':
      return handleForm(
        request,
        MenuLinkCreateSchema,
        async (input) => {
          await createMenuLink(actor, input, meta).catch(forbiddenAsResponse)
          return backToMenuLinks({ kind: 'success', message: MENU_LINK_PAGE_MESSAGES.added })
        },
        { formData },
      )
    case 'delete': {
      const id = idSchema('Not found.').safeParse(formData.get('id'))
      try {
        if (!id.success) throw new Response('Not Found', { status: 404 })
        await deleteMenuLink(actor, id.data, meta)
      } catch (error) {
        if (!isAppError(error) && !(error instanceof Response)) throw error
        if (isAppError(error) && error.code === 'FORBIDDEN') forbiddenAsResponse(error)
        return backToMenuLinks({ kind: 'error', message: MENU_LINK_PAGE_MESSAGES.deleteFailed })
      }
      return backToMenuLinks({ kind: 'success', message: MENU_LINK_PAGE_MESSAGES.deleted })
    }
    default:
      throw new Response('Unknown form', { status: 400 })
  }
})

export default function MenuLinksPage() {
  const { links } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  const nameOf = new Map(links.map((link) => [link.id, link.name]))
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Menu Links')}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {t('Links added here appear in everyone’s menu and open in a new tab.')}
      </p>

      <section aria-labelledby="links-title" className="mt-8">
        <h2 id="links-title" className="text-2xl font-bold">
          {t('Current links')}
        </h2>
        {links.length === 0 ? (
          <p className="mt-4 text-slate-700">{t('There are no menu links yet. Add one below.')}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-start">
              <thead>
                <tr className="border-b-2 border-slate-700 text-start">
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Name')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Web address')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Order')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Parent link')}
                  </th>
                  <th scope="col" className="py-2 text-start">
                    {t('Actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {links.map((link) => (
                  <tr key={link.id} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pe-4 text-start font-semibold">
                      {link.name}
                    </th>
                    <td className="break-all py-2 pe-4">{link.url}</td>
                    <td className="py-2 pe-4">{link.order}</td>
                    <td className="py-2 pe-4">
                      {link.parent === null ? '' : (nameOf.get(link.parent) ?? '')}
                    </td>
                    <td className="flex gap-3 py-2">
                      <Link
                        to={`${MENU_LINKS_PATH}/${link.id}/edit`}
                        className={buttonClasses('link')}
                      >
                        {t('Edit')}
                        <span className="sr-only">: {link.name}</span>
                      </Link>
                      <Link
                        to={`${MENU_LINKS_PATH}/${link.id}/delete`}
                        className={buttonClasses('link')}
                      >
                        {t('Delete')}
                        <span className="sr-only">: {link.name}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="add-title" className="mt-10 max-w-2xl">
        <h2 id="add-title" className="text-2xl font-bold">
          {t('Add a link')}
        </h2>
        <div className="mt-4">
          <MenuLinkForm
            key={links.length}
            idPrefix="add-link"
            intent="add"
            parents={links}
            reply={reply}
            failure={MENU_LINK_PAGE_MESSAGES.addFailed}
            submitLabel={t('Add link')}
          />
        </div>
      </section>
    </main>
  )
}
