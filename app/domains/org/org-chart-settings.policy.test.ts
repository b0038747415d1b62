import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import {
  ORG_CHART_SETTINGS_ACTIONS,
  can,
  type OrgChartSettingsAction,
} from './org-chart-settings.policy'

type Allowed = Record<OrgChartSettingsAction, boolean>

const NOT_ADMIN_FLAGS = ROLE_FLAGS.filter((flag) => flag !== 'user_is_admin')

const ALL: Allowed = {
  'orgChartSettings.read': true,
  'orgChartSettings.update': true,
  'orgChartSettings.publish': true,
}
const READ_ONLY: Allowed = {
  'orgChartSettings.read': true,
  'orgChartSettings.update': false,
  'orgChartSettings.publish': false,
}

/** Role × action: one row per kind of person (a profile admin manages org data, not these). */
const MATRIX: Array<[who: string, subject: PolicySubject, allowed: Allowed]> = [
  ['admin user type, no flags', adminSubject(), ALL],
  ['admin as sign-up creates it (all flags)', adminSubject(...ROLE_FLAGS), ALL],
  ['staff with user_is_admin', staffSubject('user_is_admin'), ALL],
  ['staff without flags', staffSubject(), READ_ONLY],
  ['staff with every other flag', staffSubject(...NOT_ADMIN_FLAGS), READ_ONLY],
  ...NOT_ADMIN_FLAGS.map((flag): [string, PolicySubject, Allowed] => [
    `staff with only ${flag}`,
    staffSubject(flag),
    READ_ONLY,
  ]),
]

describe('org chart settings policy', () => {
  it('has an answer for every action in every row of the matrix', () => {
    for (const [, , allowed] of MATRIX) {
      expect(Object.keys(allowed).sort()).toEqual([...ORG_CHART_SETTINGS_ACTIONS].sort())
    }
  })

  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    ORG_CHART_SETTINGS_ACTIONS.map((action) => ({
      who,
      subject,
      action,
      expected: allowed[action],
    })),
  )

  it.each(cases)('$who: $action → $expected', ({ subject, action, expected }) => {
    expect(can(subject, action)).toBe(expected)
  })
})
