import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import {
  ORG_CHART_SETTINGS_ACTIONS,
  can,
  type OrgChartSettingsAction,
} from './org-chart-settings.policy'

const ALL: Answers<OrgChartSettingsAction> = {
  'orgChartSettings.read': true,
  'orgChartSettings.update': true,
  'orgChartSettings.publish': true,
}
const READ_ONLY: Answers<OrgChartSettingsAction> = {
  'orgChartSettings.read': true,
  'orgChartSettings.update': false,
  'orgChartSettings.publish': false,
}

/** Role × action: one row per kind of person (a profile admin manages org data, not these). */
const MATRIX = roleMatrix({ admin: ALL, member: READ_ONLY })

describe('org chart settings policy', () => {
  itFollowsMatrix(ORG_CHART_SETTINGS_ACTIONS, MATRIX, can)
})
