import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { COURSE_ACTIONS, can, type CourseAction } from './courses.policy'

type Row = Answers<CourseAction>
const COURSE_ADMIN: Row = {
  'course.learn': true,
  'course.manage': true,
  'course.subscribe': true,
  'completions.view': true,
}
const LEARNER: Row = {
  'course.learn': true,
  'course.manage': false,
  'course.subscribe': false,
  'completions.view': false,
}

/** Role × action: KB admins and company admins run the courses; everyone learns. */
const MATRIX = roleMatrix({
  admin: COURSE_ADMIN,
  granting: { user_is_kb_admin: COURSE_ADMIN },
  member: LEARNER,
})

describe('courses policy', () => {
  itFollowsMatrix(COURSE_ACTIONS, MATRIX, can)
})
