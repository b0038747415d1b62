import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import { COMPANY_ACTIONS, can, type CompanyAction } from './company.policy'

const OTHER_FLAGS = ROLE_FLAGS.filter(
  (flag) => flag !== 'user_is_admin' && flag !== 'user_is_profile_admin',
)

const ALL: Record<CompanyAction, boolean> = {
  'history.readAll': true,
  'outboundEmail.read': true,
  'outboundEmail.resend': true,
  'company.read': true,
  'company.update': true,
  'company.delete': true,
  'company.export': true,
}
const PROFILE_ADMIN: Record<CompanyAction, boolean> = {
  ...ALL,
  'company.update': false,
  'company.delete': false,
  'company.export': false,
}
const MEMBER: Record<CompanyAction, boolean> = {
  ...PROFILE_ADMIN,
  'history.readAll': false,
  'outboundEmail.read': false,
  'outboundEmail.resend': false,
}

const MATRIX: Array<[string, PolicySubject, Record<CompanyAction, boolean>]> = [
  ['admin user type, no flags', adminSubject(), ALL],
  ['admin as sign-up creates it', adminSubject(...ROLE_FLAGS), ALL],
  ['staff with user_is_admin', staffSubject('user_is_admin'), ALL],
  ['staff with user_is_profile_admin', staffSubject('user_is_profile_admin'), PROFILE_ADMIN],
  ['staff without flags', staffSubject(), MEMBER],
  ['staff with every other flag', staffSubject(...OTHER_FLAGS), MEMBER],
  ...OTHER_FLAGS.map((flag): [string, PolicySubject, Record<CompanyAction, boolean>] => [
    `staff with only ${flag}`,
    staffSubject(flag),
    MEMBER,
  ]),
]

describe('company policy', () => {
  it('has an answer for every action in every row', () => {
    for (const [, , allowed] of MATRIX) {
      expect(Object.keys(allowed).sort()).toEqual([...COMPANY_ACTIONS].sort())
    }
  })

  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    COMPANY_ACTIONS.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )
  it.each(cases)('$who: $action → $expected', ({ subject, action, expected }) => {
    expect(can(subject, action)).toBe(expected)
  })
})
