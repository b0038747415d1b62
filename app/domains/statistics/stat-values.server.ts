import { and, desc, eq, sql } from 'drizzle-orm'
import { auditChange } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import { lastPeriods, periodOf, periodsBetween, type Period } from './periods'
import { dayIn } from '~/platform/today'
import { statSeries, type PeriodValue } from './stat-series.server'
import { companyCalendar, findStat } from './stat-records.server'
import { STAT_MESSAGES } from './statistics.messages'
import { can } from './statistics.policy'
import type { StatListQuery, StatValueCreateInput, StatValueUpdateInput } from './statistics.schema'
import { statValues, type Stat, type StatValue } from './statistics.tables'

/**
 * One value at a time (seed 001 §7 statvalue/…): entered by the stat's owner or a stat admin,
 * for the period of the stat's type holding the day given, in the company's calendar. A
 * calculated stat has no values of its own; an external one takes its client's only.
 */

export interface StatValueDto {
  id: number
  stat: number
  stat_value: string
  /** The period's first day (seed: stat_date). */
  stat_date: string
  period_start: string
  period_end: string
  version: number
}

export function toValueDto(row: StatValue): StatValueDto {
  return {
    id: row.id,
    stat: row.statId,
    stat_value: row.value,
    stat_date: row.periodStart,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    version: row.version,
  }
}

const VALUE_NOT_FOUND = (action: string) => ({
  action,
  entityType: 'stat_value',
  message: STAT_MESSAGES.valueNotFound,
})

/** Refuses anyone but the stat's owner or a stat admin, and stats whose values come elsewhere. */
export async function authorizeEntry(asker: Asker, stat: Stat, action: string): Promise<void> {
  await authorize(
    asker,
    (actor) => can(actor, 'statValue.enter', stat),
    action,
    { type: 'stat', id: stat.id },
    STAT_MESSAGES.notYourStat,
  )
  if (stat.formula !== null) {
    throw AppError.invalidField('stat_value', STAT_MESSAGES.calculatedHasNoValues)
  }
  if (stat.isExternal) throw AppError.invalidField('stat_value', STAT_MESSAGES.externalHasNoForm)
}

/** The period of `stat` holding `day` in the company's calendar. */
export async function periodOfStat(stat: Stat, day: string): Promise<Period> {
  const calendar = await companyCalendar(db, stat.companyId)
  return periodOf(stat.periodType, day, calendar.weekStart)
}

/** A period's new value as its writer saw the period: what it holds, from which version. */
export interface ValueWrite {
  stat: Pick<Stat, 'id'>
  period: Period
  /** The number to keep, or null to empty the period. */
  value: string | null
  /** The version of the value the writer read; 0 when the period had none. */
  version: number
}

const atVersion = (write: ValueWrite) =>
  and(
    eq(statValues.statId, write.stat.id),
    eq(statValues.periodStart, write.period.start),
    eq(statValues.version, write.version),
  )

/**
 * The one versioned write of a period's value (API, statsheet): a new number is inserted when
 * the writer saw none, a changed one updated at the version read, a null one deleted; each
 * audited in `tx` (`via` says from where). 'stale' when the period moved on meanwhile (someone
 * saved or removed it since), and nothing is written; the row written, or null once emptied.
 */
