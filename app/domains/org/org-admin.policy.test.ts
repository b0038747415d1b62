import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { DIVISION_ACTIONS, can as canDivision } from './divisions.policy'
import { RESPONSIBILITY_ACTIONS, can as canResponsibility } from './responsibilities.policy'

/**
 * Role × action for divisions and responsibilities (both follow the profile-admin rule): profile
 * admins and company admins do everything, everyone else only reads.
 */
function profileAdminMatrix<A extends string>(actions: readonly A[]) {
  const all = Object.fromEntries(actions.map((action) => [action, true])) as Answers<A>
  const readOnly = Object.fromEntries(
    actions.map((action) => [action, action.endsWith('.read')]),
  ) as Answers<A>
  return roleMatrix({ admin: all, granting: { user_is_profile_admin: all }, member: readOnly })
}

describe('divisions policy', () => {
  itFollowsMatrix(DIVISION_ACTIONS, profileAdminMatrix(DIVISION_ACTIONS), canDivision)
})

describe('responsibilities policy', () => {
  itFollowsMatrix(
    RESPONSIBILITY_ACTIONS,
    profileAdminMatrix(RESPONSIBILITY_ACTIONS),
    canResponsibility,
  )
})
