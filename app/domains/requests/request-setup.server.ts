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

type SetupTable = typeof requestTypes | typeof timeOffKinds

/** What differs between the two kinds of setup row: their table, name in the audit, messages. */
interface Setup<Table extends SetupTable> {
  table: Table
  entityType: 'request_type' | 'time_off_kind'
  messages: { notFound: string; taken: string; stale: string }
  /** What the audit keeps of a written row. */
  details: (row: Table['$inferSelect']) => Record<string, unknown>
}

const TYPES: Setup<typeof requestTypes> = {
  table: requestTypes,
  entityType: 'request_type',
  messages: {
    notFound: REQUEST_MESSAGES.typeNotFound,
    taken: REQUEST_MESSAGES.typeTaken,
    stale: REQUEST_MESSAGES.typeStale,
  },
  details: (type) => ({
    name: type.name,
    kind: type.kind,
    manager: type.managerApproves,
    admin: type.adminApproves,
  }),
}

const KINDS: Setup<typeof timeOffKinds> = {
  table: timeOffKinds,
  entityType: 'time_off_kind',
  messages: {
    notFound: REQUEST_MESSAGES.kindNotFound,
    taken: REQUEST_MESSAGES.kindTaken,
    stale: REQUEST_MESSAGES.kindStale,
  },
  details: (kind) => ({ name: kind.name, annual_days: kind.annualDays }),
}

/** Refuses a name another row of the company already has (checked in the write's transaction). */
async function checkNameFree(
  tx: Transaction,
  table: SetupTable,
  taken: string,
  companyId: number,
  name: string,
  except?: number,
) {
  const [row] = await tx
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
  if (row) throw AppError.invalidField('name', taken)
}

/** Adds a setup row under a name the company does not use yet, audited. */
async function createSetupRow<Table extends SetupTable>(
  asker: Asker,
  setup: Setup<Table>,
  values: Omit<Table['$inferInsert'], 'companyId'> & { name: string },
): Promise<Table['$inferSelect']> {
  const action = `${setup.entityType}.create`
  await manage(asker, action)
  return db.transaction(async (tx) => {
    await checkNameFree(tx, setup.table, setup.messages.taken, asker.actor.companyId, values.name)
    return insertOwned(tx, asker, setup.table, values, {
      action,
      entityType: setup.entityType,
      details: setup.details,
    })
  })
}

/** Edits a setup row from the version the admin saw (stale: 409), its name still free. */
async function updateSetupRow<Table extends SetupTable>(
  asker: Asker,
  setup: Setup<Table>,
  edit: { id: number; version: number; name: string },
  set: Partial<Table['$inferInsert']>,
): Promise<Table['$inferSelect']> {
  const action = `${setup.entityType}.update`
  await manage(asker, action, edit.id)
  const current = await findOwned(asker, setup.table, edit.id, {
    action,
    entityType: setup.entityType,
    message: setup.messages.notFound,
  })
  return db.transaction(async (tx) => {
    await checkNameFree(
      tx,
      setup.table,
      setup.messages.taken,
      asker.actor.companyId,
      edit.name,
      edit.id,
    )
    return updateVersioned(tx, asker, setup.table, {
      id: current.id,
      version: edit.version,
      set,
      stale: setup.messages.stale,
      action,
      entityType: setup.entityType,
      details: setup.details,
    })
  })
}

/** The columns a type's form sets (its kind is set once, at creation). */
const typeColumns = (input: Omit<RequestTypeInput, 'kind'>) => ({
  name: input.name,
  description: input.description,
  managerApproves: input.manager_approves,
  adminApproves: input.admin_approves,
  isActive: input.is_active,
})

const kindColumns = (input: TimeOffKindInput) => ({
  name: input.name,
  annualDays: input.annual_days,
  tracksBalance: input.tracks_balance,
  isActive: input.is_active,
})

export async function createRequestType(
  actor: Actor,
  input: RequestTypeInput,
  meta: RequestMeta,
): Promise<RequestTypeDto> {
  const values = { ...typeColumns(input), kind: input.kind }
  return toTypeDto(await createSetupRow({ actor, meta }, TYPES, values))
}

/** Edits a type (its kind stays: the requests filed under it hold that kind's fields). */
export async function updateRequestType(
  actor: Actor,
  input: RequestTypeEditInput,
  meta: RequestMeta,
): Promise<RequestTypeDto> {
  return toTypeDto(await updateSetupRow({ actor, meta }, TYPES, input, typeColumns(input)))
}

export async function createTimeOffKind(
  actor: Actor,
  input: TimeOffKindInput,
  meta: RequestMeta,
): Promise<TimeOffKindDto> {
  return toKindDto(await createSetupRow({ actor, meta }, KINDS, kindColumns(input)))
}

export async function updateTimeOffKind(
  actor: Actor,
  input: TimeOffKindEditInput,
  meta: RequestMeta,
): Promise<TimeOffKindDto> {
  return toKindDto(await updateSetupRow({ actor, meta }, KINDS, input, kindColumns(input)))
}
