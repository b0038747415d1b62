import { describe, expect, it } from 'vitest'
import {
  asSelf,
  itFollowsMatrix,
  roleMatrix,
  SELF,
  staffSubject,
  type Answers,
} from '#tests/factories/policy'
import { can, mayDecide, PURCHASE_ACTIONS, type PurchaseAction } from './purchase-requests.policy'

type Row = Answers<PurchaseAction>
const ADMIN: Row = {
  'purchase.create': true,
  'purchase.readAll': true,
  'purchase.approve': true,
  'purchase.pay': true,
  'purchase.configure': true,
}
const REQUESTER: Row = {
  'purchase.create': true,
  'purchase.readAll': false,
  'purchase.approve': false,
  'purchase.pay': false,
  'purchase.configure': false,
}

/** Role × action: approvers approve, payers pay, both see all; admins also configure. */
const MATRIX = roleMatrix({
  admin: ADMIN,
  granting: {
    user_is_pr_approver: { ...REQUESTER, 'purchase.readAll': true, 'purchase.approve': true },
    user_is_pr_payer: { ...REQUESTER, 'purchase.readAll': true, 'purchase.pay': true },
  },
  member: REQUESTER,
})

describe('purchase requests policy', () => {
  itFollowsMatrix(PURCHASE_ACTIONS, MATRIX, can)

  it('an approver decides on requests of others, never on their own', () => {
    const approver = asSelf(staffSubject('user_is_pr_approver'))
    expect(mayDecide(approver, { requesterId: SELF + 1 })).toBe(true)
    expect(mayDecide(approver, { requesterId: SELF })).toBe(false)
  })

  it('a member without the flag decides on nothing', () => {
    expect(mayDecide(asSelf(staffSubject()), { requesterId: SELF + 1 })).toBe(false)
  })
})
