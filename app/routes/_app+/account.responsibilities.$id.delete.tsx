import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import { requireResponsibilityAdmin } from '~/domains/org/responsibilities-page.server'
import { RESPONSIBILITIES_LIST_PATH } from '~/domains/org/responsibilities.schema'
import { getResponsibility } from '~/domains/org/responsibilities.server'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { asErrorPage, routeId } from '~/platform/pages.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Delete responsibility'))

/** The delete question as a page: it works the same with and without JavaScript. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  requireResponsibilityAdmin(actor)
  const saved = await getResponsibility(actor, routeId(params.id), requestMeta(request)).catch(
    asErrorPage,
  )
  return json({ id: saved.id, title: saved.title, holders: saved.assigned_count })
}

export default function DeleteResponsibilityPage() {
  const { id, title, holders } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <ConfirmPage
      title={t('Delete responsibility “{{title}}”?', { title })}
      explanation={
        holders > 0
          ? t(
              'People who hold it: {{total}}. They will no longer have it. This cannot be undone.',
              { total: holders },
            )
          : t('This cannot be undone.')
      }
      confirmLabel={t('Delete responsibility')}
      cancelTo={RESPONSIBILITIES_LIST_PATH}
      action={RESPONSIBILITIES_LIST_PATH}
      fields={{ intent: 'delete', id }}
    />
  )
}
