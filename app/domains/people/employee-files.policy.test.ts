import { describe } from 'vitest'
import {
  SELF,
  asSelf,
  everyAction,
  itFollowsMatrix,
  roleMatrix,
  type Answers,
} from '#tests/factories/policy'
import { can, type EmployeeFileAction } from './employee-files.policy'

const ACTIONS = everyAction<EmployeeFileAction>()(
  'employeeFile.see',
  'employeeFile.manage',
  'employeeFile.download',
)
const COLLEAGUE = 99

const COMPANY_ADMIN: Answers<EmployeeFileAction> = {
  'employeeFile.see': true,
  'employeeFile.manage': true,
  'employeeFile.download': true,
}
const PROFILE_ADMIN = { ...COMPANY_ADMIN, 'employeeFile.download': false }
const MEMBER: Answers<EmployeeFileAction> = {
  'employeeFile.see': false,
  'employeeFile.manage': false,
  'employeeFile.download': false,
}

/**
 * Role × action on a colleague's files and on one's own: profile admins see and keep them, only
 * company admins download them (seed §6), everyone else sees their own files and none of the rest.
 */
const ON_COLLEAGUES = roleMatrix({
  admin: COMPANY_ADMIN,
  granting: { user_is_profile_admin: PROFILE_ADMIN },
  member: MEMBER,
})
const ON_OWN = roleMatrix({
  admin: COMPANY_ADMIN,
  granting: { user_is_profile_admin: PROFILE_ADMIN },
  member: { ...MEMBER, 'employeeFile.see': true },
})

describe('employee files policy', () => {
  describe("on a colleague's files", () => {
    itFollowsMatrix(ACTIONS, ON_COLLEAGUES, (subject, action) =>
      can(asSelf(subject), action, COLLEAGUE),
    )
  })
  describe('on their own files', () => {
    itFollowsMatrix(ACTIONS, ON_OWN, (subject, action) => can(asSelf(subject), action, SELF))
  })
})
