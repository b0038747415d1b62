import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import { can, type CompanyFileAction } from './company-files.policy'

/** Every action of the policy; the type below fails to compile if one is left out. */
const ACTIONS = [
  'companyFile.read',
  'companyFile.manage',
  'companyFile.download',
] as const satisfies readonly CompanyFileAction[]
const everyActionListed: [Exclude<CompanyFileAction, (typeof ACTIONS)[number]>] extends [never]
  ? true
  : never = true

type Row = Record<CompanyFileAction, boolean>
const COMPANY_ADMIN: Row = {
  'companyFile.read': true,
  'companyFile.manage': true,
  'companyFile.download': true,
}
const MEMBER: Row = {
  'companyFile.read': true,
  'companyFile.manage': false,
  'companyFile.download': false,
}
const OTHER_FLAGS = ROLE_FLAGS.filter((flag) => flag !== 'user_is_admin')

/** Role × action: company documents are read by everyone, kept and downloaded by company admins. */
const MATRIX: Array<[who: string, subject: PolicySubject, allowed: Row]> = [
  ['admin user type, no flags', adminSubject(), COMPANY_ADMIN],
  ['admin as sign-up creates it', adminSubject(...ROLE_FLAGS), COMPANY_ADMIN],
  ['staff with user_is_admin', staffSubject('user_is_admin'), COMPANY_ADMIN],
  ['staff without flags', staffSubject(), MEMBER],
  ['staff with every other flag', staffSubject(...OTHER_FLAGS), MEMBER],
  ...OTHER_FLAGS.map((flag): [string, PolicySubject, Row] => [
    `staff with only ${flag}`,
    staffSubject(flag),
    MEMBER,
  ]),
]

describe('company files policy', () => {
  it('has an answer for every action in every row', () => {
    expect(everyActionListed).toBe(true)
    for (const [, , allowed] of MATRIX)
      expect(Object.keys(allowed).sort()).toEqual([...ACTIONS].sort())
  })

  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    ACTIONS.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )
  it.each(cases)('$who: $action → $expected', ({ subject, action, expected }) => {
    expect(can(subject, action)).toBe(expected)
  })
})
