import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema, isoDate } from '~/platform/form-fields'
import { STAT_MESSAGES } from '../statistics.messages'
import { decimalValue } from '../statistics.schema'

export const STATSHEET_MESSAGES = {
  staleCell: msg('Changed by someone else since you opened the statsheet.'),
  notAPeriod: msg('This day does not start one of the stat’s periods.'),
  notSaved: msg('Nothing was saved: correct the marked cells.'),
  staleForm: msg(
    'Some numbers were changed by someone else since you opened the statsheet. Nothing was saved: check the marked cells and save again.',
  ),
  saved: msg('Statsheet saved.'),
}

/** A cell as typed: empty for no value, else an exact decimal as every stat value is. */
const cellValue = z
  .string()
  .trim()
  .default('')
  .transform((value, context) => {
    if (value === '') return value
    const parsed = decimalValue.safeParse(value)
    if (parsed.success) return parsed.data
    context.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message })
    return z.NEVER
  })

/**
 * One cell of the statsheet as posted: which stat and period, what is typed, and what the cell
 * held when the page was drawn (`was`, with its `version`, 0 for no value) so only changed cells
 * are written and a cell someone else changed since is a 409.
 */
const CellSchema = z.object({
  stat: idSchema(STAT_MESSAGES.notFound),
  start: isoDate(),
  value: cellValue,
  was: z.string().trim().default(''),
  version: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
})

export const StatsheetSchema = z.object({
  cells: z.array(CellSchema).max(2000).default([]),
  /** Set by the script's per-cell autosave: answer with the saved cells instead of a redirect. */
  autosave: z.literal('1').optional(),
})

export type StatsheetCell = z.output<typeof CellSchema>
export type StatsheetInput = z.output<typeof StatsheetSchema>
