import type { Transaction } from '~/platform/db.server'
import { queueNoticeTo } from '~/platform/notices.server'
import { requestAdminIds } from './request-people.server'
import { requestPath } from './requests.schema'
import type { ApprovalStep, RequestRow } from './requests.tables'

/**
 * The emails of every step (ADR 036): queued in the transaction of the change (the outbox), so
 * they go only if it commits; the caller kicks delivery after the commit. Approvers hear when a
 * request waits for them; the requester hears every decision.
 */

type Emailed = Pick<RequestRow, 'id' | 'companyId' | 'requesterId' | 'managerId' | 'title'>

/** Who decides `step` of a request: its manager, or the request admins (never the requester). */
async function approversOf(tx: Transaction, request: Emailed, step: ApprovalStep) {
  const ids =
    step === 'manager' && request.managerId !== null
      ? [request.managerId]
      : await requestAdminIds(tx, request.companyId)
  return ids.filter((id) => id !== request.requesterId)
}

/** Queues one email about `request` to each active person of `to`, linking to the request. */
async function notify(
  tx: Transaction,
  request: Emailed,
  to: number[],
  email: { template: string; subject: string; sentence: string },
): Promise<void> {
  await queueNoticeTo(
    tx,
    { companyId: request.companyId, ...email, path: requestPath(request.id) },
    to,
  )
}

/** A request now waits at `step`: its approvers are asked to decide. */
export async function emailApprovers(
  tx: Transaction,
  request: Emailed,
  step: ApprovalStep,
  requesterName: string,
): Promise<void> {
  await notify(tx, request, await approversOf(tx, request, step), {
    template: 'request_waiting',
    subject: `Request waiting for your approval: ${request.title}`,
    sentence: `${requesterName} asks for "${request.title}". It is waiting for your decision.`,
  })
}

/** What the requester is told of each decision. */
const DECISIONS = {
  approved: {
    template: 'request_approved',
    subject: 'Your request was approved',
    verb: 'was approved',
  },
  rejected: {
    template: 'request_rejected',
    subject: 'Your request was rejected',
    verb: 'was rejected',
  },
  changes_requested: {
    template: 'request_changes_requested',
    subject: 'Changes asked for on your request',
    verb: 'was sent back to you for changes',
  },
  cancelled: {
    template: 'request_cancelled',
    subject: 'A request was cancelled',
    verb: 'was cancelled',
  },
} as const

/** The requester hears a decision, with the decider's comment. */
export async function emailRequester(
  tx: Transaction,
  request: Emailed,
  decision: keyof typeof DECISIONS,
  decidedBy: string,
  comment: string,
): Promise<void> {
  const what = DECISIONS[decision]
  const said = comment ? ` Their comment: "${comment}"` : ''
  await notify(tx, request, [request.requesterId], {
    template: what.template,
    subject: `${what.subject}: ${request.title}`,
    sentence: `Your request "${request.title}" ${what.verb} by ${decidedBy}.${said}`,
  })
}

/** A cancelled request that was waiting: its approvers need not decide it any more. */
export async function emailCancelled(
  tx: Transaction,
  request: Emailed,
  step: ApprovalStep,
  requesterName: string,
): Promise<void> {
  await notify(tx, request, await approversOf(tx, request, step), {
    template: DECISIONS.cancelled.template,
    subject: `${DECISIONS.cancelled.subject}: ${request.title}`,
    sentence: `${requesterName} cancelled the request "${request.title}". Nothing is left to decide.`,
  })
}
