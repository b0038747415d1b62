import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { CHECKLIST_ACTIONS, can, type ChecklistAction } from './checklists.policy'

type Row = Answers<ChecklistAction>
const CHECKLIST_ADMIN: Row = {
  'template.read': true,
  'template.manage': true,
  'checklist.start': true,
  'checklist.manage': true,
}
const MEMBER: Row = {
  'template.read': true,
  'template.manage': false,
  'checklist.start': true,
  'checklist.manage': false,
}

/** Role × action: checklist admins and company admins run checklists; everyone fills their own. */
const MATRIX = roleMatrix({
  admin: CHECKLIST_ADMIN,
  granting: { user_is_checklist_admin: CHECKLIST_ADMIN },
  member: MEMBER,
})

describe('checklists policy', () => {
  itFollowsMatrix(CHECKLIST_ACTIONS, MATRIX, can)
})
