import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { auditChange, deny } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { readOwned } from '~/platform/owned-rows.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { findOwned, ownedBy, ownedRow } from '~/platform/tenancy.server'
import { memberships } from '../accounts/accounts.tables'
import { managerOf, peopleByIds, type PersonRef } from './request-people.server'
import { pageOf, type RequestPage } from './request-reads.server'
import { can } from './requests.policy'
import { REQUEST_MESSAGES, type BalanceAdjustmentInput } from './requests.schema'
import {
  REQUEST_STATUSES,
  requests,
  requestTypes,
  timeOffAdjustments,
  timeOffKinds,
  type RequestStatus,
} from './requests.tables'
import { balancesOf, todayIso, type TimeOffBalanceDto } from './time-off.server'

/**
 * One person's requests and time off, for themselves, their manager and the request admins:
 * request/api/user-requests/{id}/, staff-requests-summary/{id}/ and staff-time-offs-detail/{id}/
 * (whose PATCH adjusts a balance, request admins only). {id} is the staff member (membership).
 */

type Person = typeof memberships.$inferSelect

/**
 * The staff member `id` if the actor may see their requests: themselves, their manager, or a
 * request admin. Another company's id is the audited 404; a colleague's is a refused 403.
 */
async function reportedPerson(asker: Asker, id: number, action: string): Promise<Person> {
  const person = await findOwned(asker, memberships, id, {
    action,
    entityType: 'staff',
    message: REQUEST_MESSAGES.personNotFound,
  })
  const { actor } = asker
  if (person.id === actor.membershipId || can(actor, 'request.viewAll')) return person
  if ((await managerOf(db, actor.companyId, person.id)) === actor.membershipId) return person
  return deny(actor, asker.meta, action, AppError.forbidden(), { type: 'staff', id })
}

/** The actor's own balances in `year` (every member reads theirs): what the request pages show. */
export async function myBalances(actor: Actor, year: number): Promise<TimeOffBalanceDto[]> {
  const [me] = await db
    .select({ id: memberships.id, hiredOn: memberships.hiredOn })
    .from(memberships)
    .where(ownedRow(memberships, actor, actor.membershipId))
  return me ? balancesOf(actor.companyId, me, year) : []
}

const nameOf = async (id: number): Promise<PersonRef> =>
  (await peopleByIds(db, [id])).get(id) ?? { id, name: '' }

/** GET user-requests/{id}/: the person's requests, newest first, a page at a time. */
export async function userRequests(
  actor: Actor,
  id: number,
  page: number,
  meta: RequestMeta,
): Promise<RequestPage & { staff: PersonRef }> {
  const person = await reportedPerson({ actor, meta }, id, 'request.user_requests')
  const list = await pageOf(
    and(ownedBy(requests, actor), eq(requests.requesterId, person.id))!,
    page,
  )
  return { staff: await nameOf(person.id), ...list }
}

export interface StaffRequestsSummary {
  staff: PersonRef
  total: number
  by_status: Record<RequestStatus, number>
  by_type: { type: { id: number; name: string; kind: string }; count: number }[]
  time_off: TimeOffBalanceDto[]
}

