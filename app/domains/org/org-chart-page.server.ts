import { json } from '@remix-run/node'
import type { SignedInArgs } from '~/platform/request-context.server'
import { canAdministerProfiles } from '../people/staff.policy'
import { loadOrgChart, loadOrgChartBranch, searchOrgChart } from './org-chart.server'
import { ORG_CHARTS, type OrgChart, type Orientation } from './org-chart-view'
import { loadOrgChartSettings } from './org-chart-settings.server'
import type { OrgChartKind } from './org.tables'

/*
 * The chart pages' loaders and the JSON the chart's script asks for. They live here, not in the
 * route modules, so the pages' browser bundles carry none of their imports.
 */

/** The layout whose display settings apply: 'orgflow' draws top-down, 'horizontalorg' sideways. */
export const kindOf = (orientation: Orientation): OrgChartKind =>
  orientation === 'horizontal' ? 'horizontalorg' : 'orgflow'

/** Both layouts' settings: the script switches orientation without asking the server. */
export async function loadBothSettings(companyId: number) {
  const [orgflow, horizontalorg] = await Promise.all([
    loadOrgChartSettings(companyId, 'orgflow'),
    loadOrgChartSettings(companyId, 'horizontalorg'),
  ])
  return { orgflow, horizontalorg }
}

export function orientationOf(params: URLSearchParams): Orientation {
  return params.get('orientation') === 'horizontal' ? 'horizontal' : 'vertical'
}

const SEARCH_MAX_LENGTH = 100
const searchText = (params: URLSearchParams) =>
  (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH)

/**
 * One chart page. `?root=` shows the chart from a box down, `?focus=` opens the way to a box and
 * highlights it, and `?q=` (the search form without JavaScript) lists the matches and shows the
 * first one under its manager.
 */
export async function loadOrgChartPage(
  { actor, request }: Pick<SignedInArgs, 'actor' | 'request'>,
  requested: OrgChart,
) {
  const params = new URL(request.url).searchParams
  const orientation = orientationOf(params)
  const settings = await loadBothSettings(actor.companyId)
  // The division chart turned off in the display settings is the people chart.
  const chart =
    requested === 'division' && settings[kindOf(orientation)].disable_div_tree
      ? 'people'
      : requested
  const q = searchText(params)
  const results = q ? await searchOrgChart(actor, chart, q) : null
  const first = results?.[0]?.key ?? null
  const page = Number(params.get('page'))
  const view = await loadOrgChart(actor, chart, {
    root: params.get('root') || null,
    focus: first ?? (params.get('focus') || null),
    rootAboveFocus: first !== null,
    page: Number.isInteger(page) ? page : 1,
  })
  return json({
    view,
    requested,
    settings,
    orientation,
    search: results ? { q, results } : null,
    canEditPeople: canAdministerProfiles(actor),
  })
}

export function chartParam(params: URLSearchParams): OrgChart {
  const chart = params.get('chart')
  if (!ORG_CHARTS.includes(chart as OrgChart)) throw new Response('Not Found', { status: 404 })
  return chart as OrgChart
}

/** `?chart=people&key=p-12`: the reports of one box, for the chart's expand buttons. */
export async function orgChartBranchJson({
  actor,
  request,
}: Pick<SignedInArgs, 'actor' | 'request'>) {
  const params = new URL(request.url).searchParams
  const branch = await loadOrgChartBranch(actor, chartParam(params), params.get('key') ?? '')
  return json({ branch }, { headers: { 'Cache-Control': 'private, no-store' } })
}

/** `?chart=people&q=ann`: the search box's suggestions. */
export async function orgChartSearchJson({
  actor,
  request,
}: Pick<SignedInArgs, 'actor' | 'request'>) {
  const params = new URL(request.url).searchParams
  const results = await searchOrgChart(actor, chartParam(params), searchText(params))
  return json({ results }, { headers: { 'Cache-Control': 'private, no-store' } })
}
