import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { kickMailDelivery } from '~/platform/mail.server'
import { insertOwned } from '~/platform/owned-rows.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import { namesOf, personRef, type PersonRef } from '../tasks/people.server'
import { compareMoney, lineTotal, plainDecimal, totalsByCurrency } from './money'
import { queueStepEmails } from './purchase-emails.server'
import type { PurchaseStatus } from './purchase-requests.constants'
import { can, mayDecide } from './purchase-requests.policy'
import {
  PURCHASE_MESSAGES,
  PURCHASE_PAGE_SIZE,
  type PurchaseListQueryInput,
  type PurchaseRequestInput,
} from './purchase-requests.schema'
import {
  purchaseLookups,
  purchaseRequestEvents,
  purchaseRequestItems,
  purchaseRequests,
  type PurchaseRequest,
} from './purchase-requests.tables'
import { purchaseSettingsOf, requireLookup } from './purchase-settings.server'

export interface PurchaseTotal {
  currency: string
  total: string
}

export interface PurchaseRequestSummary {
  id: number
  title: string
  vendor: string
  status: PurchaseStatus
  requester: PersonRef | null
  totals: PurchaseTotal[]
  needed_by: string | null
  created_at: string
}

export const PURCHASE_ENTITY = 'purchase_request'
export const purchaseNotFound = (action: string) => ({
  action,
  entityType: PURCHASE_ENTITY,
  message: PURCHASE_MESSAGES.notFound,
})

/** The requests the actor may see: their own, or all of the company's for approvers and payers. */
export function visibleTo(actor: Actor): SQL {
  return and(
    ownedBy(purchaseRequests, actor),
    can(actor, 'purchase.readAll')
      ? undefined
      : eq(purchaseRequests.requesterId, actor.membershipId),
  )!
}

/** What each list view asks for, on top of what the actor may see. */
function viewFilter(actor: Actor, query: PurchaseListQueryInput): SQL | undefined {
  switch (query.view) {
    case 'mine':
      return eq(purchaseRequests.requesterId, actor.membershipId)
    case 'to_approve':
      return eq(purchaseRequests.status, 'pending')
    case 'to_pay':
      return eq(purchaseRequests.status, 'approved')
    case 'all':
      return undefined
  }
}

/** The per-currency totals of the given requests, by request id. */
export async function totalsOf(ids: number[]): Promise<Map<number, PurchaseTotal[]>> {
  if (ids.length === 0) return new Map()
  const lines = await db
    .select({
      requestId: purchaseRequestItems.purchaseRequestId,
      currency: purchaseRequestItems.currency,
      total: purchaseRequestItems.lineTotal,
    })
    .from(purchaseRequestItems)
    .where(inArray(purchaseRequestItems.purchaseRequestId, ids))
    .orderBy(asc(purchaseRequestItems.position))
  return new Map(
    ids.map((id) => [id, totalsByCurrency(lines.filter((line) => line.requestId === id))]),
  )
}

export async function summariesOf(
  actor: Actor,
  rows: PurchaseRequest[],
): Promise<PurchaseRequestSummary[]> {
  const [names, totals] = await Promise.all([
    namesOf(
      actor,
      rows.map((row) => row.requesterId),
    ),
    totalsOf(rows.map((row) => row.id)),
  ])
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    vendor: row.vendor,
    status: row.status,
    requester: personRef(names, row.requesterId),
    totals: totals.get(row.id) ?? [],
    needed_by: row.neededBy,
    created_at: row.createdAt.toISOString(),
  }))
}

