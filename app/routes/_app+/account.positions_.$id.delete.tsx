import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import { PositionDeleteExplanation } from '~/domains/org/components/position-delete-explanation'
import { POSITION_MESSAGES, POSITIONS_PATH, positionEditPath } from '~/domains/org/positions.schema'
import { deletePosition, getPosition } from '~/domains/org/positions.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { readReply, type FormReply } from '~/platform/form-reply'
import { NO_FIELDS } from '~/platform/form-fields'
import { handleForm } from '~/platform/forms.server'
import { routeId, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/positions.policy'
import { positionJuniorCount } from '~/domains/org/position-hierarchy.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Confirm Deletion'))

/**
 * The Confirm Deletion question as a page (without JavaScript; with it, the edit page asks in a
 * dialog that reads this loader and posts this action).
 */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'position.update')
    const id = routeId(params.id)
    const position = await getPosition(actor, id, meta)
    return json({ position, juniors: await positionJuniorCount(actor, id) })
  })

/**
 * A refusal or a position that is not there is the 403/404 page; anything else is told as the
 * spec's message (500), the position still there.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    return handleForm(
      request,
      NO_FIELDS,
      async () => {
        await deletePosition(actor, id, meta)
        return redirectWithFlash(POSITIONS_PATH, {
          kind: 'success',
          message: POSITION_MESSAGES.deleted,
        })
      },
      { errorPages: ['FORBIDDEN', 'NOT_FOUND'], unexpected: POSITION_MESSAGES.deleteFailed },
    )
  })

export default function DeletePositionPage() {
  const { position, juniors } = useLoaderData<typeof loader>()
  const failed = readReply(useActionData<typeof action>() as FormReply | undefined).formErrors?.[0]
  const { t } = useTranslation()
  return (
    <ConfirmPage
      title={t('Confirm Deletion')}
      error={failed ? t(failed) : null}
      explanation={<PositionDeleteExplanation position={position} juniors={juniors} />}
      confirmLabel={t('Delete position')}
      cancelTo={positionEditPath(position.id)}
    />
  )
}
