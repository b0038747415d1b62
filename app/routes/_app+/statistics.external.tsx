import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { RowAction, Table } from '~/components/ui/table'
import { PERIOD_LABELS } from '~/domains/statistics/periods'
import { listExternalStats } from '~/domains/statistics/external-stats.server'
import { authorizePage } from '~/domains/statistics/stat-pages.server'
import { STATS_ADMIN_PATH, statSettingsPath } from '~/domains/statistics/statistics.paths'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('External stats'))

/** Stats fed by API clients: which have a token, and how a client sends a value. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async (asker) => {
    await authorizePage(asker, 'stat.manage', 'stat.list')
    return json({
      stats: await listExternalStats(asker),
      origin: new URL(asker.request.url).origin,
    })
  })

export default function ExternalStatsPage() {
  const { stats, origin } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page
      width="5xl"
      title={t('External stats')}
      lead={t(
        'Their values come from another system, which sends each period’s number with the stat’s token.',
      )}
      back={{ to: STATS_ADMIN_PATH, label: t('Manage stats') }}
    >
      <Table
        rows={stats}
        caption={t('External stats')}
        empty={t(
          'No stat is external. Tick External in a stat’s settings to feed it from another system.',
        )}
        columns={[
          { header: t('Name'), rowHeader: true, cell: (stat) => stat.stat_name },
          { header: t('Period'), cell: (stat) => t(PERIOD_LABELS[stat.period_type]) },
          {
            header: t('Token'),
            cell: (stat) =>
              stat.external_token_hint
                ? t('ends in {{hint}}', { hint: stat.external_token_hint })
                : t('none yet'),
          },
          { header: t('Archived'), cell: (stat) => (stat.is_archived ? t('Yes') : t('No')) },
        ]}
        actions={(stat) => (
          <RowAction
            to={statSettingsPath(stat.id)}
            label={t('Token and settings')}
            name={stat.stat_name}
          />
        )}
      />
      <Section id="sending-values" title={t('Sending a value')}>
        <p>
          {t('The client posts the number, and optionally a day of its period (today by default):')}
        </p>
        <pre className="mt-3 overflow-x-auto rounded-md bg-slate-100 p-3 text-sm">
          {`curl -X POST ${origin}/statistics/api/external/value/ \\
  -H "Authorization: Bearer gwst_…" -H "Content-Type: application/json" \\
  -d '{"stat_value": "1250", "stat_date": "2026-03-04"}'`}
        </pre>
      </Section>
    </Page>
  )
}