/** /purchase-requests: one view (mine, to approve, to pay, all), newest first, paginated. */
export async function listPurchaseRequests(asker: Asker, query: PurchaseListQueryInput) {
  const { actor } = asker
  // Views over other people's requests are for those who may see them.
  if (query.view !== 'mine') await authorize(asker, can, 'purchase.readAll')
  const where = and(
    visibleTo(actor),
    viewFilter(actor, query),
    query.status ? eq(purchaseRequests.status, query.status) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(purchaseRequests).where(where)
  const rows = await db
    .select()
    .from(purchaseRequests)
    .where(where)
    .orderBy(desc(purchaseRequests.createdAt), desc(purchaseRequests.id))
    .limit(PURCHASE_PAGE_SIZE)
    .offset((query.page - 1) * PURCHASE_PAGE_SIZE)
  const n = total?.n ?? 0
  return {
    count: n,
    page: query.page,
    page_count: Math.max(1, Math.ceil(n / PURCHASE_PAGE_SIZE)),
    results: await summariesOf(actor, rows),
  }
}

/**
 * Whether a request needs an approver: a total above the company's threshold, or any line in
 * another currency (no exchange rates are kept, so it cannot be compared).
 */
function needsApproval(
  totals: PurchaseTotal[],
  settings: { currency: string; approval_threshold: string },
): boolean {
  return totals.some(
    ({ currency, total }) =>
      currency !== settings.currency || compareMoney(total, settings.approval_threshold) > 0,
  )
}

/**
 * Raises a purchase request: every line's total computed here (never taken from the input),
 * then pending for an approver, or approved at once at or under the company's threshold.
 */
export async function createPurchaseRequest(
  asker: Asker,
  input: PurchaseRequestInput,
): Promise<{ id: number; status: PurchaseStatus }> {
  await authorize(asker, can, 'purchase.create')
  const { actor } = asker
  const created = await db.transaction(async (tx) => {
    await Promise.all([
      requireLookup(tx, actor, 'purchase_method', input.purchase_method),
      requireLookup(tx, actor, 'purchase_type', input.purchase_type),
      requireLookup(tx, actor, 'set_aside', input.set_aside),
    ])
    const settings = await purchaseSettingsOf(tx, actor)
    const lines = input.items.map((item, position) => ({
      position,
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      currency: item.currency ?? settings.currency,
      lineTotal: lineTotal(item.quantity, item.unit_price),
    }))
    const totals = totalsByCurrency(
      lines.map((l) => ({ currency: l.currency, total: l.lineTotal })),
    )
    const approval = needsApproval(totals, settings)
    const status: PurchaseStatus = approval ? 'pending' : 'approved'
    const row = await insertOwned(
      tx,
      asker,
      purchaseRequests,
      {
        title: input.title,
        requesterId: actor.membershipId,
        vendor: input.vendor,
        justification: input.justification,
        neededBy: input.needed_by,
        purchaseMethodId: input.purchase_method,
        purchaseTypeId: input.purchase_type,
        setAsideId: input.set_aside,
        status,
        needsApproval: approval,
        ...(approval ? {} : { decidedAt: new Date() }),
      },
      {
        action: 'purchase.create',
        entityType: PURCHASE_ENTITY,
        details: () => ({ status, totals }),
      },
    )
    await tx
      .insert(purchaseRequestItems)
      .values(
        lines.map((line) => ({ ...line, companyId: actor.companyId, purchaseRequestId: row.id })),
      )
    await tx.insert(purchaseRequestEvents).values({
      companyId: actor.companyId,
      purchaseRequestId: row.id,
      actorId: actor.membershipId,
      fromStatus: null,
      toStatus: status,
      comment: approval ? '' : 'Approved automatically: within the approval threshold.',
    })
    await queueStepEmails(tx, actor, row, totals)
    return row
  })
  kickMailDelivery()
  return { id: created.id, status: created.status }
}

export interface PurchaseItemDto {
  id: number
  description: string
  quantity: string
  unit_price: string
  currency: string
  line_total: string
}

export interface PurchaseEventDto {
  id: number
  actor: PersonRef | null
  from_status: PurchaseStatus | null
  to_status: PurchaseStatus
  comment: string
  created_at: string
}

export interface PurchaseRequestDetail extends PurchaseRequestSummary {
  justification: string
  purchase_method: { id: number; name: string } | null
  purchase_type: { id: number; name: string } | null
  set_aside: { id: number; name: string } | null
  needs_approval: boolean
  decided_by: PersonRef | null
  decided_at: string | null
  paid_by: PersonRef | null
  paid_at: string | null
  payment_reference: string
  version: number
  items: PurchaseItemDto[]
  history: PurchaseEventDto[]
  /** What the reader may do now. */
  abilities: { decide: boolean; pay: boolean; cancel: boolean }
}

/** One request, or the audited 404 (another company's, or someone else's for a requester). */
export async function visibleRequest(
  asker: Asker,
  id: number,
  action: string,
): Promise<PurchaseRequest> {
  const row = await findOwned(asker, purchaseRequests, id, purchaseNotFound(action))
  const { actor } = asker
  if (!can(actor, 'purchase.readAll') && row.requesterId !== actor.membershipId) {
    throw AppError.notFound(PURCHASE_MESSAGES.notFound)
  }
  return row
}

/** Whether the actor may cancel: the requester (or an admin), while it is not settled. */
export const mayCancel = (actor: Actor, row: PurchaseRequest) =>
  (row.requesterId === actor.membershipId || can(actor, 'purchase.configure')) &&
  (row.status === 'pending' || row.status === 'approved')

export async function purchaseRequestDetail(
  asker: Asker,
  id: number,
): Promise<PurchaseRequestDetail> {
  const row = await visibleRequest(asker, id, 'purchase.read')
  const { actor } = asker
  const [items, events, lookups] = await Promise.all([
    db
      .select()
      .from(purchaseRequestItems)
      .where(
        and(ownedBy(purchaseRequestItems, actor), eq(purchaseRequestItems.purchaseRequestId, id)),
      )
      .orderBy(asc(purchaseRequestItems.position)),
    db
      .select()
      .from(purchaseRequestEvents)
      .where(
        and(ownedBy(purchaseRequestEvents, actor), eq(purchaseRequestEvents.purchaseRequestId, id)),
      )
      .orderBy(asc(purchaseRequestEvents.createdAt), asc(purchaseRequestEvents.id)),
    db
      .select({ id: purchaseLookups.id, name: purchaseLookups.name })
      .from(purchaseLookups)
      .where(
        and(
          ownedBy(purchaseLookups, actor),
          or(
            ...[row.purchaseMethodId, row.purchaseTypeId, row.setAsideId].map((lookupId) =>
              eq(purchaseLookups.id, lookupId ?? 0),
            ),
          ),
        ),
      ),
  ])
  const names = await namesOf(actor, [
    row.requesterId,
    row.decidedById,
    row.paidById,
    ...events.map((event) => event.actorId),
  ])
  const lookup = (lookupId: number | null) => lookups.find((entry) => entry.id === lookupId) ?? null
  const [summary] = await summariesOf(actor, [row])
  return {
    ...summary!,
    justification: row.justification,
    purchase_method: lookup(row.purchaseMethodId),
    purchase_type: lookup(row.purchaseTypeId),
    set_aside: lookup(row.setAsideId),
    needs_approval: row.needsApproval,
    decided_by: personRef(names, row.decidedById),
    decided_at: row.decidedAt?.toISOString() ?? null,
    paid_by: personRef(names, row.paidById),
    paid_at: row.paidAt?.toISOString() ?? null,
    payment_reference: row.paymentReference,
    version: row.version,
    items: items.map((item) => ({
      id: item.id,
      description: item.description,
      quantity: plainDecimal(item.quantity),
      unit_price: item.unitPrice,
      currency: item.currency,
      line_total: item.lineTotal,
    })),
    history: events.map((event) => ({
      id: event.id,
      actor: personRef(names, event.actorId),
      from_status: event.fromStatus,
      to_status: event.toStatus,
      comment: event.comment,
      created_at: event.createdAt.toISOString(),
    })),
    abilities: {
      decide: row.status === 'pending' && mayDecide(actor, row),
      pay: row.status === 'approved' && can(actor, 'purchase.pay'),
      cancel: mayCancel(actor, row),
    },
  }
}
