import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS, isCompanyAdmin } from '~/platform/actor'
import { ACCOUNT_ACTIONS, can, type AccountAction } from './accounts.policy'

type Subject = PolicySubject
const admin = adminSubject
const staff = staffSubject

const NOT_ADMIN_FLAGS = ROLE_FLAGS.filter(
  (flag) => flag !== 'user_is_admin' && flag !== 'user_is_profile_admin',
)

/**
 * Role × action, written out (Outline's policy tests): one row per kind of person, one column
 * per action. A new action must add a column to every row, or the completeness test fails.
 */
const MATRIX: Array<[who: string, subject: Subject, allowed: Record<AccountAction, boolean>]> = [
  ['admin user type, no flags', admin(), { 'staff.sendActivation': true }],
  [
    'admin as sign-up creates it (all flags)',
    admin(...ROLE_FLAGS),
    { 'staff.sendActivation': true },
  ],
  ['staff with user_is_admin', staff('user_is_admin'), { 'staff.sendActivation': true }],
  [
    'staff with user_is_profile_admin',
    staff('user_is_profile_admin'),
    { 'staff.sendActivation': true },
  ],
  ['staff without flags', staff(), { 'staff.sendActivation': false }],
  ['staff with every other flag', staff(...NOT_ADMIN_FLAGS), { 'staff.sendActivation': false }],
  ...NOT_ADMIN_FLAGS.map((flag): [string, Subject, Record<AccountAction, boolean>] => [
    `staff with only ${flag}`,
    staff(flag),
    { 'staff.sendActivation': false },
  ]),
]

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

  it('has an answer for every action in every row of the matrix', () => {
    for (const [, , allowed] of MATRIX) {
      expect(Object.keys(allowed).sort()).toEqual([...ACCOUNT_ACTIONS].sort())
    }
  })

  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    ACCOUNT_ACTIONS.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )

  it.each(cases)('$who: $action → $expected', ({ subject, action, expected }) => {
    expect(can(subject, action)).toBe(expected)
  })

  it('counts the admin user type and the user_is_admin flag as company admin, nothing else', () => {
    expect(isCompanyAdmin(admin())).toBe(true)
    expect(isCompanyAdmin(staff('user_is_admin'))).toBe(true)
    expect(isCompanyAdmin(staff('user_is_profile_admin'))).toBe(false)
    expect(isCompanyAdmin(staff(...NOT_ADMIN_FLAGS))).toBe(false)
  })
})
