import type { SubmissionResult } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { EditDeleteActions, Table } from '~/components/ui/table'
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

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorize({ actor, meta }, can, 'menuLink.update')
    return json({ links: await listMenuLinks(actor) })
  })

/**
 * Adding a link, and deleting one (the delete confirmation page posts here). The services
 * refuse anyone but a company admin (403) and record it.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
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
    <Page
      width="5xl"
      title={t('Menu Links')}
      lead={t('Links added here appear in everyone’s menu and open in a new tab.')}
    >
      <Section id="links-title" title={t('Current links')}>
        <Table
          rows={links}
          empty={t('There are no menu links yet. Add one below.')}
          columns={[
            { header: t('Name'), rowHeader: true, cell: (link) => link.name },
            { header: t('Web address'), className: 'break-all', cell: (link) => link.url },
            { header: t('Order'), cell: (link) => link.order },
            {
              header: t('Parent link'),
              cell: (link) => (link.parent === null ? '' : (nameOf.get(link.parent) ?? '')),
            },
          ]}
          actions={(link) => (
            <EditDeleteActions to={`${MENU_LINKS_PATH}/${link.id}`} name={link.name} />
          )}
        />
      </Section>

      <Section id="add-title" title={t('Add a link')} className="mt-10 max-w-2xl">
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
      </Section>
    </Page>
  )
}
