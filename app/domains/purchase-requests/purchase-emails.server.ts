import { and, eq, ne } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import type { Transaction } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { queueNoticeTo } from '~/platform/notices.server'
import { memberships } from '../accounts/accounts.tables'
import { purchaseRequestPath } from './purchase-requests.constants'
import type { PurchaseRequest } from './purchase-requests.tables'

/**
 * Who hears of each step of a purchase request: approvers when one waits for them, the requester
 * and the payers once it is approved, the requester when it is rejected, paid or cancelled. The
 * person who took the step is never emailed about it. Queued in the step's transaction (the
 * outbox), sent after it commits.
 */

/** Active members holding `flag` (approvers, payers), bounded to the company. */
async function holdersOf(
  tx: Transaction,
  actor: Actor,
  flag: 'userIsPrApprover' | 'userIsPrPayer',
): Promise<number[]> {
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        ownedBy(memberships, actor),
        eq(memberships.isActive, true),
        eq(memberships[flag], true),
        ne(memberships.id, actor.membershipId),
      ),
    )
    .limit(200)
  return rows.map((row) => row.id)
}

const amount = (totals: { currency: string; total: string }[]) =>
  totals.map(({ currency, total }) => `${total} ${currency}`).join(' + ')

/** Whom one step's email goes to, and what it says. */
async function stepEmail(
  tx: Transaction,
  actor: Actor,
  request: PurchaseRequest,
  totals: { currency: string; total: string }[],
  comment: string,
): Promise<{ to: number[]; subject: string; sentence: string }> {
  const requester =
    request.requesterId === null || request.requesterId === actor.membershipId
      ? []
      : [request.requesterId]
  const said = comment ? ` Comment: ${comment}` : ''
  const by = `${actor.firstName} ${actor.lastName}`
  const what = `"${request.title}" (${amount(totals)})`
  switch (request.status) {
    case 'pending':
      return {
        to: await holdersOf(tx, actor, 'userIsPrApprover'),
        subject: `Purchase request to approve: ${request.title}`,
        sentence: `${by} asks you to approve the purchase request ${what}.`,
      }
    case 'approved':
      return {
        to: [...requester, ...(await holdersOf(tx, actor, 'userIsPrPayer'))],
        subject: `Purchase request approved: ${request.title}`,
        sentence: `The purchase request ${what} is approved and ready to be paid.${said}`,
      }
    case 'rejected':
      return {
        to: requester,
        subject: `Purchase request rejected: ${request.title}`,
        sentence: `${by} rejected the purchase request ${what}.${said}`,
      }
    case 'paid':
      return {
        to: requester,
        subject: `Purchase request paid: ${request.title}`,
        sentence: `${by} marked the purchase request ${what} paid.${said}`,
      }
    case 'cancelled':
      return {
        to: requester,
        subject: `Purchase request cancelled: ${request.title}`,
        sentence: `${by} cancelled the purchase request ${what}.${said}`,
      }
  }
}

export async function queueStepEmails(
  tx: Transaction,
  actor: Actor,
  request: PurchaseRequest,
  totals: { currency: string; total: string }[],
  comment = '',
): Promise<void> {
  const email = await stepEmail(tx, actor, request, totals, comment)
  await queueNoticeTo(
    tx,
    {
      companyId: actor.companyId,
      template: `purchase_request_${request.status}`,
      subject: email.subject,
      sentence: email.sentence,
      path: purchaseRequestPath(request.id),
    },
    email.to,
  )
}
