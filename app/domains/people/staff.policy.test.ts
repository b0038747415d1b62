import { describe, expect, it } from 'vitest'
import {
  SELF,
  adminSubject,
  asSelf,
  itFollowsMatrix,
  roleMatrix,
  staffSubject,
  type Answers,
} from '#tests/factories/policy'
import {
  STAFF_ACTIONS,
  can,
  canAdministerProfiles,
  removesLastAdmin,
  type StaffAction,
  type StaffTarget,
} from './staff.policy'

const colleague: StaffTarget = { membershipId: 99, isActive: true }
const deactivated: StaffTarget = { membershipId: 98, isActive: false }
const myself: StaffTarget = { membershipId: SELF, isActive: true }

const COMPANY_ADMIN: Answers<StaffAction> = {
  'staff.view': true,
  'staff.create': true,
  'staff.update': true,
  'staff.delete': true,
  'staff.restore': true,
  'staff.uploadPhoto': true,
  'staff.editRoles': true,
}
const PROFILE_ADMIN = { ...COMPANY_ADMIN, 'staff.editRoles': false }
const EMPLOYEE: Answers<StaffAction> = {
  'staff.view': true,
  'staff.create': false,
  'staff.update': false,
  'staff.delete': false,
  'staff.restore': false,
  'staff.uploadPhoto': false,
  'staff.editRoles': false,
}

/**
 * Role × action on an active colleague: profile admins run staff administration, only company
 * admins change roles, everyone else sees.
 */
const MATRIX = roleMatrix({
  admin: COMPANY_ADMIN,
  granting: { user_is_profile_admin: PROFILE_ADMIN },
  member: EMPLOYEE,
})

describe('staff policy', () => {
  it('keeps the shared profile-admin rule', () => {
    expect(canAdministerProfiles(staffSubject('user_is_profile_admin'))).toBe(true)
    expect(canAdministerProfiles(adminSubject())).toBe(true)
    expect(canAdministerProfiles(staffSubject('user_is_kb_admin'))).toBe(false)
  })

  itFollowsMatrix(
    STAFF_ACTIONS,
    MATRIX,
    (subject, action) => can(asSelf(subject), action, colleague),
    '$who on a colleague: $action → $expected',
  )

  it('lets only profile admins see a deactivated person', () => {
    expect(can(asSelf(staffSubject()), 'staff.view', deactivated)).toBe(false)
    expect(can(asSelf(staffSubject('user_is_profile_admin')), 'staff.view', deactivated)).toBe(true)
    expect(can(asSelf(adminSubject()), 'staff.view', deactivated)).toBe(true)
  })

  it('lets everyone change their own photo, nobody a deactivated one', () => {
    expect(can(asSelf(staffSubject()), 'staff.uploadPhoto', myself)).toBe(true)
    expect(can(asSelf(adminSubject()), 'staff.uploadPhoto', deactivated)).toBe(false)
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
