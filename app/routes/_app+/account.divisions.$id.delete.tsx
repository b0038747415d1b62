import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { RadioGroup } from '~/components/ui/choice'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import { optionsOf, Select } from '~/components/ui/select'
import { ErrorSummary } from '~/components/ui/error-summary'
import {
  DIVISION_FAILED,
  DIVISION_MESSAGES,
  DIVISIONS_PATH,
  DivisionDeleteFormSchema,
} from '~/domains/org/divisions.schema'
import { deleteDivision, divisionDeleteChoices } from '~/domains/org/divisions.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, routeId, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/divisions.policy'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Delete division'))

/** The delete question as a page (works without JavaScript), with what to do with its people. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'division.update')
    const choices = await divisionDeleteChoices(actor, routeId(params.id), meta)
    return json(choices)
  })

/** Deletes, moving or clearing its people and positions in the same transaction. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    return handleForm(request, DivisionDeleteFormSchema, async (disposal) => {
      await deleteDivision(actor, id, disposal, meta).catch(asErrorPage)
      return redirectWithFlash(DIVISIONS_PATH, {
        kind: 'success',
        message: DIVISION_MESSAGES.deleted,
      })
    })
  })

export default function DeleteDivisionPage() {
  const { division, others } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  const inUse = division.people_count > 0 || division.positions_count > 0
  const errors = reply?.error ?? {}
  const failed = Object.values(errors).some((messages) => messages?.length)
  const moveErrors = errors.move_to ?? undefined
  return (
    <ConfirmPage
      title={t('Delete division “{{name}}”?', { name: division.division_name })}
      error={failed ? t(DIVISION_FAILED) : null}
      explanation={
        <>
          <ErrorSummary fieldErrors={{ 'move-to': moveErrors }} />
          {inUse ? null : (
            <p>{t('Nobody and no position is in this division. This cannot be undone.')}</p>
          )}
        </>
      }
      confirmLabel={t('Delete division')}
      cancelTo={DIVISIONS_PATH}
    >
      {inUse ? (
        <>
          <RadioGroup
            name="then"
            legend={t(
              'People in it: {{people}}. Positions in it: {{positions}}. What should happen to them?',
              { people: division.people_count, positions: division.positions_count },
            )}
            defaultValue={others.length > 0 ? 'move' : 'clear'}
            choices={[
              ...(others.length > 0
                ? [{ value: 'move', label: t('Move them to another division') }]
                : []),
              { value: 'clear', label: t('Leave them without a division') },
            ]}
          />
          {others.length > 0 ? (
            <Select
              id="move-to"
              name="move_to"
              label={t('Division to move them to')}
              errors={moveErrors}
              className="ms-6 mb-5"
              options={optionsOf(others)}
            />
          ) : null}
        </>
      ) : null}
    </ConfirmPage>
  )
}
