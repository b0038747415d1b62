import { describe, expect, it } from 'vitest'
import {
  asSelf,
  itFollowsMatrix,
  roleMatrix,
  SELF,
  staffSubject,
  type Answers,
} from '#tests/factories/policy'
import { can, mayChangeTask, TASK_ACTIONS, type TaskAction } from './tasks.policy'

type Row = Answers<TaskAction>
const MANAGER: Row = {
  'task.read': true,
  'task.create': true,
  'task.comment': true,
  'task.manageAll': true,
}
const MEMBER: Row = { ...MANAGER, 'task.manageAll': false }

/** Role × action: everyone works on the board; admins and request admins manage every task. */
const MATRIX = roleMatrix({
  admin: MANAGER,
  granting: { user_is_request_admin: MANAGER },
  member: MEMBER,
})

describe('tasks policy', () => {
  itFollowsMatrix(TASK_ACTIONS, MATRIX, can)

  const OTHER = SELF + 1
  it.each([
    ['created it', { createdById: SELF, assigneeId: OTHER }, true],
    ['is assigned it', { createdById: OTHER, assigneeId: SELF }, true],
    ['neither made nor does it', { createdById: OTHER, assigneeId: null }, false],
  ])('a member who %s may change it: %s', (_who, task, expected) => {
    expect(mayChangeTask(asSelf(staffSubject()), task)).toBe(expected)
  })

  it("a request admin changes anyone's task", () => {
    const task = { createdById: SELF + 1, assigneeId: SELF + 2 }
    expect(mayChangeTask(asSelf(staffSubject('user_is_request_admin')), task)).toBe(true)
  })
})
