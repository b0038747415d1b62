import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { EmptyState } from '~/components/ui/table'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Select } from '~/components/ui/select'
import { chartTableRows } from '~/domains/statistics/charts/chart-model'
import { singleChartView } from '~/domains/statistics/charts/single-chart.server'
import { statChartSvg } from '~/domains/statistics/charts/stat-chart-svg'
import { ChartDownloads } from '~/domains/statistics/components/chart-downloads'
import { ChartQueryFields } from '~/domains/statistics/components/chart-query-fields'
import { StatChartFigure } from '~/domains/statistics/components/stat-chart-figure'
import { msg } from '~/i18n'
import { resolveLanguage, serverT } from '~/platform/i18n.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Single Stat'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const params = new URL(request.url).searchParams
    const view = await singleChartView({ actor, meta }, params)
    const t = serverT(await resolveLanguage(request, actor))
    const chart =
      view.stat && view.series
        ? {
            name: view.stat.name,
            svg: statChartSvg(view.series, { t, idPrefix: 'single-chart' }),
            rows: chartTableRows(view.series),
            query: new URLSearchParams({
              ...view.form.values,
              stat: String(view.stat.id),
            }).toString(),
          }
        : null
    return json({ stats: view.stats, statId: view.stat?.id ?? null, form: view.form, chart })
  })

export default function SingleStatPage() {
  const { stats, statId, form, chart } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page width="6xl" title={t('Single Stat')}>
      {stats.length === 0 ? (
        <EmptyState className="mt-6">{t('There are no stats yet.')}</EmptyState>
      ) : (
        <FilterBar
          label={t('Choose the chart')}
          clearTo="/statistics/single/"
          filtered={false}
          submitLabel={t('Show chart')}
          className="sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        >
          <Select
            id="single-stat"
            name="stat"
            label={t('Stat')}
            className=""
            defaultValue={statId ?? undefined}
            options={stats.map((stat) => ({ value: stat.id, label: stat.name }))}
          />
          <ChartQueryFields form={form} idPrefix="single" />
        </FilterBar>
      )}
      {chart ? (
        <>
          <StatChartFigure svg={chart.svg} rows={chart.rows} name={chart.name} openTable />
          <ChartDownloads base="/statistics/single/export" query={chart.query} />
        </>
      ) : null}
    </Page>
  )
}
