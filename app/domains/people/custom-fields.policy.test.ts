import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import { can, type CustomFieldAction } from './custom-fields.policy'

/** Every action of the policy; the type below fails to compile if one is left out. */
const ACTIONS = [
  'customField.read',
  'customField.manage',
  'customFieldValue.read',
  'customFieldValue.set',
] as const satisfies readonly CustomFieldAction[]
const everyActionListed: [Exclude<CustomFieldAction, (typeof ACTIONS)[number]>] extends [never]
  ? true
  : never = true

const SELF = 7
const me = (subject: PolicySubject) => ({ ...subject, membershipId: SELF })
const colleague = { membershipId: 99 }
const myself = { membershipId: SELF }

type Row = Record<CustomFieldAction, boolean>
const PROFILE_ADMIN: Row = {
  'customField.read': true,
  'customField.manage': true,
  'customFieldValue.read': true,
  'customFieldValue.set': true,
}
const MEMBER: Row = { ...PROFILE_ADMIN, 'customField.manage': false, 'customFieldValue.set': false }
const OTHER_FLAGS = ROLE_FLAGS.filter(
  (flag) => flag !== 'user_is_admin' && flag !== 'user_is_profile_admin',
)

/** Role × action on a colleague's values: everyone reads; profile admins manage and set. */
const MATRIX: Array<[who: string, subject: PolicySubject, allowed: Row]> = [
  ['admin user type, no flags', adminSubject(), PROFILE_ADMIN],
  ['admin as sign-up creates it', adminSubject(...ROLE_FLAGS), PROFILE_ADMIN],
  ['staff with user_is_admin', staffSubject('user_is_admin'), PROFILE_ADMIN],
  ['staff with user_is_profile_admin', staffSubject('user_is_profile_admin'), PROFILE_ADMIN],
  ['staff without flags', staffSubject(), MEMBER],
  ['staff with every other flag', staffSubject(...OTHER_FLAGS), MEMBER],
  ...OTHER_FLAGS.map((flag): [string, PolicySubject, Row] => [
    `staff with only ${flag}`,
    staffSubject(flag),
    MEMBER,
  ]),
]

describe('custom fields policy', () => {
  it('has an answer for every action in every row', () => {
    expect(everyActionListed).toBe(true)
    for (const [, , allowed] of MATRIX)
      expect(Object.keys(allowed).sort()).toEqual([...ACTIONS].sort())
  })

  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    ACTIONS.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )
  it.each(cases)('$who on a colleague: $action → $expected', ({ subject, action, expected }) => {
    expect(can(me(subject), action, colleague)).toBe(expected)
  })

  it('lets everyone set their own values, and nobody without the profile-admin rule set no one’s', () => {
    for (const [, subject] of MATRIX) {
      expect(can(me(subject), 'customFieldValue.set', myself)).toBe(true)
    }
    expect(can(me(staffSubject()), 'customFieldValue.set')).toBe(false)
    expect(can(me(staffSubject('user_is_profile_admin')), 'customFieldValue.set')).toBe(true)
  })
})
