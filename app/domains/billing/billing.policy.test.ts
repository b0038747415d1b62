import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { BILLING_ACTIONS, canBilling, type BillingAction } from './billing.policy'

const MANAGE: Answers<BillingAction> = { 'billing.read': true, 'billing.manage': true }
const READ_ONLY: Answers<BillingAction> = { 'billing.read': true, 'billing.manage': false }

/** Role × action: only the company admin (user type or flag) chooses and pays for the plan. */
const MATRIX = roleMatrix({ admin: MANAGE, member: READ_ONLY })

describe('billing policy', () => {
  itFollowsMatrix(BILLING_ACTIONS, MATRIX, canBilling)
})
