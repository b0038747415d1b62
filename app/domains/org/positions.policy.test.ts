import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import { POSITION_ACTIONS, can, type PositionAction } from './positions.policy'

const MANAGING_FLAGS = ['user_is_admin', 'user_is_profile_admin'] as const
const OTHER_FLAGS = ROLE_FLAGS.filter(
  (flag) => !(MANAGING_FLAGS as readonly string[]).includes(flag),
)

const ALL: Record<PositionAction, boolean> = {
  'position.read': true,
  'position.create': true,
  'position.update': true,
  'position.delete': true,
}
const READ_ONLY: Record<PositionAction, boolean> = {
  'position.read': true,
  'position.create': false,
  'position.update': false,
  'position.delete': false,
}

/** Role × action: one row per kind of person, one column per action (a new action fails below). */
const MATRIX: Array<
  [who: string, subject: PolicySubject, allowed: Record<PositionAction, boolean>]
> = [
  ['admin user type, no flags', adminSubject(), ALL],
  ['admin as sign-up creates it (all flags)', adminSubject(...ROLE_FLAGS), ALL],
  ['staff with user_is_admin', staffSubject('user_is_admin'), ALL],
  ['staff with user_is_profile_admin', staffSubject('user_is_profile_admin'), ALL],
  ['staff without flags', staffSubject(), READ_ONLY],
  ['staff with every other flag', staffSubject(...OTHER_FLAGS), READ_ONLY],
  ...OTHER_FLAGS.map((flag): [string, PolicySubject, Record<PositionAction, boolean>] => [
    `staff with only ${flag}`,
    staffSubject(flag),
    READ_ONLY,
  ]),
]

describe('positions policy', () => {
  it('has an answer for every action in every row of the matrix', () => {
    for (const [, , allowed] of MATRIX) {
      expect(Object.keys(allowed).sort()).toEqual([...POSITION_ACTIONS].sort())
    }
  })

  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    POSITION_ACTIONS.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )

  it.each(cases)('$who: $action → $expected', ({ subject, action, expected }) => {
    expect(can(subject, action)).toBe(expected)
  })
})
