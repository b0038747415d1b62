import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import { MENU_LINK_ACTIONS, can, type MenuLinkAction } from './menu-links.policy'

type Subject = PolicySubject
const admin = adminSubject
const staff = staffSubject

const NOT_ADMIN_FLAGS = ROLE_FLAGS.filter((flag) => flag !== 'user_is_admin')

const ALL = {
  'menuLink.read': true,
  'menuLink.create': true,
  'menuLink.update': true,
  'menuLink.delete': true,
}
const READ_ONLY = {
  'menuLink.read': true,
  'menuLink.create': false,
  'menuLink.update': false,
  'menuLink.delete': false,
}

/** Role × action: one row per kind of person, one column per action (a new action fails below). */
const MATRIX: Array<[who: string, subject: Subject, allowed: Record<MenuLinkAction, boolean>]> = [
  ['admin user type, no flags', admin(), ALL],
  ['admin as sign-up creates it (all flags)', admin(...ROLE_FLAGS), ALL],
  ['staff with user_is_admin', staff('user_is_admin'), ALL],
  ['staff without flags', staff(), READ_ONLY],
  ['staff with every other flag', staff(...NOT_ADMIN_FLAGS), READ_ONLY],
  ...NOT_ADMIN_FLAGS.map((flag): [string, Subject, Record<MenuLinkAction, boolean>] => [
    `staff with only ${flag}`,
    staff(flag),
    READ_ONLY,
  ]),
]

describe('menu links policy', () => {
  it('has an answer for every action in every row of the matrix', () => {
    for (const [, , allowed] of MATRIX) {
      expect(Object.keys(allowed).sort()).toEqual([...MENU_LINK_ACTIONS].sort())
    }
  })

  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    MENU_LINK_ACTIONS.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )

  it.each(cases)('$who: $action → $expected', ({ subject, action, expected }) => {
    expect(can(subject, action)).toBe(expected)
  })
})
