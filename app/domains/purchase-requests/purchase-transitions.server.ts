import type { Actor } from '~/platform/actor'
import { deny } from '~/platform/audit.server'
import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { kickMailDelivery } from '~/platform/mail.server'
import { updateVersioned } from '~/platform/owned-rows.server'
import { announceInSlack } from '../company/slack-posts.server'
import { queueStepEmails } from './purchase-emails.server'
import { purchaseRequestPath, type PurchaseStatus } from './purchase-requests.constants'
import { can, mayDecide } from './purchase-requests.policy'
import {
  PURCHASE_MESSAGES,
  type DecisionInput,
  type PaymentInput,
} from './purchase-requests.schema'
import { PURCHASE_ENTITY, mayCancel, totalsOf, visibleRequest } from './purchase-requests.server'
import {
  purchaseRequestEvents,
  purchaseRequests,
  type PurchaseRequest,
} from './purchase-requests.tables'

/**
 * The steps of a purchase request after it is raised. Each is taken from the version the person
 * saw (a stale one is a 409: someone else acted first), records a line of the status history in
 * the same transaction, and emails the people the next step concerns.
 */

interface Step {
  action: string
  /** The status the step leads to. */
  to: PurchaseStatus
  /** Refuses the step for this request and actor (403 or 400), before anything is written. */
  check: (actor: Actor, row: PurchaseRequest) => AppError | null
  /** The columns the step writes besides the status. */
  set: (actor: Actor, input: PaymentInput) => Partial<PurchaseRequest>
}

const decided = (actor: Actor) => ({ decidedById: actor.membershipId, decidedAt: new Date() })

const decisionCheck = (actor: Actor, row: PurchaseRequest) => {
  if (!can(actor, 'purchase.approve')) return AppError.forbidden()
  if (!mayDecide(actor, row)) return AppError.forbidden(PURCHASE_MESSAGES.ownRequest)
  if (row.status !== 'pending') return new AppError('VALIDATION', PURCHASE_MESSAGES.notPending)
  return null
}

const STEPS = {
  approve: { action: 'purchase.approve', to: 'approved', check: decisionCheck, set: decided },
  reject: { action: 'purchase.reject', to: 'rejected', check: decisionCheck, set: decided },
  pay: {
    action: 'purchase.pay',
    to: 'paid',
    check: (actor, row) => {
      if (!can(actor, 'purchase.pay')) return AppError.forbidden()
      if (row.status !== 'approved')
        return new AppError('VALIDATION', PURCHASE_MESSAGES.notApproved)
      return null
    },
    set: (actor, input) => ({
      paidById: actor.membershipId,
      paidAt: new Date(),
      paymentReference: input.payment_reference,
    }),
  },
  cancel: {
    action: 'purchase.cancel',
    to: 'cancelled',
    check: (actor, row) => {
      if (row.requesterId !== actor.membershipId && !can(actor, 'purchase.configure')) {
        return AppError.forbidden(PURCHASE_MESSAGES.mayNotCancel)
      }
      if (!mayCancel(actor, row)) return new AppError('VALIDATION', PURCHASE_MESSAGES.notOpen)
      return null
    },
    set: () => ({}),
  },
} satisfies Record<string, Step>

export type PurchaseStep = keyof typeof STEPS

/** Takes one step on request `id`; answers its new status. */
export async function takeStep(
  asker: Asker,
  id: number,
  stepName: PurchaseStep,
  input: DecisionInput & Partial<PaymentInput>,
): Promise<{ id: number; status: PurchaseStatus }> {
  const step: Step = STEPS[stepName]
  const { actor } = asker
  const row = await visibleRequest(asker, id, step.action)
  const refusal = step.check(actor, row)
  if (refusal?.code === 'FORBIDDEN') {
    await deny(actor, asker.meta, step.action, refusal, { type: PURCHASE_ENTITY, id })
  }
  if (refusal) throw refusal
  const totals = (await totalsOf([id])).get(id) ?? []
  const saved = await db.transaction(async (tx) => {
    const changed = await updateVersioned(tx, asker, purchaseRequests, {
      id,
      version: input.version,
      stale: PURCHASE_MESSAGES.stale,
      action: step.action,
      entityType: PURCHASE_ENTITY,
      details: (next) => ({ from: row.status, to: next.status, comment: input.comment }),
      // Only from the status checked above: a step taken meanwhile by someone else is a 409.
      set: { status: step.to, ...step.set(actor, { payment_reference: '', ...input }) },
    })
    await tx.insert(purchaseRequestEvents).values({
      companyId: actor.companyId,
      purchaseRequestId: id,
      actorId: actor.membershipId,
      fromStatus: row.status,
      toStatus: step.to,
      comment: input.comment,
    })
    await queueStepEmails(tx, actor, changed, totals, input.comment)
    return changed
  })
  kickMailDelivery()
  if (stepName === 'approve' || stepName === 'reject') {
    await announceInSlack({
      companyId: actor.companyId,
      text: `${actor.firstName} ${actor.lastName} ${saved.status} the purchase request "${saved.title}".`,
      path: purchaseRequestPath(id),
    })
  }
  return { id: saved.id, status: saved.status }
}
