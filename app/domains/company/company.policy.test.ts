import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix } from '#tests/factories/policy'
import { COMPANY_ACTIONS, can, type CompanyAction } from './company.policy'

const ALL: Record<CompanyAction, boolean> = {
  'history.readAll': true,
  'outboundEmail.read': true,
  'outboundEmail.resend': true,
  'company.read': true,
  'company.update': true,
  'company.delete': true,
  'company.export': true,
}
const PROFILE_ADMIN: Record<CompanyAction, boolean> = {
  ...ALL,
  'company.update': false,
  'company.delete': false,
  'company.export': false,
}
const MEMBER: Record<CompanyAction, boolean> = {
  ...PROFILE_ADMIN,
  'history.readAll': false,
  'outboundEmail.read': false,
  'outboundEmail.resend': false,
}

/**
 * Role × action: profile admins read the history and the outbound emails; company admins also
 * change, delete and export the company.
 */
const MATRIX = roleMatrix({
  admin: ALL,
  granting: { user_is_profile_admin: PROFILE_ADMIN },
  member: MEMBER,
})

describe('company policy', () => {
  itFollowsMatrix(COMPANY_ACTIONS, MATRIX, can)
})
