import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { deny } from '~/platform/audit.server'
import type { Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError, type FieldErrors } from '~/platform/errors.server'
import { ownedBy } from '~/platform/tenancy.server'
import {
  isCalendarDay,
  isPeriodStart,
  lastPeriods,
  periodOf,
  PERIOD_TYPES,
  type Period,
  type PeriodType,
  type WeekStart,
} from '../periods'
import { dayIn } from '~/platform/today'
import { STAT_MESSAGES } from '../statistics.messages'
import { companyCalendar } from '../stat-records.server'
import { statSeries } from '../stat-series.server'
import { authorizeEntry, writeValue } from '../stat-values.server'
import { stats, statValues, type Stat } from '../statistics.tables'
import { STATSHEET_MESSAGES, type StatsheetCell } from './statsheet.schema'

/**
 * The statsheet (`/statistics/statsheet/`): the stats a person owns × their recent periods, where
 * the week's (or month's) numbers are entered in one form post. Each cell carries what it held and
 * that value's version, so only changed cells are written and a cell someone else saved since is
 * refused with 409 (nothing of the post is written), showing the number saved now beside the one
 * typed. Calculated and external stats get their values elsewhere and are not listed.
 */

/** How many periods of each stat the sheet shows: the current one and the three before it. */
export const STATSHEET_PERIODS = 4

export type SheetValue = { value: string; version: number }
export type SheetStat = { id: number; name: string; values: Record<string, SheetValue> }
export type SheetGroup = { periodType: PeriodType; periods: Period[]; stats: SheetStat[] }

/** The address's `end` when it is a calendar day (the sheet shows the periods up to it). */
export function statsheetEnd(params: URLSearchParams): string | undefined {
  const end = params.get('end') ?? ''
  return isCalendarDay(end) ? end : undefined
}

/** The saved values (and versions) of `statIds` whose periods match `periods`. */
async function savedValues(asker: Asker, statIds: number[], periods: SQL) {
  if (statIds.length === 0) return []
  return db
    .select({
      statId: statValues.statId,
      start: statValues.periodStart,
      value: statValues.value,
      version: statValues.version,
    })
    .from(statValues)
    .where(and(ownedBy(statValues, asker.actor), inArray(statValues.statId, statIds), periods))
}

/** The day before the sheet's first shown period of its finest type: the earlier sheet's end. */
export function earlierEnd(groups: readonly SheetGroup[]): string | null {
  const first = groups[0]?.periods[0]?.start
  if (!first) return null
  return new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
}

/** The entered (by hand) stats of the actor that are in use. */
function myEnteredStats(asker: Asker) {
  return and(
    ownedBy(stats, asker.actor),
    eq(stats.ownerMembershipId, asker.actor.membershipId),
    eq(stats.isArchived, false),
    eq(stats.isExternal, false),
    isNull(stats.formula),
  )
}

/** The sheet: one group per period type the person's stats use, periods ending at `end`'s. */
export async function loadStatsheet(asker: Asker, end?: string): Promise<SheetGroup[]> {
  const calendar = await companyCalendar(db, asker.actor.companyId)
  const lastDay = end ?? dayIn(calendar.timeZone)
  const mine = await db
    .select({
      id: stats.id,
      name: stats.name,
      periodType: stats.periodType,
      formula: stats.formula,
    })
    .from(stats)
    .where(myEnteredStats(asker))
    .orderBy(asc(stats.order), asc(stats.name), asc(stats.id))
  const periodsOf = (type: PeriodType) =>
    lastPeriods(type, STATSHEET_PERIODS, lastDay, calendar.weekStart)
  const series = await statSeries(asker.actor, mine, { periodsOf })
  const cellsOf = (id: number): Record<string, SheetValue> =>
    Object.fromEntries(
      series
        .get(id)!
        .values.flatMap((cell) =>
          cell.version === null
            ? []
            : [[cell.period_start, { value: cell.stat_value!, version: cell.version }]],
        ),
    )
  return PERIOD_TYPES.flatMap((periodType) => {
    const ofType = mine.filter((stat) => stat.periodType === periodType)
    if (!ofType.length) return []
    const sheetStats = ofType.map(({ id, name }) => ({ id, name, values: cellsOf(id) }))
    return [{ periodType, periods: periodsOf(periodType), stats: sheetStats }]
  })
}

/** The cells whose typed value differs from what they held, with their index in the post. */
function changedCells(cells: readonly StatsheetCell[]) {
  return cells.flatMap((cell, index) => (cell.value === cell.was ? [] : [{ cell, index }]))
}

const cellField = (index: number) => `cells[${index}].value`

/**
 * The stats the changed cells name, each the company's (else the audited 404) and open to the
 * actor's entry (else the audited 403; a calculated or external stat is refused too); a cell
 * whose day does not start one of its stat's periods is a field error.
 */
