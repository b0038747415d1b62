import { describe, expect, it } from 'vitest'
import {
  SELF,
  adminSubject,
  asSelf,
  itFollowsMatrix,
  roleMatrix,
  staffSubject,
  type Answers,
  type MatrixRow,
} from '#tests/factories/policy'
import {
  CUSTOM_VIEW_ACTIONS,
  can,
  type CustomViewAction,
  type ViewTarget,
} from './custom-views.policy'

const OWN: Answers<CustomViewAction> = {
  'customView.read': true,
  'customView.create': true,
  'customView.update': true,
  'customView.delete': true,
}
const READ = { ...OWN, 'customView.update': false, 'customView.delete': false }
const READ_DELETE = { ...READ, 'customView.delete': true }
const NONE = { ...READ, 'customView.read': false }

/**
 * Which view × role × action: creating is open to everyone, the view only limits the rest; a
 * profile admin (or company admin) may also delete another's shared view.
 */
const BY_VIEW: Array<[string, ViewTarget, Array<MatrixRow<Answers<CustomViewAction>>>]> = [
  [
    'own private',
    { ownerMembershipId: SELF, isShared: false },
    roleMatrix({ admin: OWN, member: OWN }),
  ],
  [
    'own shared',
    { ownerMembershipId: SELF, isShared: true },
    roleMatrix({ admin: OWN, member: OWN }),
  ],
  [
    "another's shared",
    { ownerMembershipId: 99, isShared: true },
    roleMatrix({
      admin: READ_DELETE,
      granting: { user_is_profile_admin: READ_DELETE },
      member: READ,
    }),
  ],
  [
    "another's private",
    { ownerMembershipId: 99, isShared: false },
    roleMatrix({ admin: NONE, member: NONE }),
  ],
]

describe('custom views policy', () => {
  for (const [viewName, view, matrix] of BY_VIEW) {
    describe(`on ${viewName} view`, () => {
      itFollowsMatrix(CUSTOM_VIEW_ACTIONS, matrix, (subject, action) =>
        can(asSelf(subject), action, view),
      )
    })
  }

  it('lets anyone create a view, and nobody act on no view', () => {
    expect(can(asSelf(staffSubject()), 'customView.create')).toBe(true)
    expect(can(asSelf(adminSubject()), 'customView.delete')).toBe(false)
  })
})
