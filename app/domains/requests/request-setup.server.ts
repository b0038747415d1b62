import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Actor } from '~/platform/actor'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { insertOwned, updateVersioned } from '~/platform/owned-rows.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import { can } from './requests.policy'
import {
  REQUEST_MESSAGES,
  type RequestTypeEditInput,
  type RequestTypeInput,
  type TimeOffKindEditInput,
  type TimeOffKindInput,
} from './requests.schema'
import { requestTypes, timeOffKinds, type RequestType, type TimeOffKind } from './requests.tables'

/**
 * What request admins set up: the request types people choose from (each of one kind, with its
 * approval steps) and the kinds of time off with their yearly allowance.
 */

export interface RequestTypeDto {
  id: number
  name: string
  kind: RequestType['kind']
  description: string
  manager_approves: boolean
  admin_approves: boolean
  is_active: boolean
  version: number
}

export interface TimeOffKindDto {
  id: number
  name: string
  annual_days: string
  tracks_balance: boolean
  is_active: boolean
  version: number
}

export const toTypeDto = (type: RequestType): RequestTypeDto => ({
  id: type.id,
  name: type.name,
  kind: type.kind,
  description: type.description,
  manager_approves: type.managerApproves,
  admin_approves: type.adminApproves,
  is_active: type.isActive,
  version: type.version,
})

export const toKindDto = (kind: TimeOffKind): TimeOffKindDto => ({
  id: kind.id,
  name: kind.name,
  annual_days: kind.annualDays,
  tracks_balance: kind.tracksBalance,
  is_active: kind.isActive,
  version: kind.version,
})

const MAX_SETUP_ROWS = 100

/** The company's request types, by name; `activeOnly` for the create page's choice. */
export async function listRequestTypes(
  actor: Actor,
  activeOnly = false,
): Promise<RequestTypeDto[]> {
  const rows = await db
    .select()
    .from(requestTypes)
    .where(
      and(ownedBy(requestTypes, actor), activeOnly ? eq(requestTypes.isActive, true) : undefined),
    )
    .orderBy(asc(requestTypes.name))
    .limit(MAX_SETUP_ROWS)
  return rows.map(toTypeDto)
}

/** The company's kinds of time off, by name. */
export async function listTimeOffKinds(
  actor: Actor,
  activeOnly = false,
): Promise<TimeOffKindDto[]> {
  const rows = await db
    .select()
    .from(timeOffKinds)
    .where(
      and(ownedBy(timeOffKinds, actor), activeOnly ? eq(timeOffKinds.isActive, true) : undefined),
    )
    .orderBy(asc(timeOffKinds.name))
    .limit(MAX_SETUP_ROWS)
  return rows.map(toKindDto)
}

const manage = (asker: Asker, action: string, id?: number) =>
  authorize(
    asker,
    () => can(asker.actor, 'requestType.manage'),
    action,
    id ? { type: 'request_type', id } : undefined,
  )

/** Refuses a name another row of the company already has (checked in the write's transaction). */
async function checkNameFree(
  tx: Transaction,
  table: typeof requestTypes | typeof timeOffKinds,
  companyId: number,
  name: string,
  message: string,
  except?: number,
) {
  const [taken] = await tx
    .select({ id: table.id })
    .from(table as PgTable & typeof requestTypes)
    .where(
      and(
        eq(table.companyId, companyId),
        sql`lower(${table.name}) = lower(${name})`,
        except === undefined ? undefined : ne(table.id, except),
      ),
    )
    .limit(1)
  if (taken) throw AppError.invalidField('name', message)
}

export async function createRequestType(
  actor: Actor,
  input: RequestTypeInput,
  meta: RequestMeta,
): Promise<RequestTypeDto> {
  const asker = { actor, meta }
  await manage(asker, 'request_type.create')
  const row = await db.transaction(async (tx) => {
    await checkNameFree(tx, requestTypes, actor.companyId, input.name, REQUEST_MESSAGES.typeTaken)
    return insertOwned(
      tx,
      asker,
      requestTypes,
      { ...typeColumns(input), kind: input.kind },
      {
        action: 'request_type.create',
        entityType: 'request_type',
        details: (type) => ({ name: type.name, kind: type.kind }),
      },
    )
  })
  return toTypeDto(row)
}

/** The columns a type's form sets (its kind is set once, at creation). */
const typeColumns = (input: Omit<RequestTypeInput, 'kind'>) => ({
  name: input.name,
  description: input.description,
  managerApproves: input.manager_approves,
  adminApproves: input.admin_approves,
  isActive: input.is_active,
})

/** Edits a type (its kind stays: the requests filed under it hold that kind's fields). */
export async function updateRequestType(
  actor: Actor,
  input: RequestTypeEditInput,
  meta: RequestMeta,
): Promise<RequestTypeDto> {
  const asker = { actor, meta }
  await manage(asker, 'request_type.update', input.id)
  const current = await findOwned(asker, requestTypes, input.id, {
    action: 'request_type.update',
    entityType: 'request_type',
    message: REQUEST_MESSAGES.typeNotFound,
  })
  const row = await db.transaction(async (tx) => {
    await checkNameFree(
      tx,
      requestTypes,
      actor.companyId,
      input.name,
      REQUEST_MESSAGES.typeTaken,
      input.id,
    )
    return updateVersioned(tx, asker, requestTypes, {
      id: current.id,
      version: input.version,
      set: typeColumns(input),
      stale: REQUEST_MESSAGES.typeStale,
      action: 'request_type.update',
      entityType: 'request_type',
      details: (type) => ({
        name: type.name,
        manager: type.managerApproves,
        admin: type.adminApproves,
      }),
    })
  })
  return toTypeDto(row)
}

const kindColumns = (input: TimeOffKindInput) => ({
  name: input.name,
  annualDays: input.annual_days,
  tracksBalance: input.tracks_balance,
  isActive: input.is_active,
})

export async function createTimeOffKind(
  actor: Actor,
  input: TimeOffKindInput,
  meta: RequestMeta,
): Promise<TimeOffKindDto> {
  const asker = { actor, meta }
  await manage(asker, 'time_off_kind.create')
  const row = await db.transaction(async (tx) => {
    await checkNameFree(tx, timeOffKinds, actor.companyId, input.name, REQUEST_MESSAGES.kindTaken)
    return insertOwned(tx, asker, timeOffKinds, kindColumns(input), {
      action: 'time_off_kind.create',
      entityType: 'time_off_kind',
      details: (kind) => ({ name: kind.name, annual_days: kind.annualDays }),
    })
  })
  return toKindDto(row)
}

export async function updateTimeOffKind(
  actor: Actor,
  input: TimeOffKindEditInput,
  meta: RequestMeta,
): Promise<TimeOffKindDto> {
  const asker = { actor, meta }
  await manage(asker, 'time_off_kind.update', input.id)
  const current = await findOwned(asker, timeOffKinds, input.id, {
    action: 'time_off_kind.update',
    entityType: 'time_off_kind',
    message: REQUEST_MESSAGES.kindNotFound,
  })
  const row = await db.transaction(async (tx) => {
    await checkNameFree(
      tx,
      timeOffKinds,
      actor.companyId,
      input.name,
      REQUEST_MESSAGES.kindTaken,
      input.id,
    )
    return updateVersioned(tx, asker, timeOffKinds, {
      id: current.id,
      version: input.version,
      set: kindColumns(input),
      stale: REQUEST_MESSAGES.kindStale,
      action: 'time_off_kind.update',
      entityType: 'time_off_kind',
      details: (kind) => ({ name: kind.name, annual_days: kind.annualDays }),
    })
  })
  return toKindDto(row)
}