/** GET staff-requests-summary/{id}/: counts by status and type, and this year's balances. */
export async function staffRequestsSummary(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<StaffRequestsSummary> {
  const person = await reportedPerson({ actor, meta }, id, 'request.staff_summary')
  const theirs = and(ownedBy(requests, actor), eq(requests.requesterId, person.id))
  const statuses = await db
    .select({ status: requests.status, n: count() })
    .from(requests)
    .where(theirs)
    .groupBy(requests.status)
  const types = await db
    .select({ id: requestTypes.id, name: requestTypes.name, kind: requestTypes.kind, n: count() })
    .from(requests)
    .innerJoin(requestTypes, eq(requestTypes.id, requests.typeId))
    .where(theirs)
    .groupBy(requestTypes.id, requestTypes.name, requestTypes.kind)
    .orderBy(requestTypes.name)
  const byStatus = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as Record<
    RequestStatus,
    number
  >
  for (const row of statuses) byStatus[row.status] = row.n
  return {
    staff: await nameOf(person.id),
    total: statuses.reduce((sum, row) => sum + row.n, 0),
    by_status: byStatus,
    by_type: types.map((row) => ({
      type: { id: row.id, name: row.name, kind: row.kind },
      count: row.n,
    })),
    time_off: await balancesOf(actor.companyId, person, Number(todayIso().slice(0, 4))),
  }
}

export interface StaffTimeOffs {
  staff: PersonRef
  year: number
  balances: TimeOffBalanceDto[]
  /** Time off asked for or approved that starts in the year, by first day. */
  time_off: {
    request_id: number
    time_off_kind: { id: number; name: string }
    status: RequestStatus
    starts_on: string
    ends_on: string
    days: string
  }[]
  may_adjust: boolean
}

/** GET staff-time-offs-detail/{id}/: a person's balances and time off in one year. */
export async function staffTimeOffs(
  actor: Actor,
  id: number,
  year: number,
  meta: RequestMeta,
): Promise<StaffTimeOffs> {
  const person = await reportedPerson({ actor, meta }, id, 'time_off.read')
  const rows = await db
    .select({
      id: requests.id,
      kindId: timeOffKinds.id,
      kindName: timeOffKinds.name,
      status: requests.status,
      startsOn: requests.startsOn,
      endsOn: requests.endsOn,
      days: requests.days,
    })
    .from(requests)
    .innerJoin(timeOffKinds, eq(timeOffKinds.id, requests.timeOffKindId))
    .where(
      and(
        ownedBy(requests, actor),
        eq(requests.requesterId, person.id),
        inArray(requests.status, ['pending', 'changes_requested', 'approved']),
        gte(requests.startsOn, `${year}-01-01`),
        lte(requests.startsOn, `${year}-12-31`),
      ),
    )
    .orderBy(requests.startsOn)
    .limit(500)
  return {
    staff: await nameOf(person.id),
    year,
    balances: await balancesOf(actor.companyId, person, year),
    time_off: rows.map((row) => ({
      request_id: row.id,
      time_off_kind: { id: row.kindId, name: row.kindName },
      status: row.status,
      starts_on: row.startsOn!,
      ends_on: row.endsOn!,
      days: row.days!,
    })),
    may_adjust: can(actor, 'timeOff.adjust'),
  }
}

/**
 * PATCH staff-time-offs-detail/{id}/: sets a person's adjustment of one kind in one year (a
 * carry-over, a correction), audited with the value before and after. `version` is the one
 * shown (0 when there was none): a change made meanwhile is a 409, never overwritten.
 */
export async function adjustBalance(
  actor: Actor,
  id: number,
  input: BalanceAdjustmentInput,
  meta: RequestMeta,
): Promise<StaffTimeOffs> {
  const asker = { actor, meta }
  await authorize(asker, can, 'timeOff.adjust', { type: 'staff', id })
  const person = await reportedPerson(asker, id, 'time_off.adjust')
  const kind = await readOwned(db, timeOffKinds, actor, input.time_off_kind)
  if (!kind) throw AppError.invalidField('time_off_kind', REQUEST_MESSAGES.kindNotFound)
  await db.transaction(async (tx) => {
    // The person's row is the lock: two first adjustments cannot both insert.
    await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.id, person.id))
      .for('update')
    const key = and(
      eq(timeOffAdjustments.membershipId, person.id),
      eq(timeOffAdjustments.kindId, kind.id),
      eq(timeOffAdjustments.year, input.year),
    )
    const [before] = await tx.select().from(timeOffAdjustments).where(key).for('update')
    if ((before?.version ?? 0) !== input.version) {
      throw new AppError('CONFLICT', REQUEST_MESSAGES.adjustmentStale)
    }
    const values = { adjustmentDays: input.adjustment_days, note: input.note }
    if (before) {
      await tx
        .update(timeOffAdjustments)
        .set({ ...values, version: sql`${timeOffAdjustments.version} + 1`, updatedAt: new Date() })
        .where(eq(timeOffAdjustments.id, before.id))
    } else {
      await tx.insert(timeOffAdjustments).values({
        ...values,
        companyId: actor.companyId,
        membershipId: person.id,
        kindId: kind.id,
        year: input.year,
      })
    }
    await auditChange(
      tx,
      asker,
      'time_off.adjust',
      { type: 'staff', id: person.id },
      {
        kind: kind.name,
        year: input.year,
        from: before?.adjustmentDays ?? '0.00',
        to: input.adjustment_days,
        note: input.note,
      },
    )
  })
  return staffTimeOffs(actor, id, input.year, meta)
}
