import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { ownedBy } from '~/platform/tenancy.server'
import { memberships } from '../accounts/accounts.tables'
import { holidays } from '../attendance/holidays.tables'
import { companies } from '../company/company.tables'
import { REQUEST_MESSAGES, type TimeOffInput } from './requests.schema'
import { requests, timeOffAdjustments, timeOffKinds, type TimeOffKind } from './requests.tables'
import {
  accruedHundredths,
  calendarDays,
  fromHundredths,
  leftToRequest,
  toHundredths,
  workingDaysHundredths,
  type BalanceHundredths,
} from './time-off-rules'

/** Today in UTC, as YYYY-MM-DD: the day balances are shown at and accrual counts up to. */
export const todayIso = () => new Date().toISOString().slice(0, 10)

/** The statuses whose days are spoken for: asked for and not decided yet. */
const UNDECIDED = ['pending', 'changes_requested'] as const

/** The company's weekend days and its holidays between two days: what is not a working day. */
async function companyCalendar(q: Queryable, companyId: number, start: string, end: string) {
  const [company] = await q
    .select({ weekend: companies.weekendInfo })
    .from(companies)
    .where(eq(companies.id, companyId))
  const days = await q
    .select({ date: holidays.date })
    .from(holidays)
    .where(
      and(eq(holidays.companyId, companyId), gte(holidays.date, start), lte(holidays.date, end)),
    )
  return { weekend: company?.weekend ?? [], holidays: new Set(days.map((day) => day.date)) }
}

type Owner = { companyId: number; membershipId: number; hiredOn: string | null }

/**
 * The days a person took (approved) and has waiting (undecided) of each kind whose time off
 * starts in `year`, in hundredths, by kind id: one grouped query for any number of kinds.
 * `kindId` reads one kind only; `except` leaves a request out.
 */
async function usedByKind(
  q: Queryable,
  person: Owner,
  year: number,
  only: { kindId?: number; except?: number } = {},
): Promise<Map<number, { taken: number; pending: number }>> {
  const rows = await q
    .select({
      kindId: requests.timeOffKindId,
      taken: sql<
        string | null
      >`sum(${requests.days}) filter (where ${requests.status} = 'approved')`,
      pending: sql<
        string | null
      >`sum(${requests.days}) filter (where ${inArray(requests.status, [...UNDECIDED])})`,
    })
    .from(requests)
    .where(
      and(
        eq(requests.companyId, person.companyId),
        eq(requests.requesterId, person.membershipId),
        only.kindId === undefined ? undefined : eq(requests.timeOffKindId, only.kindId),
        gte(requests.startsOn, `${year}-01-01`),
        lte(requests.startsOn, `${year}-12-31`),
        only.except === undefined ? undefined : ne(requests.id, only.except),
      ),
    )
    .groupBy(requests.timeOffKindId)
  return new Map(
    rows.map((row) => [
      row.kindId!,
      { taken: toHundredths(row.taken ?? '0'), pending: toHundredths(row.pending ?? '0') },
    ]),
  )
}

/** A person's adjustments of a year (a carry-over, a correction), by kind. */
function adjustmentsOf(q: Queryable, person: Owner, year: number, kindId?: number) {
  return q
    .select()
    .from(timeOffAdjustments)
    .where(
      and(
        eq(timeOffAdjustments.membershipId, person.membershipId),
        eq(timeOffAdjustments.year, year),
        kindId === undefined ? undefined : eq(timeOffAdjustments.kindId, kindId),
        ownedBy(timeOffAdjustments, person),
      ),
    )
}

/** One kind's balance from what was read: accrued up to `asOf`, adjusted, taken, waiting. */
function balanceOf(
  kind: TimeOffKind,
  person: Owner,
  year: number,
  asOf: string,
  used: { taken: number; pending: number } | undefined,
  adjustments: readonly { kindId: number; adjustmentDays: string }[],
): BalanceHundredths {
  return {
    accrued: accruedHundredths(toHundredths(kind.annualDays), year, asOf, person.hiredOn),
    adjustment: adjustments
      .filter((row) => row.kindId === kind.id)
      .reduce((total, row) => total + toHundredths(row.adjustmentDays), 0),
    taken: used?.taken ?? 0,
    pending: used?.pending ?? 0,
  }
}

