import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { ATTENDANCE_ACTIONS, can, type AttendanceAction } from './attendance.policy'

const ADMIN: Answers<AttendanceAction> = {
  'entry.clock': true,
  'report.read': true,
  'entry.manage': true,
  'settings.manage': true,
}
const MEMBER: Answers<AttendanceAction> = {
  ...ADMIN,
  'entry.manage': false,
  'settings.manage': false,
}

/** Role × action: everyone clocks and reads their own; attendance admins manage everyone's. */
const MATRIX = roleMatrix({
  admin: ADMIN,
  granting: { user_is_attendance_admin: ADMIN },
  member: MEMBER,
})

describe('attendance policy', () => {
  itFollowsMatrix(ATTENDANCE_ACTIONS, MATRIX, can)
})
