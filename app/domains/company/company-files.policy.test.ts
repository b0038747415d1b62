import { describe } from 'vitest'
import { everyAction, itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { can, type CompanyFileAction } from './company-files.policy'

const ACTIONS = everyAction<CompanyFileAction>()(
  'companyFile.read',
  'companyFile.manage',
  'companyFile.download',
)

const COMPANY_ADMIN: Answers<CompanyFileAction> = {
  'companyFile.read': true,
  'companyFile.manage': true,
  'companyFile.download': true,
}
const MEMBER: Answers<CompanyFileAction> = {
  'companyFile.read': true,
  'companyFile.manage': false,
  'companyFile.download': false,
}

/** Role × action: company documents are read by everyone, kept and downloaded by company admins. */
const MATRIX = roleMatrix({ admin: COMPANY_ADMIN, member: MEMBER })

describe('company files policy', () => {
  itFollowsMatrix(ACTIONS, MATRIX, can)
})
