import { useEffect, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { Tabs } from '~/components/ui/tabs'
import { buttonClasses } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { msg } from '~/i18n'
import type { OrgChartDisplaySettings } from '../org-chart.types'
import {
  ORG_CHART_PATHS,
  type OrgChart,
  type OrgChartSuggestion,
  type OrgChartView,
  type Orientation,
} from '../org-chart-view'
import { ChartSection, ChartTrail, OrgChartCanvas } from './org-chart'
import { OrgChartSearch } from './org-chart-search'

export interface OrgChartPageData {
  view: OrgChartView
  /** The page asked for (the division page shows the people chart when its settings say so). */
  requested: OrgChart
  settings: { orgflow: OrgChartDisplaySettings; horizontalorg: OrgChartDisplaySettings }
  orientation: Orientation
  search: { q: string; results: OrgChartSuggestion[] } | null
  canEditPeople: boolean
}

export const ORG_CHART_TITLES: Record<OrgChart, string> = {
  division: msg('Org Chart'),
  people: msg('Org chart by manager'),
  positions: msg('Org chart by position'),
}

/** One of the three signed-in chart pages. */
export function OrgChartScreen({ data }: { data: OrgChartPageData }) {
  const { t } = useTranslation()
  const { view, requested, search } = data
  const path = ORG_CHART_PATHS[requested]
  const [orientation, setOrientation] = useState(data.orientation)
  useEffect(() => setOrientation(data.orientation), [data.orientation])
  const settings = data.settings[orientation === 'horizontal' ? 'horizontalorg' : 'orgflow']
  const keep: Record<string, string> = orientation === 'horizontal' ? { orientation } : {}
  const href = (params: Record<string, string>) => {
    const query = new URLSearchParams({ ...params, ...keep }).toString()
    return query ? `${path}?${query}` : path
  }
  const rootHref = (key: string) => href({ root: key })
  const otherOrientation: Orientation = orientation === 'horizontal' ? 'vertical' : 'horizontal'
  const toggleHref = (() => {
    const params = new URLSearchParams()
    if (view.root) params.set('root', view.root)
    if (view.focus) params.set('focus', view.focus)
    if (otherOrientation === 'horizontal') params.set('orientation', 'horizontal')
    const query = params.toString()
    return query ? `${path}?${query}` : path
  })()
  const exportHref = `/account/org-chart/export.svg?${new URLSearchParams({
    chart: view.chart,
    orientation,
    ...(view.root ? { root: view.root } : {}),
  })}`

  return (
    <Page width="7xl" title={t(ORG_CHART_TITLES[requested])}>
      <Tabs
        label={t('Org chart views')}
        tabs={(['division', 'people', 'positions'] as const).map((chart) => ({
          to: ORG_CHART_PATHS[chart],
          label: t(ORG_CHART_TITLES[chart]),
          current: chart === requested,
        }))}
      />

      {view.loops?.length ? (
        <div className="mt-4">
          <Notice kind="error">
            <p className="font-semibold">
              {t('Some managers form a loop. The chart shows each loop from its first person:')}
            </p>
            <ul className="mt-2 list-disc ps-6">
              {view.loops.map((loop) => (
                <li key={loop.map((person) => person.id).join('-')}>
                  {loop.map((person, index) => (
                    <span key={person.id}>
                      {index > 0 ? ' → ' : ''}
                      {data.canEditPeople ? (
                        <a href={`/account/employee/${person.id}/edit`} className="underline">
                          {person.name}
                        </a>
                      ) : (
                        person.name
                      )}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
            <p className="mt-2">{t('Change the manager of one of them to end the loop.')}</p>
          </Notice>
        </div>
      ) : null}

      <OrgChartSearch
        key={search?.q ?? ''}
        path={path}
        chart={view.chart}
        q={search?.q ?? ''}
        extraParams={keep}
      />
      {search ? (
        <section aria-labelledby="oc-results" className="mt-3">
          <h2 id="oc-results" className="text-lg font-semibold">
            {t('Search results for “{{q}}”', { q: search.q })}
          </h2>
          {search.results.length === 0 ? (
            <p>{t('No one matches this search.')}</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-x-4">
              {search.results.map((result) => (
                <li key={result.key}>
                  <a
                    href={`${href({ focus: result.key })}#${result.key}`}
                    className="underline"
                    aria-current={result.key === view.focus ? 'true' : undefined}
                  >
                    {result.name}
                  </a>
                  {result.title ? ` (${result.title})` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a
          href={toggleHref}
          className={buttonClasses('secondary')}
          onClick={(event) => {
            // With JavaScript the chart turns in place, keeping what was opened.
            event.preventDefault()
            setOrientation(otherOrientation)
            window.history.replaceState(window.history.state, '', toggleHref)
          }}
        >
          {otherOrientation === 'horizontal' ? t('Horizontal layout') : t('Vertical layout')}
        </a>
        <a href={exportHref} download className={buttonClasses('secondary')}>
          {t('Export as SVG')}
        </a>
        <span className="text-slate-700">
          {view.chart === 'positions'
            ? t('Positions: {{count}}', { count: view.total })
            : t('People: {{count}}', { count: view.total })}
        </span>
      </div>

      <ChartTrail trail={view.trail} topHref={href({})} rootHref={rootHref} />

      <ChartSection
        emptyMessage={
          view.roots.length > 0
            ? null
            : view.chart === 'positions'
              ? t('No positions yet.')
              : t('No one is on the chart yet.')
        }
        chart={
          <OrgChartCanvas
            roots={view.roots}
            settings={settings}
            orientation={orientation}
            focus={view.focus}
            highlightPath={view.highlightPath}
            label={t(ORG_CHART_TITLES[requested])}
            rootHref={rootHref}
            branchUrl={`/account/org-chart/branch?chart=${view.chart}`}
          />
        }
      >
        <Pager
          page={view.page}
          pageCount={view.pageCount}
          words="short"
          label={t('Pages of the chart')}
          href={(page) => href({ page: String(page) })}
          className="mt-4"
        />
      </ChartSection>
    </Page>
  )
}
