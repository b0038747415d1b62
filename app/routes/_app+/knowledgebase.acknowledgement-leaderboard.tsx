import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { optionsOf, Select } from '~/components/ui/select'
import { Table } from '~/components/ui/table'
import { reportDivisions } from '~/domains/courses/reports/completion-timeline.server'
import { loadLeaderboard } from '~/domains/courses/reports/leaderboard.server'
import {
  LEADERBOARD_PATH,
  LEADERBOARD_RULE,
  PERIOD_LABELS,
} from '~/domains/courses/reports/reports'
import { leaderboardQueryFrom, LEADERBOARD_PERIODS } from '~/domains/courses/reports/reports.schema'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Leaderboard'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const query = leaderboardQueryFrom(new URL(request.url).searchParams)
    const asker = { actor, meta }
    const [board, divisions] = await Promise.all([
      loadLeaderboard(asker, query),
      reportDivisions(asker),
    ])
    return json({ query, board, divisions })
  })

export default function LeaderboardPage() {
  const { query, board, divisions } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page
      width="6xl"
      title={t('Leaderboard')}
      lead={t(LEADERBOARD_RULE, { timezone: board.timezone })}
    >
      <FilterBar
        label={t('Filter the leaderboard')}
        clearTo={LEADERBOARD_PATH}
        filtered={query.period !== 'month' || Boolean(query.division)}
        className="sm:grid-cols-2 lg:grid-cols-3 lg:items-end"
      >
        <Select
          id="leaderboard-period"
          name="period"
          label={t('Period')}
          className=""
          defaultValue={query.period}
          options={LEADERBOARD_PERIODS.map((period) => ({
            value: period,
            label: t(PERIOD_LABELS[period]),
          }))}
        />
        <Select
          id="leaderboard-division"
          name="division"
          label={t('Division')}
          className=""
          defaultValue={query.division ? String(query.division) : ''}
          placeholder={t('All divisions')}
          options={optionsOf(divisions)}
        />
      </FilterBar>

      <Table
        className="mt-8"
        rows={board.entries}
        rowKey={(entry) => entry.membershipId}
        caption={t('Leaderboard')}
        empty={t('Nobody has completed anything in this period.')}
        columns={[
          { header: t('Rank'), cell: (entry) => entry.rank },
          {
            header: t('Person'),
            rowHeader: true,
            cell: (entry) => `${entry.firstName} ${entry.lastName}`.trim(),
          },
          { header: t('Division'), cell: (entry) => entry.division?.name ?? '' },
          { header: t('Articles acknowledged'), cell: (entry) => entry.articles },
          { header: t('Courses completed'), cell: (entry) => entry.courses },
          { header: t('Quizzes passed'), cell: (entry) => entry.quizzes },
          { header: t('Total'), cell: (entry) => <strong>{entry.total}</strong> },
        ]}
      />
      <Pager page={board.page} pageCount={board.pageCount} />
    </Page>
  )
}
