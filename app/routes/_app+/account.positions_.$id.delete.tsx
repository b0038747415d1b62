import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import { requirePositionAdmin } from '~/domains/org/positions-page.server'
import { POSITION_MESSAGES, POSITIONS_PATH, positionEditPath } from '~/domains/org/positions.schema'
import { deletePosition, getPosition, positionJuniorCount } from '~/domains/org/positions.server'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { asErrorPage, routeId } from '~/platform/pages.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Confirm Deletion'))

/** The Confirm Deletion question as a page: the same with and without JavaScript. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  requirePositionAdmin(actor)
  const id = routeId(params.id)
  const position = await getPosition(actor, id, requestMeta(request)).catch(asErrorPage)
  return json({ position, juniors: await positionJuniorCount(actor, id) })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request)
  const id = routeId(params.id)
  try {
    await deletePosition(actor, id, requestMeta(request))
  } catch (error) {
    if (isAppError(error) && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND')) {
      return asErrorPage(error)
    }
    // Anything else is told as the spec's message; the position is still there.
    console.error('[positions] delete failed', error)
    return json({ error: POSITION_MESSAGES.deleteFailed }, { status: 500 })
  }
  return redirectWithFlash(POSITIONS_PATH, { kind: 'success', message: POSITION_MESSAGES.deleted })
}

export default function DeletePositionPage() {
  const { position, juniors } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <ConfirmPage
      title={t('Confirm Deletion')}
      error={data?.error ? t(data.error) : null}
      explanation={
        <>
          <p className="text-slate-900">
            {t('Delete the position “{{name}}”? This cannot be undone.', { name: position.name })}
          </p>
          {juniors > 0 ? (
            <p>
              {position.manager_name
                ? t('Its {{count}} junior positions will report to “{{manager}}” instead.', {
                    count: juniors,
                    manager: position.manager_name,
                  })
                : t('Its {{count}} junior positions will have no manager position.', {
                    count: juniors,
                  })}
            </p>
          ) : null}
          {position.users_count > 0 ? (
            <p>
              {t('{{count}} people hold this position; they keep their other positions.', {
                count: position.users_count,
              })}
            </p>
          ) : null}
        </>
      }
      confirmLabel={t('Delete position')}
      cancelTo={positionEditPath(position.id)}
    />
  )
}
