import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import { RESPONSIBILITIES_LIST_PATH } from '~/domains/org/responsibilities.schema'
import { getResponsibility } from '~/domains/org/responsibilities.server'
import { msg } from '~/i18n'
import { routeId, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/responsibilities.policy'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Delete responsibility'))

/** The delete question as a page: it works the same with and without JavaScript. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'responsibility.update')
    const saved = await getResponsibility(actor, routeId(params.id), meta)
    return json({ id: saved.id, title: saved.title, holders: saved.assigned_count })
  })

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
