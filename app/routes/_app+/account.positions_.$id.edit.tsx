import type { SubmissionResult } from '@conform-to/react'
import { json, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
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

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Update Position'))

export const loader = signedIn(async ({ actor, meta, params }) => {
  await authorize({ actor, meta }, can, 'position.update')
  const position = await getPosition(actor, routeId(params.id), meta)
  return json({ position, choices: await positionFormChoices(actor, position) })
})

/** Saves the change made from the version the form was loaded with; a stale one is a 409. */
export const action = signedIn(async ({ actor, meta, params, request }) => {
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
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Update Position')}</h1>
      <p className="mt-1 mb-6 text-lg text-slate-700">{position.name}</p>
      {stale ? (
        <section aria-labelledby="saved-title" className="mb-6 rounded-md bg-brand-50 p-4">
          <h2 id="saved-title" className="font-semibold">
            {t('The position as it is saved now')}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>{t('Name')}</dt>
            <dd>{position.name}</dd>
            <dt>{t('Division')}</dt>
            <dd>{divisionName ?? t('None')}</dd>
            <dt>{t('Manager position')}</dt>
            <dd>{position.manager_name ?? t('None')}</dd>
            <dt>{t('Order')}</dt>
            <dd>{position.order}</dd>
          </dl>
          <Link to="." reloadDocument className={buttonClasses('secondary', 'mt-3')}>
            {t('Reload the saved position')}
          </Link>
        </section>
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
        <Link to={positionDeletePath(position.id)} className={buttonClasses('danger')}>
          {t('Delete position')}
        </Link>
        <Link to={POSITIONS_PATH} className={buttonClasses('link')}>
          {t('Back to positions')}
        </Link>
      </div>
    </main>
  )
}
