import { getTableColumns } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  adminSubject,
  itFollowsMatrix,
  roleMatrix,
  staffSubject,
  type Answers,
} from '#tests/factories/policy'
import { ROLE_FLAGS, isCompanyAdmin } from '~/platform/actor'
import { ACCOUNT_ACTIONS, can, type AccountAction } from './accounts.policy'
import { memberships } from './accounts.tables'

const SENDS: Answers<AccountAction> = { 'staff.sendActivation': true }

/**
 * Role × action, written out (Outline's policy tests): one row per kind of person, one column
 * per action. A new action must add a column to every row, or the completeness test fails.
 */
const MATRIX = roleMatrix({
  admin: SENDS,
  granting: { user_is_profile_admin: SENDS },
  member: { 'staff.sendActivation': false },
})

describe('accounts policy', () => {
  it('knows the ten role flags of the seed, each a column of the membership, in its order', () => {
    const flagColumns = Object.values(getTableColumns(memberships))
      .map((column) => column.name)
      .filter((name) => name.startsWith('user_is_'))
    expect(ROLE_FLAGS).toHaveLength(10)
    expect(flagColumns).toEqual([...ROLE_FLAGS])
  })

  itFollowsMatrix(ACCOUNT_ACTIONS, MATRIX, can)

  it('counts the admin user type and the user_is_admin flag as company admin, nothing else', () => {
    expect(isCompanyAdmin(adminSubject())).toBe(true)
    expect(isCompanyAdmin(staffSubject('user_is_admin'))).toBe(true)
    expect(isCompanyAdmin(staffSubject('user_is_profile_admin'))).toBe(false)
    expect(
      isCompanyAdmin(staffSubject(...ROLE_FLAGS.filter((flag) => flag !== 'user_is_admin'))),
    ).toBe(false)
  })
})
