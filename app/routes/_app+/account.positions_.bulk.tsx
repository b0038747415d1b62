import {
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { optionsOf } from '~/components/ui/select'
import {
  BulkDeleteConfirmation,
  BulkEditForm,
  BulkPage,
  KeepSelect,
} from '~/components/bulk-actions'
import { BulkDivisionSelect } from '~/domains/org/components/bulk-division-select'
import { DivisionName } from '~/domains/org/components/positions-table'
import {
  POSITION_MESSAGES,
  POSITIONS_PATH,
  PositionBulkFormSchema,
} from '~/domains/org/positions.schema'
import { positionChoices } from '~/domains/org/positions.server'
import { msg } from '~/i18n'
import { bulkPageData } from '~/platform/bulk-page.server'
import { assertAllChanged } from '~/platform/bulk-reply.server'
import { handleForm } from '~/platform/forms.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/positions.policy'
import { bulkDeletePositions, bulkEditPositions } from '~/domains/org/positions-bulk.server'
import { positionsByIds } from '~/domains/org/position-hierarchy.server'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Edit or delete positions'))

/** Reached from the list's checkboxes: a GET form with one `id` per chosen position. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorize({ actor, meta }, can, 'position.update')
    return bulkPageData(
      request,
      (ids) => positionsByIds(actor, ids),
      () => positionChoices(actor),
    )
  })

/** Edit or delete every position chosen, all or none: a refused row changes nothing. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, request }) =>
    handleForm(request, PositionBulkFormSchema, async ({ intent, ids, division, manager }) => {
      const deleting = intent === 'delete'
      const result = deleting
        ? bulkDeletePositions(actor, ids, meta)
        : bulkEditPositions(actor, ids, { division, manager }, meta)
      assertAllChanged(await result.catch(asErrorPage))
      return redirectWithFlash(POSITIONS_PATH, {
        kind: 'success',
        message: deleting ? POSITION_MESSAGES.bulkDeleted : POSITION_MESSAGES.bulkUpdated,
      })
    }),
  )

export default function BulkPositionsPage() {
  const { chosen, offered } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <BulkPage
      title={t('Edit or delete positions')}
      chosen={chosen.map((position) => ({
        id: position.id,
        name: position.name,
        detail: <DivisionName name={position.division_name} color={position.division_color} />,
      }))}
      chosenLabel={t('{{count}} positions chosen', { count: chosen.length })}
      noneChosen={t(POSITION_MESSAGES.noneChosen)}
      back={{ to: POSITIONS_PATH, label: t('Back to positions') }}
      failed={{ update: POSITION_MESSAGES.updateFailed, delete: POSITION_MESSAGES.deleteFailed }}
    >
      <BulkEditForm intent="edit" submitLabel={t('Save changes for every position chosen')}>
        <BulkDivisionSelect divisions={offered.divisions} />
        <KeepSelect
          id="manager"
          name="manager"
          label={t('Manager position')}
          options={[
            { value: 'none', label: t('No manager position') },
            ...optionsOf(offered.positions),
          ]}
        />
      </BulkEditForm>
      <BulkDeleteConfirmation
        explanation={t(
          'The junior positions of a deleted position will report to its manager position instead. People keep their other positions.',
        )}
        label={t('Delete {{count}} positions', { count: chosen.length })}
      />
    </BulkPage>
  )
}
