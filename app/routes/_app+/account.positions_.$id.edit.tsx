import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { lazy } from 'react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { buttonClasses } from '~/components/ui/button'
import { DialogLink } from '~/components/ui/dialog-link'
import { PositionForm } from '~/domains/org/components/position-form'
import { positionFormAction, positionFormChoices } from '~/domains/org/positions-page.server'
import {
  POSITION_MESSAGES,
  POSITIONS_PATH,
  PositionUpdateFormSchema,
  positionDeletePath,
} from '~/domains/org/positions.schema'
import { getPosition, updatePosition } from '~/domains/org/positions.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { routeId, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/positions.policy'

const loadDeleteDialog = () => import('~/domains/org/components/position-delete-dialog')
const PositionDeleteDialog = lazy(loadDeleteDialog)

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Update Position'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'position.update')
    const position = await getPosition(actor, routeId(params.id), meta)
    return json({ position, choices: await positionFormChoices(actor, position) })
  })

/** Saves the change made from the version the form was loaded with; a stale one is a 409. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    return positionFormAction(
      request,
      PositionUpdateFormSchema,
      async ({ version, ...input }) => {
        await updatePosition(actor, id, input, version, meta)
        return redirectWithFlash(POSITIONS_PATH, {
          kind: 'success',
          message: POSITION_MESSAGES.updated,
        })
      },
      POSITION_MESSAGES.updateFailed,
    )
  })

export default function EditPositionPage() {
  const { position, choices } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  const stale =
    reply?.initialValue?.version !== undefined &&
    String(position.version) !== reply.initialValue.version
  const divisionName = choices.divisions.find((d) => d.id === position.division)?.name
  return (
    <Page width="3xl" title={t('Update Position')}>
      <p className="mt-1 mb-6 text-lg text-slate-700">{position.name}</p>
      {stale ? (
        <StaleRecordNotice
          className=""
          title={t('The position as it is saved now')}
          values={[
            { label: t('Name'), value: position.name },
            { label: t('Division'), value: divisionName ?? t('None') },
            { label: t('Manager position'), value: position.manager_name ?? t('None') },
            { label: t('Order'), value: position.order },
          ]}
          reloadLabel={t('Reload the saved position')}
        />
      ) : null}
      <PositionForm
        key={position.version}
        saved={position}
        choices={choices}
        reply={reply}
        version={
          typeof reply?.initialValue?.version === 'string'
            ? Number(reply.initialValue.version)
            : position.version
        }
        failure={POSITION_MESSAGES.updateFailed}
      />
      <div className="mt-8 flex flex-wrap items-center gap-6">
        <DialogLink
          to={positionDeletePath(position.id)}
          className={buttonClasses('danger')}
          preload={loadDeleteDialog}
          dialog={(close) => <PositionDeleteDialog positionId={position.id} onClose={close} />}
        >
          {t('Delete position')}
        </DialogLink>
        <Link to={POSITIONS_PATH} className={buttonClasses('link')}>
          {t('Back to positions')}
        </Link>
      </div>
    </Page>
  )
}
