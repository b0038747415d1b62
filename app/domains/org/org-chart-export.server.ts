import type { Actor } from '../accounts/accounts.policy'
import type { AppLoadContext } from '@remix-run/node'
import { requireActor } from '~/platform/auth.server'
import { asErrorPage } from '~/platform/pages.server'
import { attachmentDisposition } from '~/platform/uploads.server'
import { chartParam, loadBothSettings, orientationOf } from './org-chart-page.server'
import { loadOrgChartForExport } from './org-chart.server'
import type { OrgChartDisplaySettings, OrgChartNode } from './org-chart.types'
import type { OrgChart, Orientation } from './org-chart-view'

// TODO(merge): replace with `import { orgChartSvg } from './org-chart-svg'` (the chart-settings
// branch writes the real renderer). This stand-in draws each box as one indented line of text.
function orgChartSvg(
  roots: OrgChartNode[],
  options: { settings: OrgChartDisplaySettings; orientation: Orientation },
): string {
  const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const lines: string[] = []
  const walk = (node: OrgChartNode, depth: number) => {
    const y = 24 + lines.length * 22
    const label = [node.name, node.title].filter(Boolean).join(' — ')
    lines.push(`<text x="${16 + depth * 24}" y="${y}">${escape(label)}</text>`)
    for (const child of node.children) walk(child, depth + 1)
  }
  for (const root of roots) walk(root, 0)
  const height = 32 + lines.length * 22
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="${height}" ` +
    `font-family="sans-serif" font-size="14" data-orientation="${options.orientation}">` +
    `<rect width="100%" height="100%" fill="${escape(options.settings.background)}"/>` +
    `${lines.join('')}</svg>`
  )
}

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
    loadBothSettings(actor.companyId),
  ])
  return orgChartSvg(roots, {
    settings: settings[orientation === 'horizontal' ? 'horizontalorg' : 'orgflow'],
    orientation,
  })
}

/** `?chart=people&root=p-12&orientation=horizontal`: the chart as an SVG download. */
export async function orgChartSvgResponse(request: Request, context: AppLoadContext) {
  const actor = await requireActor(request, context)
  const params = new URL(request.url).searchParams
  const svg = await exportOrgChartSvg(
    actor,
    chartParam(params),
    params.get('root') || null,
    orientationOf(params),
  ).catch(asErrorPage)
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Content-Disposition': attachmentDisposition('org-chart.svg'),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
