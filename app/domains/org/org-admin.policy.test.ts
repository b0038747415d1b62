import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS, type RoleFlag } from '~/platform/actor'
import { DIVISION_ACTIONS, can as canDivision } from './divisions.policy'
import { RESPONSIBILITY_ACTIONS, can as canResponsibility } from './responsibilities.policy'

type Action = (typeof DIVISION_ACTIONS)[number] | (typeof RESPONSIBILITY_ACTIONS)[number]
const ACTIONS: Action[] = [...DIVISION_ACTIONS, ...RESPONSIBILITY_ACTIONS]
const isRead = (action: Action) => action.endsWith('.read')

const check = (subject: PolicySubject, action: Action) =>
  action.startsWith('division.')
    ? canDivision(subject, action as (typeof DIVISION_ACTIONS)[number])
    : canResponsibility(subject, action as (typeof RESPONSIBILITY_ACTIONS)[number])

const ALL = Object.fromEntries(ACTIONS.map((action) => [action, true])) as Record<Action, boolean>
const READ_ONLY = Object.fromEntries(ACTIONS.map((action) => [action, isRead(action)])) as Record<
  Action,
  boolean
>

const WRITERS: RoleFlag[] = ['user_is_admin', 'user_is_profile_admin']
const OTHER_FLAGS = ROLE_FLAGS.filter((flag) => !WRITERS.includes(flag))

/** Role × action for divisions and responsibilities (both follow the profile-admin rule). */
const MATRIX: Array<[who: string, subject: PolicySubject, allowed: Record<Action, boolean>]> = [
  ['admin user type, no flags', adminSubject(), ALL],
  ['admin as sign-up creates it (all flags)', adminSubject(...ROLE_FLAGS), ALL],
  ['staff with user_is_admin', staffSubject('user_is_admin'), ALL],
  ['staff with user_is_profile_admin', staffSubject('user_is_profile_admin'), ALL],
  ['staff without flags', staffSubject(), READ_ONLY],
  ['staff with every other flag', staffSubject(...OTHER_FLAGS), READ_ONLY],
  ...OTHER_FLAGS.map((flag): [string, PolicySubject, Record<Action, boolean>] => [
    `staff with only ${flag}`,
    staffSubject(flag),
    READ_ONLY,
  ]),
]

describe('divisions and responsibilities policy', () => {
  it('has an answer for every action in every row of the matrix', () => {
    for (const [, , allowed] of MATRIX) expect(Object.keys(allowed).sort()).toEqual(ACTIONS.sort())
  })

  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    ACTIONS.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )
  it.each(cases)('$who: $action → $expected', ({ subject, action, expected }) => {
    expect(check(subject, action)).toBe(expected)
  })
})
