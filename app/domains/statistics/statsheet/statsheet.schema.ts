import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema, isoDate } from '~/platform/form-fields'

export const STATSHEET_MESSAGES = {
  number: msg('Enter a number, like 12 or -3.5'),
  staleCell: msg('Changed by someone else since you opened the statsheet.'),
  notEntered: msg('This stat’s values are calculated or sent by an API client.'),
  notAPeriod: msg('This day does not start one of the stat’s periods.'),
  notSaved: msg('Nothing was saved: correct the marked cells.'),
  staleForm: msg(
    'Some numbers were changed by someone else since you opened the statsheet. Nothing was saved: check the marked cells and save again.',
  ),
  saved: msg('Statsheet saved.'),
  notFound: msg('Stat not found.'),
}

/** A stat value as typed: a decimal number (a dot for the decimals), or empty for none. */
const VALUE = /^-?\d{1,15}(\.\d{1,10})?$/

/**
 * One cell of the statsheet as posted: which stat and period, what is typed, and what the cell
 * held when the page was drawn (`was`, with its `version`, 0 for no value) so only changed cells
 * are written and a cell someone else changed since is a 409.
 */
const CellSchema = z.object({
  stat: idSchema(STATSHEET_MESSAGES.notFound),
  start: isoDate(),
  value: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || VALUE.test(value), STATSHEET_MESSAGES.number),
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
