import { isCompanyAdmin, type PolicyActor } from '~/platform/actor'

export const PURCHASE_ACTIONS = [
  'purchase.create',
  'purchase.readAll',
  'purchase.approve',
  'purchase.pay',
  'purchase.configure',
] as const
export type PurchaseAction = (typeof PURCHASE_ACTIONS)[number]

const approves = (actor: PolicyActor) => isCompanyAdmin(actor) || actor.roles.user_is_pr_approver
const pays = (actor: PolicyActor) => isCompanyAdmin(actor) || actor.roles.user_is_pr_payer

/**
 * Purchase requests (Procurify's shape): every member raises them and follows their own;
 * approvers (`user_is_pr_approver`) decide those above the company's threshold, payers
 * (`user_is_pr_payer`) mark approved ones paid; both, and company admins, see every request.
 * Company admins keep the lookups, the currency and the threshold. Nobody decides on their own
 * request (`mayDecide`).
 */
export function can(actor: PolicyActor, action: PurchaseAction): boolean {
  switch (action) {
    case 'purchase.create':
      return true
    case 'purchase.readAll':
      return approves(actor) || pays(actor)
    case 'purchase.approve':
      return approves(actor)
    case 'purchase.pay':
      return pays(actor)
    case 'purchase.configure':
      return isCompanyAdmin(actor)
  }
}

/** Approve or reject one request: an approver, and not the person who asked. */
export function mayDecide(
  actor: PolicyActor & { membershipId: number },
  request: { requesterId: number | null },
): boolean {
  return can(actor, 'purchase.approve') && request.requesterId !== actor.membershipId
}
