import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import { audit, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { findOwned, ownedBy, ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
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
  const rows = await db
    .select()
    .from(holidays)
    .where(
      and(
        ownedBy(holidays, actor),
        query.year === undefined ? undefined : gte(holidays.date, `${query.year}-01-01`),
        query.year === undefined ? undefined : lt(holidays.date, `${query.year + 1}-01-01`),
      ),
    )
    .orderBy(asc(holidays.date), asc(holidays.id))
    .limit(1000)
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
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(holidays)
      .values({ companyId: actor.companyId, name: input.name, date: input.date })
      .returning()
    await audit(tx, meta, {
      action: 'holiday.create',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'holiday',
      entityId: row!.id,
      details: { name: row!.name, date: row!.date },
    })
    return toDto(row!)
  })
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
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(holidays)
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.date === undefined ? {} : { date: input.date }),
        version: sql`${holidays.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(eq(holidays.id, id), ownedBy(holidays, actor), eq(holidays.version, input.version)),
      )
      .returning()
    if (!row) throw new AppError('CONFLICT', HOLIDAY_MESSAGES.stale)
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'holiday',
      entityId: id,
      details: { from_version: input.version },
    })
    return toDto(row)
  })
}

export async function deleteHoliday(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  const action = 'holiday.delete'
  await requireWriter(actor, meta, action, id)
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(holidays)
      .where(ownedRow(holidays, actor, id))
      .returning()
    if (!row) return false
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'holiday',
      entityId: id,
      details: { name: row.name, date: row.date },
    })
    return true
  })
  if (!deleted) {
    await deny(actor, meta, action, AppError.notFound(HOLIDAY_MESSAGES.notFound), {
      type: 'holiday',
      id,
    })
  }
}
