import { eq } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { auditChange, deny } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { kickMailDelivery } from '~/platform/mail.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { announceInSlack } from '../company/slack-posts.server'
import { emailApprovers, emailRequester } from './request-emails.server'
import { peopleByIds } from './request-people.server'
import {
  getRequest,
  mayDecide,
  readableRequest,
  type RequestDetailDto,
} from './request-reads.server'
import { REQUEST_MESSAGES, requestPath, type DecisionInput } from './requests.schema'
import { requestTypes, timeOffKinds, type RequestRow } from './requests.tables'
import { nextStep, recordEvent, writeVersioned } from './requests.server'
import { checkStillCovered } from './time-off.server'

/**
 * Deciding a request at the step it waits at (ADR 036). The manager step is decided by the
 * manager recorded on the request; request admins decide any step, so an absent manager never
 * blocks it. Nobody decides their own request. Approving moves it to the next step of its type's
 * chain, or approves it (time off: if its balance still covers it). Rejecting and asking for
 * changes need a comment; changes send it back to the requester, who edits and resubmits.
 */
export const DECISIONS = ['approve', 'reject', 'changes'] as const
export type Decision = (typeof DECISIONS)[number]

const AUDIT_ACTION: Record<Decision, string> = {
  approve: 'request.approve',
  reject: 'request.reject',
  changes: 'request.request_changes',
}

/** Why the actor may not decide a request they can see (their own, or not at their step). */
const refusalOf = (actor: Actor, row: RequestRow) =>
  row.requesterId === actor.membershipId
    ? REQUEST_MESSAGES.ownRequest
    : REQUEST_MESSAGES.notWaitingForYou

export async function decideRequest(
  actor: Actor,
  id: number,
  decision: Decision,
  input: DecisionInput,
  meta: RequestMeta,
): Promise<RequestDetailDto> {
  const asker = { actor, meta }
  const action = AUDIT_ACTION[decision]
  const row = await readableRequest(asker, id, action)
  if (!mayDecide(actor, row)) {
    return deny(actor, meta, action, AppError.forbidden(refusalOf(actor, row)), {
      type: 'request',
      id,
    })
  }
  if (decision !== 'approve' && !input.comment) {
    throw AppError.invalidField('comment', REQUEST_MESSAGES.commentRequired)
  }
  const [type] = await db.select().from(requestTypes).where(eq(requestTypes.id, row.typeId))
  const [kind] = row.timeOffKindId
    ? await db.select().from(timeOffKinds).where(eq(timeOffKinds.id, row.timeOffKindId))
    : []
  const next = decision === 'approve' ? nextStep(type!, row.step) : null
  const requesterName = (await peopleByIds(db, [row.requesterId])).get(row.requesterId)?.name ?? ''
  const deciderName = `${actor.firstName} ${actor.lastName}`.trim()
  const status =
    decision === 'reject'
      ? 'rejected'
      : decision === 'changes'
        ? 'changes_requested'
        : next
          ? 'pending'
          : 'approved'
  await db.transaction(async (tx) => {
    if (decision === 'approve' && !next && kind) {
      await checkStillCovered(
        tx,
        { ...row, startsOn: row.startsOn!, endsOn: row.endsOn!, days: row.days! },
        kind,
      )
    }
    const saved = await writeVersioned(tx, actor, row, input.version, {
      status,
      step: next,
      decidedAt: status === 'pending' ? null : new Date(),
    })
    const event =
      decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'changes_requested'
    await recordEvent(tx, saved, actor.membershipId, event, input.comment, row.step)
    await auditChange(tx, asker, action, { type: 'request', id }, { step: row.step, status })
    if (next) await emailApprovers(tx, saved, next, requesterName)
    else if (status !== 'pending')
      await emailRequester(tx, saved, status, deciderName, input.comment)
  })
  kickMailDelivery()
  // The company's Slack channel hears of the final decisions (a step passed on is not one).
  if (status === 'approved' || status === 'rejected') {
    await announceInSlack({
      companyId: actor.companyId,
      text: `${deciderName} ${status} the request "${row.title}" of ${requesterName}.`,
      path: requestPath(id),
    })
  }
  return getRequest(actor, id, meta)
}
