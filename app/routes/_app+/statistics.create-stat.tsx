import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { NEW_STAT, StatForm } from '~/domains/statistics/components/stat-form'
import { authorizePage, statFormChoices } from '~/domains/statistics/stat-pages.server'
import { createStat } from '~/domains/statistics/stats.server'
import { STAT_MESSAGES } from '~/domains/statistics/statistics.messages'
import { STATS_ADMIN_PATH } from '~/domains/statistics/statistics.paths'
import { StatCreateSchema } from '~/domains/statistics/statistics.schema'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Create Stat'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async (asker) => {
    await authorizePage(asker, 'stat.manage', 'stat.create')
    return json(await statFormChoices(asker))
  })

/** A new stat; the Free plan's refusal comes back as the form's message with a link to billing. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, (asker) =>
    handleForm(
      asker.request,
      StatCreateSchema,
      async (input) => {
        await createStat(asker, input)
        return redirectWithFlash(STATS_ADMIN_PATH, {
          kind: 'success',
          message: STAT_MESSAGES.created,
        })
      },
      { unexpected: STAT_MESSAGES.createFailed },
    ),
  )

export default function CreateStatPage() {
  const { owners, divisions } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page
      width="3xl"
      title={t('Create Stat')}
      back={{ to: STATS_ADMIN_PATH, label: t('Manage stats') }}
    >
      <div className="mt-6">
        <StatForm
          saved={NEW_STAT}
          reply={reply}
          owners={owners}
          divisions={divisions}
          submitLabel={t('Create Stat')}
          cancelTo={STATS_ADMIN_PATH}
          storageKey="new"
          serverUpdatedAt={null}
        />
      </div>
    </Page>
  )
}
