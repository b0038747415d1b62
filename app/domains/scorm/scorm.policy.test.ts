import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { SCORM_ACTIONS, can, type ScormAction } from './scorm.policy'

type Row = Answers<ScormAction>
const PACKAGE_ADMIN: Row = { 'scorm.play': true, 'scorm.manage': true, 'scorm.reports': true }
const LEARNER: Row = { 'scorm.play': true, 'scorm.manage': false, 'scorm.reports': false }

/** Role × action: KB admins and company admins run the packages; everyone plays. */
const MATRIX = roleMatrix({
  admin: PACKAGE_ADMIN,
  granting: { user_is_kb_admin: PACKAGE_ADMIN },
  member: LEARNER,
})

describe('SCORM policy', () => {
  itFollowsMatrix(SCORM_ACTIONS, MATRIX, can)
})