export async function writeValue(
  tx: Transaction,
  asker: Asker,
  write: ValueWrite,
  via?: string,
): Promise<StatValue | null | 'stale'> {
  const { actor } = asker
  let row: StatValue | undefined
  let action: string
  if (write.value === null) {
    if (write.version === 0) return null
    ;[row] = await tx
      .delete(statValues)
      .where(and(ownedBy(statValues, actor), atVersion(write)))
      .returning()
    action = 'statValue.delete'
  } else if (write.version === 0) {
    ;[row] = await tx
      .insert(statValues)
      .values({
        companyId: actor.companyId,
        statId: write.stat.id,
        periodStart: write.period.start,
        periodEnd: write.period.end,
        value: write.value,
        enteredByMembershipId: actor.membershipId,
      })
      .onConflictDoNothing()
      .returning()
    action = 'statValue.create'
  } else {
    ;[row] = await tx
      .update(statValues)
      .set({
        value: write.value,
        enteredByMembershipId: actor.membershipId,
        version: sql`${statValues.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(ownedBy(statValues, actor), atVersion(write)))
      .returning()
    action = 'statValue.update'
  }
  if (!row) return 'stale'
  await auditChange(
    tx,
    asker,
    action,
    { type: 'stat_value', id: row.id },
    {
      stat: write.stat.id,
      period_start: write.period.start,
      value: write.value === null ? null : row.value,
      ...(write.value === null ? { removed: row.value } : {}),
      ...(via ? { via } : {}),
    },
  )
  return write.value === null ? null : row
}

/** One value write on its own: a stale one is the 409 (nothing changed). */
async function writeOneValue(asker: Asker, write: ValueWrite): Promise<StatValue | null> {
  return db.transaction(async (tx) => {
    const written = await writeValue(tx, asker, write)
    if (written === 'stale') throw new AppError('CONFLICT', STAT_MESSAGES.valueStale)
    return written
  })
}

/**
 * statvalue/create/: the value of the period holding `stat_date`. A period that has a value
 * already is a 409 (someone entered it meanwhile; edit that one), with nothing changed.
 */
export async function createStatValue(
  asker: Asker,
  input: StatValueCreateInput,
): Promise<StatValueDto> {
  const stat = await findStat(asker, input.stat, 'statValue.create')
  await authorizeEntry(asker, stat, 'statValue.create')
  const period = await periodOfStat(stat, input.stat_date)
  const row = await writeOneValue(asker, { stat, period, value: input.stat_value, version: 0 })
  return toValueDto(row!)
}

/** The value `id` if it is the company's, else the audited 404. */
export async function readStatValue(
  asker: Asker,
  id: number,
  action = 'statValue.read',
): Promise<StatValueDto> {
  return toValueDto(await findOwned(asker, statValues, id, VALUE_NOT_FOUND(action)))
}

/** The saved value of a stat's period, if any (what a 409 shows beside what was typed). */
export async function valueOfPeriod(
  owner: { companyId: number },
  statId: number,
  periodStart: string,
): Promise<StatValueDto | null> {
  const [row] = await db
    .select()
    .from(statValues)
    .where(
      and(
        ownedBy(statValues, owner),
        eq(statValues.statId, statId),
        eq(statValues.periodStart, periodStart),
      ),
    )
  return row ? toValueDto(row) : null
}

/** The saved value of the period of `statId` holding `day` (a create's 409 shows it). */
export async function valueOfDay(
  asker: Asker,
  statId: number,
  day: string,
): Promise<StatValueDto | null> {
  const stat = await findStat(asker, statId, 'statValue.create')
  const period = await periodOfStat(stat, day)
  return valueOfPeriod(stat, stat.id, period.start)
}

/** The stored value `id` as a write of its period, after the entry checks. */
async function storedWrite(asker: Asker, id: number, action: string) {
  const value = await findOwned(asker, statValues, id, VALUE_NOT_FOUND(action))
  const stat = await findStat(asker, value.statId, action)
  await authorizeEntry(asker, stat, action)
  return { stat, period: { start: value.periodStart, end: value.periodEnd }, value }
}

/** statvalue/update-delete/{id}/ PUT: a new number from the version seen (stale: 409). */
export async function updateStatValue(
  asker: Asker,
  id: number,
  input: StatValueUpdateInput,
): Promise<StatValueDto> {
  const { stat, period } = await storedWrite(asker, id, 'statValue.update')
  const write = { stat, period, value: input.stat_value, version: input.version }
  return toValueDto((await writeOneValue(asker, write))!)
}

/** statvalue/update-delete/{id}/ DELETE: the value as it is now. */
export async function deleteStatValue(asker: Asker, id: number): Promise<void> {
  const { stat, period, value } = await storedWrite(asker, id, 'statValue.delete')
  await writeOneValue(asker, { stat, period, value: null, version: value.version })
}

/**
 * statvalues/{id}/: a stat's values over the periods asked (a range, else the last `periods`,
 * 12 by default), oldest first, calculated ones computed; periods without a value are listed
 * with none, so a sheet or chart shows the gap.
 */
export async function statValuesOf(
  asker: Asker,
  id: number,
  query: Pick<StatListQuery, 'periods' | 'stat_value_period_start' | 'stat_value_period_end'>,
): Promise<{ values: PeriodValue[]; error: string | null }> {
  const stat = await findStat(asker, id)
  const calendar = await companyCalendar(db, asker.actor.companyId)
  const last = query.stat_value_period_end ?? dayIn(calendar.timeZone)
  const periods = query.stat_value_period_start
    ? periodsBetween(stat.periodType, query.stat_value_period_start, last, calendar.weekStart, 5000)
    : lastPeriods(stat.periodType, query.periods, last, calendar.weekStart)
  const series = await statSeries(asker.actor, [stat], { periodsOf: () => periods })
  return series.get(stat.id)!
}

/** The latest stored values of a stat, newest first (its settings page shows them). */
export async function latestValues(asker: Asker, statId: number, limit = 20) {
  const rows = await db
    .select()
    .from(statValues)
    .where(and(ownedBy(statValues, asker.actor), eq(statValues.statId, statId)))
    .orderBy(desc(statValues.periodStart))
    .limit(limit)
  return rows.map(toValueDto)
}

/** A checked value for one period, ready to be written. */
export interface PeriodEntry {
  stat: Stat
  period: Period
  value: string
}

/**
 * Writes values by period in `tx`, replacing what a period held (bulk upload, external clients):
 * one statement; the caller audits it in the same transaction. `entries` are already checked.
 */
export async function upsertValues(
  tx: Transaction,
  companyId: number,
  enteredBy: number | null,
  entries: PeriodEntry[],
): Promise<number> {
  if (entries.length === 0) return 0
  const rows = await tx
    .insert(statValues)
    .values(
      entries.map((entry) => ({
        companyId,
        statId: entry.stat.id,
        periodStart: entry.period.start,
        periodEnd: entry.period.end,
        value: entry.value,
        enteredByMembershipId: enteredBy,
      })),
    )
    .onConflictDoUpdate({
      target: [statValues.statId, statValues.periodStart],
      set: {
        value: sql`excluded.value`,
        enteredByMembershipId: sql`excluded.entered_by_membership_id`,
        version: sql`${statValues.version} + 1`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: statValues.id })
  return rows.length
}