async function enterableStats(
  asker: Asker,
  changed: ReturnType<typeof changedCells>,
): Promise<{ found: Map<number, Stat>; weekStart: WeekStart }> {
  const ids = [...new Set(changed.map(({ cell }) => cell.stat))]
  const rows = ids.length
    ? await db
        .select()
        .from(stats)
        .where(and(ownedBy(stats, asker.actor), inArray(stats.id, ids)))
    : []
  const found = new Map(rows.map((row) => [row.id, row]))
  for (const id of ids) {
    const stat = found.get(id)
    if (!stat) {
      const missing = AppError.notFound(STAT_MESSAGES.notFound)
      await deny(asker.actor, asker.meta, 'statValue.enter', missing, { type: 'stat', id })
    }
    await authorizeEntry(asker, stat!, 'statValue.enter')
  }
  const { weekStart } = await companyCalendar(db, asker.actor.companyId)
  const errors: FieldErrors = {}
  for (const { cell, index } of changed) {
    const stat = found.get(cell.stat)!
    if (!isPeriodStart(stat.periodType, cell.start, weekStart)) {
      errors[cellField(index)] = [STATSHEET_MESSAGES.notAPeriod]
    }
  }
  if (Object.keys(errors).length) {
    throw new AppError('VALIDATION', STATSHEET_MESSAGES.notSaved, errors)
  }
  return { found, weekStart }
}

export type SavedCell = {
  index: number
  stat: number
  start: string
  value: string
  version: number
}

/**
 * Saves the changed cells of a post in one transaction: a new number is inserted, a changed one
 * updated at the version it was read with, an emptied one deleted. If any cell changed meanwhile,
 * nothing is written and the post is a 409 naming those cells. Each write is audited.
 */
export async function saveStatsheet(
  asker: Asker,
  cells: readonly StatsheetCell[],
): Promise<SavedCell[]> {
  const changed = changedCells(cells)
  const { found, weekStart } = await enterableStats(asker, changed)
  const stale: number[] = []
  const saved = await db
    .transaction(async (tx) => {
      const written: SavedCell[] = []
      for (const { cell, index } of changed) {
        const stat = found.get(cell.stat)!
        const end = periodOf(stat.periodType, cell.start, weekStart).end
        const row = await writeCell(tx, asker, stat, { ...cell, end })
        if (row === 'stale') stale.push(index)
        else written.push({ index, stat: cell.stat, start: cell.start, ...row })
      }
      if (stale.length) throw STALE
      return written
    })
    .catch((error: unknown) => {
      if (error !== STALE) throw error
      return null
    })
  if (saved) return saved
  const errors = Object.fromEntries(
    stale.map((index) => [cellField(index), [STATSHEET_MESSAGES.staleCell]]),
  )
  throw new AppError('CONFLICT', STATSHEET_MESSAGES.staleForm, errors)
}

/** Thrown inside the transaction to roll it back when a cell is stale. */
const STALE = Symbol('stale statsheet cell')

/**
 * Writes one changed cell at its version (the statistics' one value write): the saved value and
 * version, or 'stale' when it moved on and does not hold the typed number already.
 */
async function writeCell(
  tx: Transaction,
  asker: Asker,
  stat: Stat,
  cell: StatsheetCell & { end: string },
): Promise<SheetValue | 'stale'> {
  const period = { start: cell.start, end: cell.end }
  const value = cell.value === '' ? null : cell.value
  const written = await writeValue(
    tx,
    asker,
    { stat, period, value, version: cell.version },
    'statsheet',
  )
  if (written === 'stale') return alreadySaved(tx, asker, stat, cell)
  return written ? { value: written.value, version: written.version } : { value: '', version: 0 }
}

/**
 * What the posted cells hold now (by index: value and version, an empty value at version 0 when
 * there is none): on a 409 the page shows these beside what was typed, and posts them as the
 * cells' new starting point, so saving again replaces them with what was typed.
 */
export async function currentCells(
  asker: Asker,
  cells: readonly StatsheetCell[],
): Promise<Record<number, SheetValue>> {
  const rows = await savedValues(
    asker,
    [...new Set(cells.map((cell) => cell.stat))],
    inArray(statValues.periodStart, [...new Set(cells.map((cell) => cell.start))]),
  )
  const saved = new Map(rows.map((row) => [`${row.statId}:${row.start}`, row]))
  return Object.fromEntries(
    cells.map((cell, index) => {
      const row = saved.get(`${cell.stat}:${cell.start}`)
      return [index, row ? { value: row.value, version: row.version } : { value: '', version: 0 }]
    }),
  )
}

/**
 * A cell whose version moved on is not stale when it already holds what was typed (the page's
 * autosave saved it a moment before the whole sheet was posted, or two people typed the same
 * number): nothing would be lost, so it counts as saved.
 */
async function alreadySaved(
  tx: Transaction,
  asker: Asker,
  stat: Stat,
  cell: StatsheetCell,
): Promise<{ value: string; version: number } | 'stale'> {
  const typed = cell.value === '' ? null : cell.value
  const [now] = await tx
    .select({
      value: statValues.value,
      version: statValues.version,
      same: sql<boolean>`${statValues.value} = ${typed}::numeric`,
    })
    .from(statValues)
    .where(
      and(
        ownedBy(statValues, asker.actor),
        eq(statValues.statId, stat.id),
        eq(statValues.periodStart, cell.start),
      ),
    )
  if (!now) return typed === null ? { value: '', version: 0 } : 'stale'
  return now.same ? { value: now.value, version: now.version } : 'stale'
}