/** One person's balance of one kind in one year, accrued up to `asOf`; `except` is left out. */
async function balanceHundredths(
  q: Queryable,
  person: Owner,
  kind: TimeOffKind,
  year: number,
  asOf: string,
  except?: number,
): Promise<BalanceHundredths> {
  const used = await usedByKind(q, person, year, { kindId: kind.id, except })
  const adjustments = await adjustmentsOf(q, person, year, kind.id)
  return balanceOf(kind, person, year, asOf, used.get(kind.id), adjustments)
}

const MAX_SPAN_DAYS = 366

/** The refusal of a request its balance does not cover, naming what is left. */
function notEnough(kind: TimeOffKind, days: number, left: number): AppError {
  return new AppError(
    'VALIDATION',
    REQUEST_MESSAGES.notEnoughBalance
      .replace('{{kind}}', kind.name)
      .replace('{{days}}', fromHundredths(days))
      .replace('{{left}}', fromHundredths(Math.max(0, left))),
  )
}

/**
 * Checks a time-off request against the calendar, the person's other time off and their
 * balance, and answers the working days it takes (hundredths). Call it in the transaction that
 * writes the request, after locking the requester's row, so two requests cannot both take the
 * last days. `except` is the request being edited or approved (its own days are not counted).
 */
export async function checkTimeOff(
  tx: Transaction,
  requester: { companyId: number; membershipId: number },
  kind: TimeOffKind,
  input: Pick<TimeOffInput, 'starts_on' | 'ends_on' | 'half_day'>,
  except?: number,
): Promise<number> {
  if (input.ends_on < input.starts_on)
    throw AppError.invalidField('ends_on', REQUEST_MESSAGES.endBeforeStart)
  if (calendarDays(input.starts_on, input.ends_on) > MAX_SPAN_DAYS) {
    throw AppError.invalidField('ends_on', REQUEST_MESSAGES.tooLong)
  }
  if (input.half_day && input.starts_on !== input.ends_on) {
    throw AppError.invalidField('half_day', REQUEST_MESSAGES.halfDaySpan)
  }
  const calendar = await companyCalendar(tx, requester.companyId, input.starts_on, input.ends_on)
  const days = workingDaysHundredths(
    input.starts_on,
    input.ends_on,
    calendar.weekend,
    calendar.holidays,
    input.half_day,
  )
  if (days === 0) throw AppError.invalidField('starts_on', REQUEST_MESSAGES.noWorkingDays)
  const [person] = await tx
    .select({ hiredOn: memberships.hiredOn })
    .from(memberships)
    .where(eq(memberships.id, requester.membershipId))
    .for('update')
  const [overlapping] = await tx
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.companyId, requester.companyId),
        eq(requests.requesterId, requester.membershipId),
        inArray(requests.status, ['approved', ...UNDECIDED]),
        lte(requests.startsOn, input.ends_on),
        gte(requests.endsOn, input.starts_on),
        except === undefined ? undefined : ne(requests.id, except),
      ),
    )
    .limit(1)
  if (overlapping) throw AppError.invalidField('starts_on', REQUEST_MESSAGES.overlaps)
  if (!kind.tracksBalance) return days
  const year = Number(input.starts_on.slice(0, 4))
  const balance = await balanceHundredths(
    tx,
    { ...requester, hiredOn: person?.hiredOn ?? null },
    kind,
    year,
    input.ends_on,
    except,
  )
  const left = leftToRequest(balance)
  if (days > left) {
    throw notEnough(kind, days, left)
  }
  return days
}

/** One kind's balance as pages and the API show it (days as exact decimal strings). */
export interface TimeOffBalanceDto {
  time_off_kind: { id: number; name: string }
  year: number
  tracks_balance: boolean
  annual_days: string
  accrued: string
  adjustment: string
  adjustment_note: string
  /** The adjustment row's version (0 when there is none yet): PATCH sends it back. */
  adjustment_version: number
  taken: string
  pending: string
  available: string
}

