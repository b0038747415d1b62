import type { Actor } from '~/platform/actor'
import type { SignedInArgs } from '~/platform/request-context.server'
import { attachmentDisposition } from '~/platform/uploads.server'
import { chartParam, kindOf, orientationOf } from './org-chart-page.server'
import { loadOrgChartSettings } from './org-chart-settings.server'
import { loadOrgChartForExport } from './org-chart.server'
import { orgChartSvg } from './org-chart-svg'
import type { OrgChart, Orientation } from './org-chart-view'

/**
 * The chart as an SVG file: from the current root (or the top) down, bounded by
 * loadOrgChartForExport (six levels, 1,000 boxes), drawn with the company's display settings.
 */
export async function exportOrgChartSvg(
  actor: Actor,
  chart: OrgChart,
  root: string | null,
  orientation: Orientation,
): Promise<string> {
  const [roots, settings] = await Promise.all([
    loadOrgChartForExport(actor, chart, root),
    loadOrgChartSettings(actor.companyId, kindOf(orientation)),
  ])
  return orgChartSvg(roots, { settings, orientation })
}

/** `?chart=people&root=p-12&orientation=horizontal`: the chart as an SVG download. */
export async function orgChartSvgResponse({
  actor,
  request,
}: Pick<SignedInArgs, 'actor' | 'request'>) {
  const params = new URL(request.url).searchParams
  const svg = await exportOrgChartSvg(
    actor,
    chartParam(params),
    params.get('root') || null,
    orientationOf(params),
  )
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Content-Disposition': attachmentDisposition('org-chart.svg'),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
