import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import { CUSTOM_VIEW_ACTIONS, can, type CustomViewAction } from './custom-views.policy'

const ME = 10
const as = (subject: PolicySubject) => ({ ...subject, membershipId: ME })
const NOT_PROFILE_FLAGS = ROLE_FLAGS.filter(
  (flag) => flag !== 'user_is_admin' && flag !== 'user_is_profile_admin',
)

type Allowed = Record<CustomViewAction, boolean>
const views = {
  'own private': { ownerMembershipId: ME, isShared: false },
  'own shared': { ownerMembershipId: ME, isShared: true },
  "another's shared": { ownerMembershipId: 99, isShared: true },
  "another's private": { ownerMembershipId: 99, isShared: false },
}
const OWN: Allowed = {
  'customView.read': true,
  'customView.create': true,
  'customView.update': true,
  'customView.delete': true,
}
const READ: Allowed = { ...OWN, 'customView.update': false, 'customView.delete': false }
const READ_DELETE: Allowed = { ...READ, 'customView.delete': true }
const NONE: Allowed = { ...READ, 'customView.read': false }

/** Who × which view × action; creating is open to everyone, the view only limits the rest. */
const MATRIX: Array<[string, PolicySubject, Record<keyof typeof views, Allowed>]> = [
  ['staff without flags', staffSubject(), { ...allOwn(), "another's shared": READ }],
  [
    'staff with every flag but the admin ones',
    staffSubject(...NOT_PROFILE_FLAGS),
    { ...allOwn(), "another's shared": READ },
  ],
  [
    'profile admin',
    staffSubject('user_is_profile_admin'),
    { ...allOwn(), "another's shared": READ_DELETE },
  ],
  [
    'staff with user_is_admin',
    staffSubject('user_is_admin'),
    { ...allOwn(), "another's shared": READ_DELETE },
  ],
  ['admin user type', adminSubject(), { ...allOwn(), "another's shared": READ_DELETE }],
]

function allOwn(): Record<keyof typeof views, Allowed> {
  return {
    'own private': OWN,
    'own shared': OWN,
    "another's shared": READ,
    "another's private": NONE,
  }
}

describe('custom views policy', () => {
  const cases = MATRIX.flatMap(([who, subject, byView]) =>
    Object.entries(views).flatMap(([viewName, view]) =>
      CUSTOM_VIEW_ACTIONS.map((action) => ({
        who,
        subject,
        viewName,
        view,
        action,
        expected: byView[viewName as keyof typeof views][action],
      })),
    ),
  )
  it.each(cases)('$who, $viewName: $action → $expected', ({ subject, view, action, expected }) => {
    expect(can(as(subject), action, view)).toBe(expected)
  })

  it('lets anyone create a view, and nobody act on no view', () => {
    expect(can(as(staffSubject()), 'customView.create')).toBe(true)
    expect(can(as(adminSubject()), 'customView.delete')).toBe(false)
  })
})