/** A person's balances of every active kind in `year`, accrued up to today (or year end). */
export async function balancesOf(
  companyId: number,
  person: { id: number; hiredOn: string | null },
  year: number,
): Promise<TimeOffBalanceDto[]> {
  const kinds = await db
    .select()
    .from(timeOffKinds)
    .where(and(ownedBy(timeOffKinds, { companyId }), eq(timeOffKinds.isActive, true)))
    .orderBy(asc(timeOffKinds.name))
    .limit(100)
  const owner = { companyId, membershipId: person.id, hiredOn: person.hiredOn }
  const adjustments = await adjustmentsOf(db, owner, year)
  const used = await usedByKind(db, owner, year)
  const asOf = todayIso()
  const balances: TimeOffBalanceDto[] = []
  for (const kind of kinds) {
    const balance = balanceOf(kind, owner, year, asOf, used.get(kind.id), adjustments)
    const adjustment = adjustments.find((row) => row.kindId === kind.id)
    balances.push({
      time_off_kind: { id: kind.id, name: kind.name },
      year,
      tracks_balance: kind.tracksBalance,
      annual_days: kind.annualDays,
      accrued: fromHundredths(balance.accrued),
      adjustment: fromHundredths(balance.adjustment),
      adjustment_note: adjustment?.note ?? '',
      adjustment_version: adjustment?.version ?? 0,
      taken: fromHundredths(balance.taken),
      pending: fromHundredths(balance.pending),
      available: fromHundredths(balance.accrued + balance.adjustment - balance.taken),
    })
  }
  return balances
}

/** Approved time off of one person, as the attendance issue needs it. */
export interface ApprovedTimeOff {
  request_id: number
  membership_id: number
  time_off_kind: { id: number; name: string }
  starts_on: string
  ends_on: string
  days: string
}

/**
 * The approved time off overlapping `from`…`to` (both included) in a company, optionally of some
 * people only: what attendance will mark as away. A service for other domains; it does not
 * authorize (its caller does) and reads at most 5,000 rows.
 */
export async function approvedTimeOff(
  actor: Pick<Actor, 'companyId'>,
  range: { from: string; to: string; membershipIds?: number[] },
): Promise<ApprovedTimeOff[]> {
  const rows = await db
    .select({
      id: requests.id,
      membershipId: requests.requesterId,
      kindId: timeOffKinds.id,
      kindName: timeOffKinds.name,
      startsOn: requests.startsOn,
      endsOn: requests.endsOn,
      days: requests.days,
    })
    .from(requests)
    .innerJoin(timeOffKinds, eq(timeOffKinds.id, requests.timeOffKindId))
    .where(
      and(
        ownedBy(requests, actor),
        eq(requests.status, 'approved'),
        lte(requests.startsOn, range.to),
        gte(requests.endsOn, range.from),
        range.membershipIds ? inArray(requests.requesterId, range.membershipIds) : undefined,
      ),
    )
    .orderBy(asc(requests.startsOn), asc(requests.id))
    .limit(5000)
  return rows.map((row) => ({
    request_id: row.id,
    membership_id: row.membershipId,
    time_off_kind: { id: row.kindId, name: row.kindName },
    starts_on: row.startsOn!,
    ends_on: row.endsOn!,
    days: row.days!,
  }))
}

/**
 * At the last approval: the balance must still cover the request (an adjustment or another
 * approval may have used the days since it was asked for). Only approved days count here.
 */
export async function checkStillCovered(
  tx: Transaction,
  request: {
    id: number
    companyId: number
    requesterId: number
    startsOn: string
    endsOn: string
    days: string
  },
  kind: TimeOffKind,
): Promise<void> {
  if (!kind.tracksBalance) return
  const [person] = await tx
    .select({ hiredOn: memberships.hiredOn })
    .from(memberships)
    .where(eq(memberships.id, request.requesterId))
    .for('update')
  const owner = {
    companyId: request.companyId,
    membershipId: request.requesterId,
    hiredOn: person?.hiredOn ?? null,
  }
  const year = Number(request.startsOn.slice(0, 4))
  const balance = await balanceHundredths(tx, owner, kind, year, request.endsOn, request.id)
  const left = leftToRequest({ ...balance, pending: 0 })
  const days = toHundredths(request.days)
  if (days > left) {
    throw notEnough(kind, days, left)
  }
}
