import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import {
  STAFF_ACTIONS,
  can,
  canAdministerProfiles,
  removesLastAdmin,
  type StaffAction,
  type StaffTarget,
} from './staff.policy'

const SELF = 7
const me = (subject: PolicySubject) => ({ ...subject, membershipId: SELF })
const colleague: StaffTarget = { membershipId: 99, isActive: true }
const deactivated: StaffTarget = { membershipId: 98, isActive: false }
const myself: StaffTarget = { membershipId: SELF, isActive: true }

type Row = Record<StaffAction, boolean>
const COMPANY_ADMIN: Row = {
  'staff.view': true,
  'staff.create': true,
  'staff.update': true,
  'staff.delete': true,
  'staff.restore': true,
  'staff.uploadPhoto': true,
  'staff.editRoles': true,
}
const PROFILE_ADMIN: Row = { ...COMPANY_ADMIN, 'staff.editRoles': false }
const EMPLOYEE: Row = {
  'staff.view': true,
  'staff.create': false,
  'staff.update': false,
  'staff.delete': false,
  'staff.restore': false,
  'staff.uploadPhoto': false,
  'staff.editRoles': false,
}
const NOT_ADMIN_FLAGS = ROLE_FLAGS.filter(
  (flag) => flag !== 'user_is_admin' && flag !== 'user_is_profile_admin',
)

/** Role × action on an active colleague: one row per kind of person. */
const MATRIX: Array<[who: string, subject: PolicySubject, allowed: Row]> = [
  ['admin user type, no flags', adminSubject(), COMPANY_ADMIN],
  ['admin as sign-up creates it', adminSubject(...ROLE_FLAGS), COMPANY_ADMIN],
  ['staff with user_is_admin', staffSubject('user_is_admin'), COMPANY_ADMIN],
  ['profile admin', staffSubject('user_is_profile_admin'), PROFILE_ADMIN],
  ['employee without flags', staffSubject(), EMPLOYEE],
  ['employee with every other flag', staffSubject(...NOT_ADMIN_FLAGS), EMPLOYEE],
]

describe('staff policy', () => {
  it('keeps the shared profile-admin rule', () => {
    expect(canAdministerProfiles(staffSubject('user_is_profile_admin'))).toBe(true)
    expect(canAdministerProfiles(adminSubject())).toBe(true)
    expect(canAdministerProfiles(staffSubject('user_is_kb_admin'))).toBe(false)
  })

  it('has an answer for every action in every row', () => {
    for (const [, , allowed] of MATRIX) {
      expect(Object.keys(allowed).sort()).toEqual([...STAFF_ACTIONS].sort())
    }
  })

  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    STAFF_ACTIONS.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )
  it.each(cases)('$who on a colleague: $action → $expected', ({ subject, action, expected }) => {
    expect(can(me(subject), action, colleague)).toBe(expected)
  })

  it('lets only profile admins see a deactivated person', () => {
    expect(can(me(staffSubject()), 'staff.view', deactivated)).toBe(false)
    expect(can(me(staffSubject('user_is_profile_admin')), 'staff.view', deactivated)).toBe(true)
    expect(can(me(adminSubject()), 'staff.view', deactivated)).toBe(true)
  })

  it('lets everyone change their own photo, nobody a deactivated one', () => {
    expect(can(me(staffSubject()), 'staff.uploadPhoto', myself)).toBe(true)
    expect(can(me(adminSubject()), 'staff.uploadPhoto', deactivated)).toBe(false)
  })
})

describe('removesLastAdmin', () => {
  const staffAfter = { userTypeSlug: 'staff', userIsAdmin: false, isActive: true }
  it('refuses demoting or deactivating the only active admin', () => {
    expect(removesLastAdmin([1], 1, staffAfter)).toBe(true)
    expect(
      removesLastAdmin([1], 1, { userTypeSlug: 'admin', userIsAdmin: true, isActive: false }),
    ).toBe(true)
  })
  it('allows it while another admin stays, or when the admin stays one', () => {
    expect(removesLastAdmin([1, 2], 1, staffAfter)).toBe(false)
    expect(removesLastAdmin([1], 1, { ...staffAfter, userIsAdmin: true })).toBe(false)
    expect(removesLastAdmin([1], 3, staffAfter)).toBe(false)
  })
})
