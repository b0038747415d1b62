import { and, asc, gte, lte } from 'drizzle-orm'
import { authorize } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import {
  deleteOwned,
  givenFields,
  insertOwned,
  updateVersioned,
} from '~/platform/owned-rows.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { can } from './holidays.policy'
import {
  HOLIDAY_MESSAGES,
  type HolidayCreateInput,
  type HolidayUpdateInput,
} from './holidays.schema'
import { holidays, type Holiday } from './holidays.tables'

export interface HolidayDto {
  id: number
  name: string
  date: string
  company: number
  version: number
}

/** A company keeps a few dozen holidays a year; a list never reads more than this. */
const MAX_HOLIDAYS = 1000

function toDto(holiday: Holiday): HolidayDto {
  return {
    id: holiday.id,
    name: holiday.name,
    date: holiday.date,
    company: holiday.companyId,
    version: holiday.version,
  }
}

function requireWriter(actor: Actor, meta: RequestMeta, action: string, id?: number) {
  const entity = id === undefined ? undefined : { type: 'holiday', id }
  return authorize({ actor, meta }, () => can(actor, 'holiday.write'), action, entity)
}

/** The company's holidays by date, optionally of one year; every member may read them. */
export async function listHolidays(
  actor: Actor,
  query: { year?: number } = {},
): Promise<HolidayDto[]> {
  const range =
    query.year === undefined
      ? undefined
      : { from: `${query.year}-01-01`, to: `${query.year}-12-31` }
  return holidaysBetween(actor, range)
}

/** The company's holidays from `range.from` to `range.to` (both included), or all of them. */
export async function holidaysBetween(
  actor: Pick<Actor, 'companyId'>,
  range?: { from: string; to: string },
): Promise<HolidayDto[]> {
  const rows = await db
    .select()
    .from(holidays)
    .where(
      and(
        ownedBy(holidays, actor),
        range ? gte(holidays.date, range.from) : undefined,
        range ? lte(holidays.date, range.to) : undefined,
      ),
    )
    .orderBy(asc(holidays.date), asc(holidays.id))
    .limit(MAX_HOLIDAYS)
  return rows.map(toDto)
}

export async function getHoliday(actor: Actor, id: number, meta: RequestMeta): Promise<HolidayDto> {
  const row = await findOwned({ actor, meta }, holidays, id, {
    action: 'holiday.read',
    entityType: 'holiday',
    message: HOLIDAY_MESSAGES.notFound,
  })
  return toDto(row)
}

export async function createHoliday(
  actor: Actor,
  input: HolidayCreateInput,
  meta: RequestMeta,
): Promise<HolidayDto> {
  await requireWriter(actor, meta, 'holiday.create')
  const row = await insertOwned(
    db,
    { actor, meta },
    holidays,
    { name: input.name, date: input.date },
    {
      action: 'holiday.create',
      entityType: 'holiday',
      details: (row) => ({ name: row.name, date: row.date }),
    },
  )
  return toDto(row)
}

export async function updateHoliday(
  actor: Actor,
  id: number,
  input: HolidayUpdateInput,
  meta: RequestMeta,
): Promise<HolidayDto> {
  const action = 'holiday.update'
  await requireWriter(actor, meta, action, id)
  await getHoliday(actor, id, meta)
  const row = await updateVersioned(db, { actor, meta }, holidays, {
    id,
    version: input.version,
    set: givenFields({ name: input.name, date: input.date }),
    stale: HOLIDAY_MESSAGES.stale,
    action,
    entityType: 'holiday',
    details: () => ({ from_version: input.version }),
  })
  return toDto(row)
}

export async function deleteHoliday(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  const action = 'holiday.delete'
  await requireWriter(actor, meta, action, id)
  await deleteOwned({ actor, meta }, holidays, id, {
    action,
    entityType: 'holiday',
    notFound: HOLIDAY_MESSAGES.notFound,
    details: (row) => ({ name: row.name, date: row.date }),
  })
}
