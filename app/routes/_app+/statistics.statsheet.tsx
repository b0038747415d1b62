import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { FormActions, SubmitButton } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { EmptyState } from '~/components/ui/table'
import { StatsheetGrid, type StatsheetReply } from '~/domains/statistics/components/statsheet-grid'
import {
  STATSHEET_MESSAGES,
  StatsheetSchema,
} from '~/domains/statistics/statsheet/statsheet.schema'
import {
  currentCells,
  earlierEnd,
  loadStatsheet,
  saveStatsheet,
  statsheetEnd,
} from '~/domains/statistics/statsheet/statsheet.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm, savedReply } from '~/platform/forms.server'
import { isConflict } from '~/platform/form-reply'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Statsheet'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const end = statsheetEnd(new URL(request.url).searchParams)
    const groups = await loadStatsheet({ actor, meta }, end)
    return json({ groups, earlier: earlierEnd(groups), isLatest: end === undefined })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const asker = { actor, meta }
    return handleForm(
      request,
      StatsheetSchema,
      async (input) => {
        const saved = await saveStatsheet(asker, input.cells)
        if (input.autosave) return savedReply(saved)
        return redirectWithFlash(request.url, {
          kind: 'success',
          message: STATSHEET_MESSAGES.saved,
        })
      },
      { current: (typed) => currentCells(asker, typed.cells), errorPages: [] },
    )
  })

export default function StatsheetPage() {
  const { groups, earlier, isLatest } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as StatsheetReply | undefined
  const { t } = useTranslation()
  // A refused post marks its cells; the notice at the top says why nothing was saved.
  const refusal = isConflict(reply)
    ? STATSHEET_MESSAGES.staleForm
    : (reply?.error?.['']?.[0] ?? (reply?.error ? STATSHEET_MESSAGES.notSaved : null))
  return (
    <Page
      width="6xl"
      title={t('Statsheet')}
      lead={t('Your stats and their latest periods. Type the numbers and save them together.')}
    >
      {refusal ? <Notice kind="error">{t(refusal)}</Notice> : null}
      {groups.length === 0 ? (
        <EmptyState className="mt-6">
          {t('You own no stats whose values are entered by hand.')}
        </EmptyState>
      ) : (
        <Form method="post" noValidate>
          <StatsheetGrid groups={groups} reply={reply} />
          <FormActions>
            <SubmitButton>{t('Save')}</SubmitButton>
          </FormActions>
        </Form>
      )}
      <nav aria-label={t('Periods')} className="mt-6 flex gap-6">
        {earlier ? (
          <Link to={`?end=${earlier}`} className="text-blue-800 underline">
            {t('Earlier periods')}
          </Link>
        ) : null}
        {isLatest ? null : (
          <Link to="." className="text-blue-800 underline">
            {t('Latest periods')}
          </Link>
        )}
      </nav>
    </Page>
  )
}
