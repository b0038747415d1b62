import { describe, expect, it } from 'vitest'
import {
  adminSubject,
  itFollowsMatrix,
  roleMatrix,
  staffSubject,
  type Answers,
} from '#tests/factories/policy'
import { ROLE_FLAGS, isCompanyAdmin } from '~/platform/actor'
import { ACCOUNT_ACTIONS, can, type AccountAction } from './accounts.policy'

const SENDS: Answers<AccountAction> = { 'staff.sendActivation': true }

/**
 * Role × action, written out (Outline's policy tests): one row per kind of person, one column
 * per action. A new action must add a column to every row, or the completeness test fails.
 */
const MATRIX = roleMatrix({
  admin: SENDS,
  granting: { user_is_profile_admin: SENDS },
  member: { 'staff.sendActivation': false },
})

describe('accounts policy', () => {
  it('knows the ten role flags of the seed, in its order', () => {
    expect(ROLE_FLAGS).toEqual([
      'user_is_admin',
      'user_is_assignment_admin',
      'user_is_attendance_admin',
      'user_is_checklist_admin',
      'user_is_kb_admin',
      'user_is_pr_approver',
      'user_is_pr_payer',
      'user_is_profile_admin',
      'user_is_request_admin',
      'user_is_stat_admin',
    ])
  })

  itFollowsMatrix(ACCOUNT_ACTIONS, MATRIX, can)

  it('counts the admin user type and the user_is_admin flag as company admin, nothing else', () => {
    expect(isCompanyAdmin(adminSubject())).toBe(true)
    expect(isCompanyAdmin(staffSubject('user_is_admin'))).toBe(true)
    expect(isCompanyAdmin(staffSubject('user_is_profile_admin'))).toBe(false)
    expect(
      isCompanyAdmin(staffSubject(...ROLE_FLAGS.filter((flag) => flag !== 'user_is_admin'))),
    ).toBe(false)
  })
})
