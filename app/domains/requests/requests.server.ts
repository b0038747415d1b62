import { and, eq, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { auditChange, deny } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { kickMailDelivery } from '~/platform/mail.server'
import { readOwned } from '~/platform/owned-rows.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { findOwned, ownedRow } from '~/platform/tenancy.server'
import { companyCurrency } from '../company/company-currency.server'
import { emailApprovers, emailCancelled } from './request-emails.server'
import { managerOf } from './request-people.server'
import {
  abilitiesOf,
  getRequest,
  readableRequest,
  type RequestDetailDto,
} from './request-reads.server'
import { can } from './requests.policy'
import { REQUEST_MESSAGES, type RequestEditInput, type RequestInput } from './requests.schema'
import {
  requestEvents,
  requests,
  requestTypes,
  timeOffKinds,
  type ApprovalStep,
  type RequestEventKind,
  type RequestRow,
  type RequestType,
} from './requests.tables'
import { fromHundredths } from './time-off-rules'
import { checkTimeOff } from './time-off.server'

/**
 * Filing a request, editing it after changes were asked for, cancelling it. Deciding is in
 * approvals.server.ts; both walk the chain of the type (ADR 036).
 */

/** The first step of a type's chain: the manager (when the requester has one), else an admin. */
export function firstStep(type: RequestType, managerId: number | null): ApprovalStep | null {
  if (type.managerApproves && managerId !== null) return 'manager'
  return type.adminApproves ? 'admin' : null
}

/** The step after `step` in a type's chain; null when the request is then approved. */
export function nextStep(type: RequestType, step: ApprovalStep | null): ApprovalStep | null {
  return step === 'manager' && type.adminApproves ? 'admin' : null
}

/** Adds a line to the status history, in the change's transaction. */
export async function recordEvent(
  tx: Transaction,
  row: RequestRow,
  actorId: number,
  event: RequestEventKind,
  comment = '',
  step: ApprovalStep | null = null,
): Promise<void> {
  await tx.insert(requestEvents).values({
    companyId: row.companyId,
    requestId: row.id,
    actorId,
    event,
    step,
    status: row.status,
    comment,
  })
}

/**
 * Writes a change to a request if it is still at `version`, bumping it; a request that moved on
 * (another approver was quicker, the requester edited it) is a 409 and nothing is written.
 */
export async function writeVersioned(
  tx: Transaction,
  actor: Actor,
  row: RequestRow,
  version: number,
  set: Partial<typeof requests.$inferInsert>,
): Promise<RequestRow> {
  const [saved] = await tx
    .update(requests)
    .set({ ...set, version: sql`${requests.version} + 1`, updatedAt: new Date() })
    .where(and(ownedRow(requests, actor, row.id), eq(requests.version, version)))
    .returning()
  if (!saved) throw new AppError('CONFLICT', REQUEST_MESSAGES.stale)
  return saved
}

const actorName = (actor: Actor) => `${actor.firstName} ${actor.lastName}`.trim()

/** The type a request is filed under: the company's, in use, and of the kind of the fields sent. */
async function typeFor(asker: Asker, input: RequestInput): Promise<RequestType> {
  const type = await findOwned(asker, requestTypes, input.type, {
    action: 'request.create',
    entityType: 'request_type',
    message: REQUEST_MESSAGES.typeNotFound,
  })
  if (!type.isActive) throw AppError.invalidField('type', REQUEST_MESSAGES.typeInactive)
  if (type.kind !== input.kind) throw new AppError('VALIDATION', REQUEST_MESSAGES.kindMismatch)
  return type
}

/** The columns of the kind's own fields (the others null); time off gets its working days. */
async function kindColumns(
  tx: Transaction,
  actor: Actor,
  input: RequestInput,
  except?: number,
): Promise<Partial<typeof requests.$inferInsert>> {
  const none = {
    timeOffKindId: null,
    startsOn: null,
    endsOn: null,
    days: null,
    amount: null,
    currency: null,
    spentOn: null,
    merchant: null,
    item: null,
    quantity: null,
    neededBy: null,
  }
  switch (input.kind) {
    case 'time_off': {
      const kind = await readOwned(tx, timeOffKinds, actor, input.time_off_kind)
      if (!kind) throw AppError.invalidField('time_off_kind', REQUEST_MESSAGES.kindNotFound)
      if (!kind.isActive)
        throw AppError.invalidField('time_off_kind', REQUEST_MESSAGES.kindInactive)
      const requester = { companyId: actor.companyId, membershipId: actor.membershipId }
      const days = await checkTimeOff(tx, requester, kind, input, except)
      return {
        ...none,
        timeOffKindId: kind.id,
        startsOn: input.starts_on,
        endsOn: input.ends_on,
        days: fromHundredths(days),
      }
    }
    case 'expense':
      return {
        ...none,
        amount: input.amount,
        currency: input.currency ?? (await companyCurrency(actor.companyId, tx)),
        spentOn: input.spent_on,
        merchant: input.merchant,
      }
    case 'equipment':
      return { ...none, item: input.item, quantity: input.quantity, neededBy: input.needed_by }
    case 'general':
      return none
  }
}

/**
 * Files a request under one of the company's types. It waits at the first step of the type's
 * chain (its approvers are emailed), or is approved at once when the type asks for no approval.
 */
export async function createRequest(
  actor: Actor,
  input: RequestInput,
  meta: RequestMeta,
): Promise<RequestDetailDto> {
  const asker = { actor, meta }
  await authorize(asker, can, 'request.file')
  const type = await typeFor(asker, input)
  const managerId = await managerOf(db, actor.companyId, actor.membershipId)
  const step = firstStep(type, managerId)
  const id = await db.transaction(async (tx) => {
    const fields = await kindColumns(tx, actor, input)
    const [row] = await tx
      .insert(requests)
      .values({
        companyId: actor.companyId,
        typeId: type.id,
        requesterId: actor.membershipId,
        title: input.title,
        details: input.details,
        status: step ? 'pending' : 'approved',
        step,
        managerId,
        ...fields,
        decidedAt: step ? null : new Date(),
      })
      .returning()
    await recordEvent(tx, row!, actor.membershipId, 'submitted')
    await auditChange(
      tx,
      asker,
      'request.create',
      { type: 'request', id: row!.id },
      {
        type: type.name,
        status: row!.status,
      },
    )
    if (step) await emailApprovers(tx, row!, step, actorName(actor))
    return row!.id
  })
  kickMailDelivery()
  return getRequest(actor, id, meta)
}

/** The requester's own request, or the audited refusal (403 when they may see it, else 404). */
async function ownRequest(
  asker: Asker,
  id: number,
  action: string,
  allowed: (row: RequestRow) => boolean,
  refusal: string,
): Promise<RequestRow> {
  const row = await readableRequest(asker, id, action)
  if (row.requesterId !== asker.actor.membershipId) {
    return deny(asker.actor, asker.meta, action, AppError.forbidden(REQUEST_MESSAGES.notYours), {
      type: 'request',
      id,
    })
  }
  if (!allowed(row)) throw new AppError('VALIDATION', refusal)
  return row
}

/**
 * The requester edits a request sent back for changes and sends it again: it restarts at the
 * first step of the chain (the manager is looked up again), and its approvers are emailed.
 */
export async function resubmitRequest(
  actor: Actor,
  id: number,
  input: RequestEditInput,
  meta: RequestMeta,
): Promise<RequestDetailDto> {
  const asker = { actor, meta }
  const row = await ownRequest(
    asker,
    id,
    'request.resubmit',
    (current) => abilitiesOf(actor, current).edit,
    REQUEST_MESSAGES.cannotEdit,
  )
  if (input.type !== row.typeId) throw new AppError('VALIDATION', REQUEST_MESSAGES.kindMismatch)
  const type = await typeFor(asker, input)
  const managerId = await managerOf(db, actor.companyId, actor.membershipId)
  const step = firstStep(type, managerId)
  await db.transaction(async (tx) => {
    const fields = await kindColumns(tx, actor, input, row.id)
    const saved = await writeVersioned(tx, actor, row, input.version, {
      title: input.title,
      details: input.details,
      ...fields,
      status: step ? 'pending' : 'approved',
      step,
      managerId,
      submittedAt: new Date(),
      decidedAt: step ? null : new Date(),
    })
    await recordEvent(tx, saved, actor.membershipId, 'resubmitted')
    await auditChange(
      tx,
      asker,
      'request.resubmit',
      { type: 'request', id },
      { status: saved.status },
    )
    if (step) await emailApprovers(tx, saved, step, actorName(actor))
  })
  kickMailDelivery()
  return getRequest(actor, id, meta)
}

/**
 * The requester withdraws a request: while it waits or is back with them, or once approved if
 * the time off has not begun (its days return to the balance). Waiting approvers are told.
 */
export async function cancelRequest(
  actor: Actor,
  id: number,
  input: { version: number },
  meta: RequestMeta,
): Promise<RequestDetailDto> {
  const asker = { actor, meta }
  const row = await ownRequest(
    asker,
    id,
    'request.cancel',
    (current) => abilitiesOf(actor, current).cancel,
    REQUEST_MESSAGES.cannotCancel,
  )
  await db.transaction(async (tx) => {
    const saved = await writeVersioned(tx, actor, row, input.version, {
      status: 'cancelled',
      step: null,
      decidedAt: new Date(),
    })
    await recordEvent(tx, saved, actor.membershipId, 'cancelled')
    await auditChange(tx, asker, 'request.cancel', { type: 'request', id }, { was: row.status })
    if (row.status === 'pending' && row.step) {
      await emailCancelled(tx, saved, row.step, actorName(actor))
    }
  })
  kickMailDelivery()
  return getRequest(actor, id, meta)
}
