import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { EmptyState } from '~/components/ui/table'
import { Field } from '~/components/ui/field'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Select } from '~/components/ui/select'
import { singleChartView } from '~/domains/statistics/charts/single-chart.server'
import { statChartSvg } from '~/domains/statistics/charts/stat-chart-svg'
import { valuesTableHtml } from '~/domains/statistics/charts/values-table'
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
            table: valuesTableHtml(view.series, t),
            query: new URLSearchParams({
              ...view.form.values,
              stat: String(view.stat.id),
            }).toString(),
          }
        : null
    return json({
      stats: view.stats,
      findable: view.findable,
      find: view.find,
      empty: view.stats.length === 0 && !view.findable,
      statId: view.stat?.id ?? null,
      form: view.form,
      chart,
    })
  })

export default function SingleStatPage() {
  const { stats, findable, find, empty, statId, form, chart } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page width="6xl" title={t('Single Stat')}>
      {empty ? (
        <EmptyState className="mt-6">{t('There are no stats yet.')}</EmptyState>
      ) : (
        <FilterBar
          label={t('Choose the chart')}
          clearTo="/statistics/single/"
          filtered={false}
          submitLabel={t('Show chart')}
          className="sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        >
          {findable ? (
            <Field
              label={t('Search')}
              className=""
              inputProps={{ id: 'single-find', name: 'find', type: 'search', defaultValue: find }}
            />
          ) : null}
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
          <StatChartFigure svg={chart.svg} table={chart.table} name={chart.name} openTable />
          <ChartDownloads base="/statistics/single/export" query={chart.query} />
        </>
      ) : null}
    </Page>
  )
}
