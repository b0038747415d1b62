import { describe } from 'vitest'
import { everyAction, itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { can, type FileTypeAction } from './file-types.policy'

const ACTIONS = everyAction<FileTypeAction>()('fileType.read', 'fileType.manage')

const PROFILE_ADMIN: Answers<FileTypeAction> = { 'fileType.read': true, 'fileType.manage': true }
const MEMBER: Answers<FileTypeAction> = { 'fileType.read': true, 'fileType.manage': false }

/** Role × action: everyone reads the file types; profile admins (and company admins) keep them. */
const MATRIX = roleMatrix({
  admin: PROFILE_ADMIN,
  granting: { user_is_profile_admin: PROFILE_ADMIN },
  member: MEMBER,
})

describe('file types policy', () => {
  itFollowsMatrix(ACTIONS, MATRIX, can)
})
