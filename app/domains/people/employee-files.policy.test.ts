import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import { can, type EmployeeFileAction } from './employee-files.policy'

/** Every action of the policy; the type below fails to compile if one is left out. */
const ACTIONS = [
  'employeeFile.see',
  'employeeFile.manage',
  'employeeFile.download',
] as const satisfies readonly EmployeeFileAction[]
const everyActionListed: [Exclude<EmployeeFileAction, (typeof ACTIONS)[number]>] extends [never]
  ? true
  : never = true

const SELF = 7
const COLLEAGUE = 99
const me = (subject: PolicySubject) => ({ ...subject, membershipId: SELF })

type Row = Record<EmployeeFileAction, boolean>
const COMPANY_ADMIN: Row = {
  'employeeFile.see': true,
  'employeeFile.manage': true,
  'employeeFile.download': true,
}
const PROFILE_ADMIN: Row = { ...COMPANY_ADMIN, 'employeeFile.download': false }
const MEMBER: Row = {
  'employeeFile.see': false,
  'employeeFile.manage': false,
  'employeeFile.download': false,
}
const OTHER_FLAGS = ROLE_FLAGS.filter(
  (flag) => flag !== 'user_is_admin' && flag !== 'user_is_profile_admin',
)

/**
 * Role × action on a colleague's files: profile admins see and keep them, only company admins
 * download them (seed §6), everyone else sees none of them.
 */
const MATRIX: Array<[who: string, subject: PolicySubject, colleague: Row, own: Row]> = [
  ['admin user type, no flags', adminSubject(), COMPANY_ADMIN, COMPANY_ADMIN],
  ['admin as sign-up creates it', adminSubject(...ROLE_FLAGS), COMPANY_ADMIN, COMPANY_ADMIN],
  ['staff with user_is_admin', staffSubject('user_is_admin'), COMPANY_ADMIN, COMPANY_ADMIN],
  [
    'staff with user_is_profile_admin',
    staffSubject('user_is_profile_admin'),
    PROFILE_ADMIN,
    PROFILE_ADMIN,
  ],
  ['staff without flags', staffSubject(), MEMBER, { ...MEMBER, 'employeeFile.see': true }],
  [
    'staff with every other flag',
    staffSubject(...OTHER_FLAGS),
    MEMBER,
    { ...MEMBER, 'employeeFile.see': true },
  ],
  ...OTHER_FLAGS.map((flag): [string, PolicySubject, Row, Row] => [
    `staff with only ${flag}`,
    staffSubject(flag),
    MEMBER,
    { ...MEMBER, 'employeeFile.see': true },
  ]),
]

describe('employee files policy', () => {
  it('has an answer for every action in every row', () => {
    expect(everyActionListed).toBe(true)
    for (const [, , colleague, own] of MATRIX) {
      expect(Object.keys(colleague).sort()).toEqual([...ACTIONS].sort())
      expect(Object.keys(own).sort()).toEqual([...ACTIONS].sort())
    }
  })

  const cases = MATRIX.flatMap(([who, subject, colleague, own]) =>
    ACTIONS.flatMap((action) => [
      { who, whose: 'a colleague', subject, action, owner: COLLEAGUE, expected: colleague[action] },
      { who, whose: 'their own', subject, action, owner: SELF, expected: own[action] },
    ]),
  )
  it.each(cases)(
    '$who on $whose files: $action → $expected',
    ({ subject, action, owner, expected }) => {
      expect(can(me(subject), action, owner)).toBe(expected)
    },
  )
})
