import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { RowAction, Table } from '~/components/ui/table'
import { PERIOD_LABELS } from '~/domains/statistics/periods'
import { authorizePage } from '~/domains/statistics/stat-pages.server'
import { listAllStats } from '~/domains/statistics/stat-lists.server'
import { deleteStat, setArchived } from '~/domains/statistics/stats.server'
import { STAT_MESSAGES } from '~/domains/statistics/statistics.messages'
import {
  ARCHIVED_STATS_PATH,
  STATS_ADMIN_PATH,
  statSettingsPath,
} from '~/domains/statistics/statistics.paths'
import { StatRowSchema } from '~/domains/statistics/statistics.schema'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { readReply } from '~/platform/form-reply'
import { handleIntents, intent } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Archived stats'))

/** The archive (seed: list-create/?archived=true): restore a stat, or delete it for good. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async (asker) => {
    await authorizePage(asker, 'stat.manage', 'stat.list')
    return json({ stats: await listAllStats(asker, { archived: true }) })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async (asker) =>
    handleIntents(asker.request, {
      unarchive: intent(StatRowSchema, async ({ id }) => {
        await setArchived(asker, id, false)
        return redirectWithFlash(ARCHIVED_STATS_PATH, {
          kind: 'success',
          message: STAT_MESSAGES.unarchived,
        })
      }),
      delete: intent(StatRowSchema, async ({ id }) => {
        await deleteStat(asker, id)
        return redirectWithFlash(ARCHIVED_STATS_PATH, {
          kind: 'success',
          message: STAT_MESSAGES.deleted,
        })
      }),
    }),
  )

export default function ArchivedStatsPage() {
  const { stats } = useLoaderData<typeof loader>()
  const { formErrors } = readReply(useActionData<typeof action>())
  const { t } = useTranslation()
  return (
    <Page
      width="5xl"
      title={t('Archived stats')}
      lead={t('Archived stats keep their values but leave the lists, charts and statsheet.')}
      back={{ to: STATS_ADMIN_PATH, label: t('Manage stats') }}
    >
      {formErrors ? <Notice kind="error">{formErrors.map((m) => t(m)).join(' ')}</Notice> : null}
      <Table
        rows={stats}
        caption={t('Archived stats')}
        empty={t('No stat is archived.')}
        columns={[
          { header: t('Name'), rowHeader: true, cell: (stat) => stat.stat_name },
          { header: t('Owner'), cell: (stat) => stat.stat_owner_name ?? '' },
          { header: t('Period'), cell: (stat) => t(PERIOD_LABELS[stat.period_type]) },
        ]}
        actions={(stat) => (
          <div className="flex flex-wrap items-start gap-4">
            <RowAction to={statSettingsPath(stat.id)} label={t('Settings')} name={stat.stat_name} />
            <Form method="post">
              <input type="hidden" name="intent" value="unarchive" />
              <input type="hidden" name="id" value={stat.id} />
              <Button variant="link">
                {t('Restore')}
                <span className="sr-only">: {stat.stat_name}</span>
              </Button>
            </Form>
            <ConfirmDelete
              label={t('Delete')}
              question={t('Delete {{name}} and all its values?', { name: stat.stat_name })}
              confirmLabel={t('Delete stat')}
              fields={{ intent: 'delete', id: stat.id }}
            />
          </div>
        )}
      />
    </Page>
  )
}
