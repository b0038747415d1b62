import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { ESIGN_ACTIONS, can, type EsignAction } from './esign.policy'

type Row = Answers<EsignAction>
const SENDER: Row = { 'document.read': true, 'document.send': true }
const MEMBER: Row = { 'document.read': true, 'document.send': false }

/** Role × action: company admins and profile admins send documents; everyone signs their own. */
const MATRIX = roleMatrix({
  admin: SENDER,
  granting: { user_is_profile_admin: SENDER },
  member: MEMBER,
})

describe('e-signature policy', () => {
  itFollowsMatrix(ESIGN_ACTIONS, MATRIX, can)
})
