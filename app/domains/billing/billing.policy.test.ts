import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import { BILLING_ACTIONS, canBilling, type BillingAction } from './billing.policy'

const NOT_ADMIN_FLAGS = ROLE_FLAGS.filter((flag) => flag !== 'user_is_admin')
const MANAGE = { 'billing.read': true, 'billing.manage': true }
const READ_ONLY = { 'billing.read': true, 'billing.manage': false }

/** Role × action: only the company admin (user type or flag) chooses and pays for the plan. */
const MATRIX: Array<[string, PolicySubject, Record<BillingAction, boolean>]> = [
  ['admin user type, no flags', adminSubject(), MANAGE],
  ['admin as sign-up creates it (all flags)', adminSubject(...ROLE_FLAGS), MANAGE],
  ['staff with user_is_admin', staffSubject('user_is_admin'), MANAGE],
  ['staff without flags', staffSubject(), READ_ONLY],
  ...NOT_ADMIN_FLAGS.map((flag): [string, PolicySubject, Record<BillingAction, boolean>] => [
    `staff with only ${flag}`,
    staffSubject(flag),
    READ_ONLY,
  ]),
]

describe('billing policy', () => {
  it('has an answer for every action in every row', () => {
    for (const [, , allowed] of MATRIX) {
      expect(Object.keys(allowed).sort()).toEqual([...BILLING_ACTIONS].sort())
    }
  })

  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    BILLING_ACTIONS.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )
  it.each(cases)('$who: $action → $expected', ({ subject, action, expected }) => {
    expect(canBilling(subject, action)).toBe(expected)
  })
})
