import { everyoneReads, isCompanyAdmin } from '~/platform/actor'

export const ORG_CHART_SETTINGS_ACTIONS = [
  'orgChartSettings.read',
  'orgChartSettings.update',
  'orgChartSettings.publish',
] as const
export type OrgChartSettingsAction = (typeof ORG_CHART_SETTINGS_ACTIONS)[number]

/**
 * Every member's charts are drawn with the company's settings, so everyone reads them; only
 * company admins change them or make the chart public (it shows names outside the company).
 */
export const can = everyoneReads<OrgChartSettingsAction>('orgChartSettings.read', isCompanyAdmin)
