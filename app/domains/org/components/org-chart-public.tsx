import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { buttonClasses } from '~/components/ui/button'
import type { OrgChartDisplaySettings, OrgChartNode } from '../org-chart.types'
import type { Orientation } from '../org-chart-view'
import { ChartSection, ChartTrail, OrgChartCanvas } from './org-chart'

export interface PublicOrgChartData {
  companyName: string
  slug: string
  chart: { roots: OrgChartNode[]; trail: { key: string; name: string }[]; total: number }
  settings: OrgChartDisplaySettings
  orientation: Orientation
}

/** The public chart: names, titles and divisions; deeper levels open as plain links. */
export function PublicOrgChart({ data }: { data: PublicOrgChartData }) {
  const { t } = useTranslation()
  const { chart, slug, orientation } = data
  const href = (params: Record<string, string>) =>
    `/org-chart?${new URLSearchParams({
      company: slug,
      ...params,
      ...(orientation === 'horizontal' ? { orientation } : {}),
    })}`
  const root = chart.trail.at(-1)?.key
  const toggle = `/org-chart?${new URLSearchParams({
    company: slug,
    ...(root ? { root } : {}),
    ...(orientation === 'horizontal' ? {} : { orientation: 'horizontal' }),
  })}`
  return (
    <Page width="7xl" title={t('{{company}} org chart', { company: data.companyName })}>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href={toggle} className={buttonClasses('secondary')}>
          {orientation === 'horizontal' ? t('Vertical layout') : t('Horizontal layout')}
        </a>
        <span className="text-slate-700">{t('People: {{count}}', { count: chart.total })}</span>
      </div>
      <ChartTrail
        trail={chart.trail}
        topHref={href({})}
        rootHref={(key) => href({ root: key })}
        reloadDocument
      />
      <ChartSection
        emptyMessage={chart.roots.length === 0 ? t('No one is on the chart yet.') : null}
        chart={
          <OrgChartCanvas
            roots={chart.roots}
            settings={data.settings}
            orientation={orientation}
            focus={null}
            highlightPath={[]}
            label={t('{{company}} org chart', { company: data.companyName })}
            rootHref={(key) => href({ root: key })}
            branchUrl={null}
          />
        }
      />
    </Page>
  )
}
