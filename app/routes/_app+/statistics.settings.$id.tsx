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
import { Section } from '~/components/ui/section'
import { Table } from '~/components/ui/table'
import { StatForm } from '~/domains/statistics/components/stat-form'
import { issueStatToken, revokeStatToken } from '~/domains/statistics/external-stats.server'
import { authorizePage, statFormChoices } from '~/domains/statistics/stat-pages.server'
import { findStat, readStat } from '~/domains/statistics/stat-records.server'
import { latestValues } from '~/domains/statistics/stat-values.server'
import { deleteStat, setArchived, updateStat } from '~/domains/statistics/stats.server'
import { STAT_MESSAGES } from '~/domains/statistics/statistics.messages'
import {
  ARCHIVED_STATS_PATH,
  STATS_ADMIN_PATH,
  statSettingsPath,
} from '~/domains/statistics/statistics.paths'
import { StatEditSchema } from '~/domains/statistics/statistics.schema'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { NO_FIELDS } from '~/platform/form-fields'
import { readReply } from '~/platform/form-reply'
import { handleIntents, intent, savedReply } from '~/platform/forms.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Stat settings'))

/** One stat's settings (seed: settings/{id}/): edit, archive, delete, its external token. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async (asker) => {
    const id = routeId(asker.params.id)
    await authorizePage(asker, 'stat.manage', 'stat.update')
    const [stat, row, choices, values] = await Promise.all([
      readStat(asker, id),
      findStat(asker, id),
      statFormChoices(asker),
      latestValues(asker, id),
    ])
    // When it was last saved: the form's work kept in the browser is older or newer than that.
    return json({ stat, values, savedAt: row.updatedAt.toISOString(), ...choices })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async (asker) => {
    const id = routeId(asker.params.id)
    const back = (message: string, to = statSettingsPath(id)) =>
      redirectWithFlash(to, { kind: 'success', message })
    return handleIntents(
      asker.request,
      {
        save: intent(StatEditSchema, async (input) => {
          await updateStat(asker, id, input)
          return back(STAT_MESSAGES.saved)
        }),
        archive: intent(NO_FIELDS, async () => {
          const stat = await setArchived(asker, id, true)
          return back(
            STAT_MESSAGES.archived,
            stat.is_archived ? ARCHIVED_STATS_PATH : STATS_ADMIN_PATH,
          )
        }),
        unarchive: intent(NO_FIELDS, async () => {
          await setArchived(asker, id, false)
          return back(STAT_MESSAGES.unarchived)
        }),
        delete: intent(NO_FIELDS, async () => {
          await deleteStat(asker, id)
          return back(STAT_MESSAGES.deleted, STATS_ADMIN_PATH)
        }),
        // The token is shown on this answer only; it is stored as a hash.
        'issue-token': intent(NO_FIELDS, async () => savedReply(await issueStatToken(asker, id))),
        'revoke-token': intent(NO_FIELDS, async () => {
          await revokeStatToken(asker, id)
          return back(STAT_MESSAGES.tokenRevoked)
        }),
      },
      { current: () => readStat(asker, id) },
    )
  })

/** A one-button form of this page. */
function IntentButton({
  intent,
  label,
  variant = 'secondary',
}: {
  intent: string
  label: string
  variant?: 'secondary' | 'danger'
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button variant={variant}>{label}</Button>
    </Form>
  )
}

export default function StatSettingsPage() {
  const { stat, values, savedAt, owners, divisions } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  const issued = (reply?.carried as { token?: string } | undefined)?.token
  const { formErrors } = readReply(reply)
  const editReply = reply?.initialValue?.intent === 'save' ? reply : undefined
  return (
    <Page
      width="3xl"
      title={stat.stat_name}
      back={{ to: STATS_ADMIN_PATH, label: t('Manage stats') }}
    >
      {stat.is_archived ? <Notice kind="info">{t('This stat is archived.')}</Notice> : null}
      {formErrors && !editReply ? (
        <Notice kind="error">{formErrors.map((m) => t(m)).join(' ')}</Notice>
      ) : null}
      <div className="mt-6">
        <StatForm
          key={stat.version}
          saved={stat}
          reply={editReply}
          owners={owners}
          divisions={divisions}
          submitLabel={t('Save stat')}
          cancelTo={STATS_ADMIN_PATH}
          intent="save"
          storageKey={String(stat.id)}
          serverUpdatedAt={savedAt}
        />
      </div>

      {stat.is_external ? (
        <Section id="external-token" title={t('External token')}>
          {issued ? (
            <Notice kind="success">
              <p>{t(STAT_MESSAGES.tokenIssued)}</p>
              <code className="mt-2 block break-all font-mono" data-testid="stat-token">
                {issued}
              </code>
            </Notice>
          ) : null}
          <p className="mb-4">
            {stat.external_token_hint
              ? t('A token ending in {{hint}} is in use.', { hint: stat.external_token_hint })
              : t('No token yet: the stat takes no values until you issue one.')}
          </p>
          <div className="flex flex-wrap gap-4">
            <IntentButton
              intent="issue-token"
              label={stat.external_token_hint ? t('Replace the token') : t('Issue a token')}
            />
            {stat.external_token_hint ? (
              <IntentButton intent="revoke-token" label={t('Revoke the token')} variant="danger" />
            ) : null}
          </div>
        </Section>
      ) : null}

      <Section id="latest-values" title={t('Latest values')}>
        <Table
          rows={values}
          caption={t('Latest values')}
          empty={
            stat.is_calculated
              ? t('A calculated stat’s values come from its formula.')
              : t('No values yet.')
          }
          columns={[
            { header: t('Period start'), rowHeader: true, cell: (value) => value.period_start },
            { header: t('Period end'), cell: (value) => value.period_end },
            { header: t('Value'), cell: (value) => value.stat_value, className: 'tabular-nums' },
          ]}
        />
      </Section>

      <Section id="archive-or-delete" title={t('Archive or delete')}>
        <div className="flex flex-wrap items-start gap-6">
          <IntentButton
            intent={stat.is_archived ? 'unarchive' : 'archive'}
            label={stat.is_archived ? t('Restore') : t('Archive')}
          />
          <ConfirmDelete
            label={t('Delete stat')}
            question={t('Delete {{name}} and all its values?', { name: stat.stat_name })}
            confirmLabel={t('Delete stat')}
            fields={{ intent: 'delete' }}
          />
        </div>
      </Section>
    </Page>
  )
}
