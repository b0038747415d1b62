import { parse } from 'csv-parse/sync'
import { auditChange } from '~/platform/audit.server'
import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { ownedBy } from '~/platform/tenancy.server'
import { isCalendarDay, periodOf } from './periods'
import { fillIn } from './stat-formulas.server'
import { companyCalendar } from './stat-records.server'
import { upsertValues, type PeriodEntry } from './stat-values.server'
import { STAT_MESSAGES } from './statistics.messages'
import { can } from './statistics.policy'
import { decimalValue, MAX_UPLOAD_ROWS, type BulkValuesInput } from './statistics.schema'
import { stats, type Stat } from './statistics.tables'

/**
 * statvalue/bulk-create/: many values at once, from a CSV file or rows pasted from a spreadsheet
 * (stat, date, value per row; the stat by name or id, the date any day of its period). All or
 * nothing: when any row is wrong nothing is written and the answer lists every wrong row
 * ('Row 3: …'), so a corrected file can simply be uploaded again. A period that has a value
 * gets the uploaded one.
 */

interface RawRow {
  /** The row's number as the person counts it (1 = the first line sent). */
  row: number
  stat: string
  date: string
  value: string
}

const HEADER = /^(stat|name|stat[ _]name|id)$/i

/** Rows of pasted text (tab-separated from a spreadsheet) or a CSV file (comma or semicolon). */
export function readRows(text: string): RawRow[] | string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? ''
  const delimiter = firstLine.includes('\t') ? '\t' : firstLine.includes(';') ? ';' : ','
  let records: string[][]
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    })
  } catch {
    return STAT_MESSAGES.uploadColumns
  }
  const rows = records.map((record, index) => ({
    row: index + 1,
    stat: record[0] ?? '',
    date: record[1] ?? '',
    value: record[2] ?? '',
    columns: record.filter((cell) => cell !== '').length,
  }))
  // A header line (stat, date, value) is not a row of values.
  if (rows[0] && HEADER.test(rows[0].stat) && !isCalendarDay(rows[0].date)) rows.shift()
  return rows
}

/** The company's stats by id and by name, as a row may name them. */
async function statsByKey(asker: Asker): Promise<Map<string, Stat>> {
  const company = await db.select().from(stats).where(ownedBy(stats, asker.actor))
  const byKey = new Map<string, Stat>()
  for (const stat of company) {
    byKey.set(`#${stat.id}`, stat)
    byKey.set(stat.name.toLowerCase(), stat)
  }
  return byKey
}

/** The rows of the upload, from the text or the API's list of values. */
function rowsOf(input: BulkValuesInput): RawRow[] | string {
  if (input.values?.length) {
    return input.values.map((value, index) => ({
      row: index + 1,
      stat: String(value.stat),
      date: value.stat_date,
      value: String(value.stat_value),
    }))
  }
  return readRows(input.rows ?? '')
}

/** What is wrong with one row, or its checked entry. */
function checkRow(
  asker: Asker,
  row: RawRow & { columns?: number },
  byKey: Map<string, Stat>,
  weekStart: Parameters<typeof periodOf>[2],
): PeriodEntry | string {
  if (row.columns !== undefined && row.columns < 3) return STAT_MESSAGES.uploadColumns
  const stat = byKey.get(/^\d+$/.test(row.stat) ? `#${row.stat}` : row.stat.toLowerCase())
  if (!stat) return fillIn(STAT_MESSAGES.formulaUnknownStat, { name: row.stat })
  if (!can(asker.actor, 'statValue.enter', stat)) return STAT_MESSAGES.notYourStat
  if (stat.formula !== null) return STAT_MESSAGES.calculatedHasNoValues
  if (stat.isExternal) return STAT_MESSAGES.externalHasNoForm
  if (!isCalendarDay(row.date)) return STAT_MESSAGES.uploadDate
  const value = decimalValue.safeParse(row.value)
  if (!value.success) return value.error.issues[0]?.message ?? STAT_MESSAGES.notANumber
  return { stat, period: periodOf(stat.periodType, row.date, weekStart), value: value.data }
}

/** Every row checked: the entries, or the messages of the wrong rows. */
async function checkRows(asker: Asker, rows: RawRow[]) {
  const byKey = await statsByKey(asker)
  const { weekStart } = await companyCalendar(db, asker.actor.companyId)
  const entries: PeriodEntry[] = []
  const errors: string[] = []
  const seen = new Map<string, number>()
  for (const row of rows) {
    const checked = checkRow(asker, row, byKey, weekStart)
    if (typeof checked === 'string') {
      errors.push(fillIn(STAT_MESSAGES.uploadRow, { row: row.row, message: checked }))
      continue
    }
    const key = `${checked.stat.id}:${checked.period.start}`
    const first = seen.get(key)
    if (first !== undefined) {
      const twice = fillIn(STAT_MESSAGES.uploadTwice, { first, row: row.row })
      errors.push(fillIn(STAT_MESSAGES.uploadRow, { row: row.row, message: twice }))
      continue
    }
    seen.set(key, row.row)
    entries.push(checked)
  }
  return { entries, errors }
}

/** The refusal of an upload: its message and every wrong row under `errors`. */
const refused = (errors: string[]) =>
  new AppError('VALIDATION', STAT_MESSAGES.uploadFailed, { errors })

/** Checks every row and writes them all, or none (see above). Returns how many were saved. */
export async function uploadValues(asker: Asker, input: BulkValuesInput): Promise<number> {
  const rows = rowsOf(input)
  if (typeof rows === 'string') throw refused([rows])
  if (rows.length === 0) throw refused([STAT_MESSAGES.uploadEmpty])
  if (rows.length > MAX_UPLOAD_ROWS) {
    throw refused([fillIn(STAT_MESSAGES.uploadTooMany, { max: MAX_UPLOAD_ROWS })])
  }
  const { entries, errors } = await checkRows(asker, rows)
  if (errors.length > 0) throw refused([...errors, STAT_MESSAGES.uploadNotWritten])
  return db.transaction(async (tx) => {
    const saved = await upsertValues(tx, asker.actor.companyId, asker.actor.membershipId, entries)
    await auditChange(
      tx,
      asker,
      'statValue.bulkCreate',
      { type: 'stat' },
      {
        values: saved,
        stats: [...new Set(entries.map((entry) => entry.stat.id))],
      },
    )
    return saved
  })
}
