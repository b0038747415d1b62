import { json } from '@remix-run/node'
import { asErrorPage } from '~/platform/request-context.server'
import { kindOf, loadBothSettings, orientationOf } from './org-chart-page.server'
import { loadPublicOrgChart } from './org-chart.server'
import { isOrgChartPublic } from './org-chart-settings.server'

/**
 * The public chart (`/org-chart/?company=<slug>`): no sign-in, names, titles and divisions only.
 * A company that has not turned it on, or does not exist, is the 404 page alike.
 */
export async function loadPublicOrgChartPage(request: Request) {
  const params = new URL(request.url).searchParams
  const slug = params.get('company') ?? ''
  const company = slug ? await isOrgChartPublic(slug) : null
  if (!company) throw new Response('Not Found', { status: 404 })
  const orientation = orientationOf(params)
  const [chart, settings] = await Promise.all([
    loadPublicOrgChart(company.companyId, params.get('root') || null).catch(asErrorPage),
    loadBothSettings(company.companyId),
  ])
  return json({
    companyName: company.companyName,
    slug,
    chart,
    settings: settings[kindOf(orientation)],
    orientation,
  })
}
