import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import { HOLIDAY_ACTIONS, can, type HolidayAction } from './holidays.policy'

const OTHER_FLAGS = ROLE_FLAGS.filter(
  (flag) => flag !== 'user_is_admin' && flag !== 'user_is_attendance_admin',
)
const WRITER = { 'holiday.read': true, 'holiday.write': true }
const READER = { 'holiday.read': true, 'holiday.write': false }

const MATRIX: Array<[string, PolicySubject, Record<HolidayAction, boolean>]> = [
  ['admin user type', adminSubject(), WRITER],
  ['staff with user_is_admin', staffSubject('user_is_admin'), WRITER],
  ['staff with user_is_attendance_admin', staffSubject('user_is_attendance_admin'), WRITER],
  ['staff without flags', staffSubject(), READER],
  ...OTHER_FLAGS.map((flag): [string, PolicySubject, Record<HolidayAction, boolean>] => [
    `staff with only ${flag}`,
    staffSubject(flag),
    READER,
  ]),
]

describe('holidays policy', () => {
  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    HOLIDAY_ACTIONS.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )
  it.each(cases)('$who: $action → $expected', ({ subject, action, expected }) => {
    expect(can(subject, action)).toBe(expected)
  })
})
