import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Checkbox } from '~/components/ui/choice'
import { Field } from '~/components/ui/field'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { optionsOf, Select } from '~/components/ui/select'
import { EmptyState } from '~/components/ui/table'
import { listDivisions } from '~/domains/org/divisions.server'
import { multiChartView } from '~/domains/statistics/charts/multi-chart.server'
import { statChartSvg } from '~/domains/statistics/charts/stat-chart-svg'
import { valuesTableHtml } from '~/domains/statistics/charts/values-table'
import { ChartDownloads } from '~/domains/statistics/components/chart-downloads'
import { ChartQueryFields } from '~/domains/statistics/components/chart-query-fields'
import { StatChartFigure } from '~/domains/statistics/components/stat-chart-figure'
import { msg } from '~/i18n'
import { resolveLanguage, serverT } from '~/platform/i18n.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Multiple Stats'))

const SORT_LABELS = {
  stat_name: msg('Name'),
  stat_division: msg('Division'),
  stat_owner: msg('Owner'),
} as const

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const params = new URL(request.url).searchParams
    const [view, divisions, language] = await Promise.all([
      multiChartView({ actor, meta }, params),
      listDivisions(actor),
      resolveLanguage(request, actor),
    ])
    const t = serverT(language)
    return json({
      form: view.form,
      filters: view.filters,
      page: view.page,
      pageCount: view.pageCount,
      total: view.total,
      divisions: divisions.map((division) => ({ id: division.id, name: division.division_name })),
      charts: view.charts.map(({ stat, series }, index) => ({
        id: stat.id,
        name: stat.name,
        svg: statChartSvg(series, { size: 'panel', idPrefix: `multi-${index}`, t }),
        table: valuesTableHtml(series, t),
      })),
    })
  })

export default function MultiStatsPage() {
  const { form, filters, page, pageCount, total, divisions, charts } =
    useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { search } = useLocation()
  const filtered = Boolean(
    filters.search || filters.division || filters.tag || filters.my_stats || filters.my_division,
  )
  return (
    <Page width="7xl" title={t('Multiple Stats')}>
      <FilterBar
        label={t('Filter the stats')}
        clearTo="/statistics/multi/"
        filtered={filtered}
        submitLabel={t('Show charts')}
        className="sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <Field
          label={t('Search')}
          className=""
          inputProps={{
            id: 'multi-search',
            name: 'search',
            type: 'search',
            defaultValue: filters.search,
          }}
        />
        <Select
          id="multi-division"
          name="division"
          label={t('Division')}
          className=""
          defaultValue={filters.division ? String(filters.division) : ''}
          placeholder={t('All divisions')}
          options={optionsOf(divisions)}
        />
        <Field
          label={t('Tag')}
          className=""
          inputProps={{ id: 'multi-tag', name: 'tag', defaultValue: filters.tag }}
        />
        <Select
          id="multi-sort"
          name="sort"
          label={t('Sort by')}
          className=""
          defaultValue={filters.sort ?? ''}
          placeholder={t('The stats’ order')}
          options={Object.entries(SORT_LABELS).map(([value, label]) => ({
            value,
            label: t(label),
          }))}
        />
        <ChartQueryFields form={form} idPrefix="multi" />
        <Checkbox
          label={t('My stats')}
          className=""
          inputProps={{
            id: 'multi-my-stats',
            name: 'my_stats',
            value: 'true',
            defaultChecked: filters.my_stats,
          }}
        />
        <Checkbox
          label={t('My division’s stats')}
          className=""
          inputProps={{
            id: 'multi-my-division',
            name: 'my_division',
            value: 'true',
            defaultChecked: filters.my_division,
          }}
        />
      </FilterBar>
      <p className="mt-6">{t('Stats found: {{count}}', { count: total })}</p>
      {charts.length === 0 ? (
        <EmptyState className="mt-6">{t('No stats match these filters.')}</EmptyState>
      ) : (
        <>
          <ChartDownloads base="/statistics/multi/export" query={search.replace(/^\?/, '')} />
          <ul className="mt-2 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {charts.map((chart) => (
              <li key={chart.id}>
                <StatChartFigure svg={chart.svg} table={chart.table} name={chart.name} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={page} pageCount={pageCount} />
    </Page>
  )
}
