import { describe, expect, it } from 'vitest'
import {
  SELF,
  asSelf,
  everyAction,
  itFollowsMatrix,
  roleMatrix,
  staffSubject,
  type Answers,
} from '#tests/factories/policy'
import { can, type CustomFieldAction } from './custom-fields.policy'

const ACTIONS = everyAction<CustomFieldAction>()(
  'customField.read',
  'customField.manage',
  'customFieldValue.read',
  'customFieldValue.set',
)

const colleague = { membershipId: 99 }
const myself = { membershipId: SELF }

const PROFILE_ADMIN: Answers<CustomFieldAction> = {
  'customField.read': true,
  'customField.manage': true,
  'customFieldValue.read': true,
  'customFieldValue.set': true,
}
const MEMBER = { ...PROFILE_ADMIN, 'customField.manage': false, 'customFieldValue.set': false }

/** Role × action on a colleague's values: everyone reads; profile admins manage and set. */
const MATRIX = roleMatrix({
  admin: PROFILE_ADMIN,
  granting: { user_is_profile_admin: PROFILE_ADMIN },
  member: MEMBER,
})

describe('custom fields policy', () => {
  itFollowsMatrix(
    ACTIONS,
    MATRIX,
    (subject, action) => can(asSelf(subject), action, colleague),
    '$who on a colleague: $action → $expected',
  )

  it('lets everyone set their own values, and nobody without the profile-admin rule set no one’s', () => {
    for (const [, subject] of MATRIX) {
      expect(can(asSelf(subject), 'customFieldValue.set', myself)).toBe(true)
    }
    expect(can(asSelf(staffSubject()), 'customFieldValue.set')).toBe(false)
    expect(can(asSelf(staffSubject('user_is_profile_admin')), 'customFieldValue.set')).toBe(true)
  })
})
