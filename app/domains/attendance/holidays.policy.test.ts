import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { HOLIDAY_ACTIONS, can, type HolidayAction } from './holidays.policy'

const WRITER: Answers<HolidayAction> = { 'holiday.read': true, 'holiday.write': true }
const READER: Answers<HolidayAction> = { 'holiday.read': true, 'holiday.write': false }

/** Role × action: attendance admins (and company admins) keep the holidays, everyone reads them. */
const MATRIX = roleMatrix({
  admin: WRITER,
  granting: { user_is_attendance_admin: WRITER },
  member: READER,
})

describe('holidays policy', () => {
  itFollowsMatrix(HOLIDAY_ACTIONS, MATRIX, can)
})
