import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import { can, type FileTypeAction } from './file-types.policy'

/** Every action of the policy; the type below fails to compile if one is left out. */
const ACTIONS = ['fileType.read', 'fileType.manage'] as const satisfies readonly FileTypeAction[]
const everyActionListed: [Exclude<FileTypeAction, (typeof ACTIONS)[number]>] extends [never]
  ? true
  : never = true

type Row = Record<FileTypeAction, boolean>
const PROFILE_ADMIN: Row = { 'fileType.read': true, 'fileType.manage': true }
const MEMBER: Row = { 'fileType.read': true, 'fileType.manage': false }
const OTHER_FLAGS = ROLE_FLAGS.filter(
  (flag) => flag !== 'user_is_admin' && flag !== 'user_is_profile_admin',
)

/** Role × action: everyone reads the file types; profile admins (and company admins) keep them. */
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

describe('file types policy', () => {
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
