import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { QUIZ_ACTIONS, can, type QuizAction } from './quizzes.policy'

type Row = Answers<QuizAction>
const QUIZ_ADMIN: Row = { 'quiz.take': true, 'quiz.manage': true, 'quizResponses.view': true }
const TAKER: Row = { 'quiz.take': true, 'quiz.manage': false, 'quizResponses.view': false }

/** Role × action: KB admins and company admins write quizzes and read every response. */
const MATRIX = roleMatrix({
  admin: QUIZ_ADMIN,
  granting: { user_is_kb_admin: QUIZ_ADMIN },
  member: TAKER,
})

describe('quizzes policy', () => {
  itFollowsMatrix(QUIZ_ACTIONS, MATRIX, can)
})
