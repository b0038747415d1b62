import type { SubmissionResult } from '@conform-to/react'
import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Notice } from '~/components/ui/notice'
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
export const loader = signedIn(async ({ actor, meta, params }) => {
  await authorize({ actor, meta }, can, 'division.update')
  const choices = await divisionDeleteChoices(actor, routeId(params.id), meta)
  return json(choices)
})

/** Deletes, moving or clearing its people and positions in the same transaction. */
export const action = signedIn(async ({ actor, meta, params, request }) => {
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
  const busy = useNavigation().state === 'submitting'
  const { t } = useTranslation()
  const inUse = division.people_count > 0 || division.positions_count > 0
  const errors = reply?.error ?? {}
  const failed = Object.values(errors).some((messages) => messages?.length)
  const moveErrors = errors.move_to ?? undefined
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">
        {t('Delete division “{{name}}”?', { name: division.division_name })}
      </h1>
      {failed ? <Notice kind="error">{t(DIVISION_FAILED)}</Notice> : null}
      <ErrorSummary fieldErrors={{ 'move-to': moveErrors ?? undefined }} />
      <Form method="post" className="mt-6">
        {inUse ? (
          <fieldset>
            <legend className="text-lg font-semibold">
              {t(
                'People in it: {{people}}. Positions in it: {{positions}}. What should happen to them?',
                { people: division.people_count, positions: division.positions_count },
              )}
            </legend>
            {others.length > 0 ? (
              <div className="mt-4">
                <label className="flex items-center gap-2">
                  <input type="radio" name="then" value="move" defaultChecked />
                  {t('Move them to another division')}
                </label>
                <div
                  className={`ms-6 mt-2 ${moveErrors?.length ? 'border-l-4 border-red-700 pl-3' : ''}`}
                >
                  <label htmlFor="move-to" className="block font-semibold">
                    {t('Division to move them to')}
                  </label>
                  {moveErrors?.length ? (
                    <p id="move-to-error" className="mt-1 text-sm font-semibold text-red-700">
                      {t(moveErrors[0]!)}
                    </p>
                  ) : null}
                  <select
                    id="move-to"
                    name="move_to"
                    aria-describedby={moveErrors?.length ? 'move-to-error' : undefined}
                    className="mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base"
                  >
                    {others.map((other) => (
                      <option key={other.id} value={other.id}>
                        {other.name}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            ) : null}
            <label className="mt-4 flex items-center gap-2">
              <input type="radio" name="then" value="clear" defaultChecked={others.length === 0} />
              {t('Leave them without a division')}
            </label>
          </fieldset>
        ) : (
          <p className="text-lg text-slate-700">
            {t('Nobody and no position is in this division. This cannot be undone.')}
          </p>
        )}
        <div className="mt-6 flex items-center gap-4">
          <Button variant="danger" disabled={busy}>
            {busy ? t('Submitting...') : t('Delete division')}
          </Button>
          <Link to={DIVISIONS_PATH} className={buttonClasses('link')}>
            {t('Cancel')}
          </Link>
        </div>
      </Form>
    </main>
  )
}
