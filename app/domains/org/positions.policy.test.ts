import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { POSITION_ACTIONS, can, type PositionAction } from './positions.policy'

const ALL: Answers<PositionAction> = {
  'position.read': true,
  'position.create': true,
  'position.update': true,
  'position.delete': true,
  'position.learning.view': true,
}
const READ_ONLY: Answers<PositionAction> = {
  'position.read': true,
  'position.create': false,
  'position.update': false,
  'position.delete': false,
  'position.learning.view': false,
}

/** Role × action: one row per kind of person, one column per action (a new action fails below). */
const MATRIX = roleMatrix({
  admin: ALL,
  granting: {
    user_is_profile_admin: ALL,
    user_is_kb_admin: { ...READ_ONLY, 'position.learning.view': true },
  },
  member: READ_ONLY,
})

describe('positions policy', () => {
  itFollowsMatrix(POSITION_ACTIONS, MATRIX, can)
})
