/**
 * What a chart page receives from the server (client-safe: the pages and their components use
 * these types, the services in org-chart.server.ts produce them).
 */
import type { OrgChartNode } from './org-chart.types'

/** The three signed-in charts: by manager, by position, by division. */
export const ORG_CHARTS = ['people', 'positions', 'division'] as const
export type OrgChart = (typeof ORG_CHARTS)[number]

export type Orientation = 'vertical' | 'horizontal'

/** The path of each chart page. */
export const ORG_CHART_PATHS: Record<OrgChart, string> = {
  people: '/account/org-chart',
  positions: '/account/positional-org-chart',
  division: '/div',
}

export interface OrgChartView {
  chart: OrgChart
  roots: OrgChartNode[]
  /** With a root: the boxes above it, top first, then the root itself. */
  trail: { key: string; name: string }[]
  root: string | null
  focus: string | null
  /** The boxes above the focused one (drawn highlighted when the settings say so). */
  highlightPath: string[]
  page: number
  pageCount: number
  /** People in the chart (people and division charts) or positions (positions chart). */
  total: number
  /** Manager loops, for administrators only (null for everyone else). */
  loops: { id: number; name: string }[][] | null
}

export interface OrgChartSuggestion {
  key: string
  name: string
  title: string | null
}
