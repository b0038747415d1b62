import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import {
  TIME_OFF_CALENDAR_ACTIONS,
  can,
  type TimeOffCalendarAction,
} from './time-off-calendar.policy'

const KEEPER: Answers<TimeOffCalendarAction> = {
  'calendar.read': true,
  'feed.own': true,
  'feed.company': true,
}
const MEMBER: Answers<TimeOffCalendarAction> = { ...KEEPER, 'feed.company': false }

/** Role × action: everyone reads the calendar and has a feed; attendance admins keep the company's. */
const MATRIX = roleMatrix({
  admin: KEEPER,
  granting: { user_is_attendance_admin: KEEPER },
  member: MEMBER,
})

describe('time-off calendar policy', () => {
  itFollowsMatrix(TIME_OFF_CALENDAR_ACTIONS, MATRIX, can)
})
