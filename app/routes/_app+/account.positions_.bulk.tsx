import { parseWithZod } from '@conform-to/zod'
import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import {
  BulkDeleteConfirmation,
  BulkFailureSummary,
  BulkIds,
  type BulkFailureData,
} from '~/components/bulk-actions'
import { SELECT_CLASSES } from '~/domains/org/components/position-form'
import { DivisionName } from '~/domains/org/components/positions-table'
import {
  POSITION_MESSAGES,
  POSITIONS_PATH,
  PositionBulkFormSchema,
} from '~/domains/org/positions.schema'
import { positionChoices } from '~/domains/org/positions.server'
import { msg } from '~/i18n'
import { bulkFormErrors, chosenIds } from '~/platform/bulk.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/positions.policy'
import { bulkDeletePositions, bulkEditPositions } from '~/domains/org/positions-bulk.server'
import { positionsByIds } from '~/domains/org/position-hierarchy.server'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Edit or delete positions'))

/** Reached from the list's checkboxes: a GET form with one `id` per chosen position. */
export const loader = signedIn(async ({ actor, meta, request }) => {
  await authorize({ actor, meta }, can, 'position.update')
  const [chosen, choices] = await Promise.all([
    positionsByIds(actor, chosenIds(request)),
    positionChoices(actor),
  ])
  return json({ chosen, divisions: choices.divisions, positions: choices.positions })
})

export const action = signedIn(async ({ actor, meta, request }) => {
  const submission = parseWithZod(await request.formData(), { schema: PositionBulkFormSchema })
  if (submission.status !== 'success') {
    return json<BulkFailureData>(
      {
        failure: POSITION_MESSAGES.updateFailed,
        errors: [],
        formErrors: bulkFormErrors(submission.error),
      },
      400,
    )
  }
  const { intent, ids, division, manager } = submission.value
  const deleting = intent === 'delete'
  const failure = deleting ? POSITION_MESSAGES.deleteFailed : POSITION_MESSAGES.updateFailed
  let result
  try {
    result = deleting
      ? await bulkDeletePositions(actor, ids, meta)
      : await bulkEditPositions(actor, ids, { division, manager }, meta)
  } catch (error) {
    return asErrorPage(error)
  }
  if (!result.ok)
    return json<BulkFailureData>({ failure, errors: result.errors, formErrors: [] }, 400)
  return redirectWithFlash(POSITIONS_PATH, {
    kind: 'success',
    message: deleting ? POSITION_MESSAGES.bulkDeleted : POSITION_MESSAGES.bulkUpdated,
  })
})

export default function BulkPositionsPage() {
  const { chosen, divisions, positions } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>() as BulkFailureData | undefined
  const busy = useNavigation().state !== 'idle'
  const { t } = useTranslation()
  const ids = chosen.map((position) => position.id)
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Edit or delete positions')}</h1>
      <BulkFailureSummary data={data} />
      {chosen.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {t(POSITION_MESSAGES.noneChosen)}{' '}
          <Link to={POSITIONS_PATH} className={buttonClasses('link')}>
            {t('Back to positions')}
          </Link>
        </p>
      ) : (
        <>
          <h2 className="mt-6 text-xl font-bold">
            {t('{{count}} positions chosen', { count: chosen.length })}
          </h2>
          <ul className="mt-3 space-y-1">
            {chosen.map((position) => (
              <li key={position.id} className="flex flex-wrap items-center gap-3">
                <span className="font-semibold">{position.name}</span>
                <span className="text-sm text-slate-600">#{position.id}</span>
                <DivisionName name={position.division_name} color={position.division_color} />
              </li>
            ))}
          </ul>

          <Form method="post" className="mt-8 max-w-2xl">
            <BulkIds ids={ids} />
            <input type="hidden" name="intent" value="edit" />
            <p className="mb-4 text-slate-700">
              {t('Fields left on “Keep as it is” do not change.')}
            </p>
            <label htmlFor="division" className="block font-semibold">
              {t('Division')}
            </label>
            <select
              id="division"
              name="division"
              className={`${SELECT_CLASSES} mb-5`}
              defaultValue=""
            >
              <option value="">{t('Keep as it is')}</option>
              <option value="none">{t('No division')}</option>
              {divisions.map((division) => (
                <option key={division.id} value={division.id}>
                  {division.name}
                </option>
              ))}
            </select>
            <label htmlFor="manager" className="block font-semibold">
              {t('Manager position')}
            </label>
            <select
              id="manager"
              name="manager"
              className={`${SELECT_CLASSES} mb-5`}
              defaultValue=""
            >
              <option value="">{t('Keep as it is')}</option>
              <option value="none">{t('No manager position')}</option>
              {positions.map((position) => (
                <option key={position.id} value={position.id}>
                  {position.name}
                </option>
              ))}
            </select>
            <Button disabled={busy}>{t('Save changes for every position chosen')}</Button>
          </Form>

          <BulkDeleteConfirmation
            ids={ids}
            busy={busy}
            explanation={t(
              'The junior positions of a deleted position will report to its manager position instead. People keep their other positions.',
            )}
            label={t('Delete {{count}} positions', { count: chosen.length })}
          />
        </>
      )}
    </main>
  )
}
