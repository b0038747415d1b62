import { z } from 'zod'
import { msg } from '~/i18n'
import {
  emptyToNull,
  idSchema,
  isoDate,
  optionalText,
  pageNumber,
  requiredText,
  versionField,
} from '~/platform/form-fields'
import { CURRENCY_CODES } from '../company/currencies'
import { formBoolean } from '../company/file-types.schema'
import { REQUEST_KINDS } from './request-constants'

/**
 * One schema per form, shared by the pages and the REST API (ADR 028). Texts are what people read.
 */

export const REQUESTS_PATH = '/request'
export const REQUEST_CREATE_PATH = '/request/create'
export const REQUEST_TYPES_PATH = '/request/types'
export const requestPath = (id: number) => `/request/details/${id}`
export const attachmentPath = (id: number, fileId: number) =>
  `/request/details/${id}/files/${fileId}`
export const timeOffPath = (membershipId: number) => `/request/time-off/${membershipId}`

export const REQUEST_MESSAGES = {
  notFound: msg('Request not found.'),
  typeNotFound: msg('Request type not found.'),
  kindNotFound: msg('Time off kind not found.'),
  personNotFound: msg('Staff member not found.'),
  typeInactive: msg('This request type is no longer in use. Choose another one.'),
  kindMismatch: msg('The fields sent are not those of this request type. Reload the page.'),
  kindInactive: msg('This kind of time off is no longer in use. Choose another one.'),
  stale: msg('Someone changed this request after you opened it. Reload it and try again.'),
  typeStale: msg('Someone changed this request type after you opened it. Reload and try again.'),
  kindStale: msg(
    'Someone changed this kind of time off after you opened it. Reload and try again.',
  ),
  adjustmentStale: msg('Someone adjusted this balance after you opened it. Reload and try again.'),
  typeTaken: msg('A request type with this name already exists.'),
  kindTaken: msg('A kind of time off with this name already exists.'),
  endBeforeStart: msg('The last day cannot be before the first day.'),
  tooLong: msg('A time off request can span at most 366 days.'),
  halfDaySpan: msg('A half day is one day: make the first and last day the same.'),
  noWorkingDays: msg('These dates hold no working day (weekends and holidays are not counted).'),
  overlaps: msg('You already asked for time off on some of these days.'),
  notEnoughBalance: msg(
    'Not enough {{kind}} left: this request needs {{days}} days, {{left}} are left.',
  ),
  notWaitingForYou: msg('This request is not waiting for your decision.'),
  ownRequest: msg('You cannot decide your own request.'),
  notYours: msg('Only the person who made this request can do this.'),
  cannotEdit: msg('Only a request sent back for changes can be edited.'),
  cannotCancel: msg('This request can no longer be cancelled.'),
  cannotAttach: msg('Only the requester adds files, while the request is open.'),
  tooManyFiles: msg('A request holds at most 20 files.'),
  fileNotFound: msg('File not found.'),
  attached: msg('File attached.'),
  commentRequired: msg('Say why, so the requester knows what to do.'),
  badAmount: msg('Enter an amount like 12.50'),
  badDays: msg('Enter a number of days like 1.5'),
  badCurrency: msg('Choose a currency'),
  badQuantity: msg('Enter a whole number from 1 to 1000'),
  created: msg('Your request was sent.'),
  approved: msg('Request approved.'),
  rejected: msg('Request rejected.'),
  changesRequested: msg('The request was sent back for changes.'),
  resubmitted: msg('Your request was sent again.'),
  cancelled: msg('Request cancelled.'),
  typeSaved: msg('Request type saved.'),
  kindSaved: msg('Kind of time off saved.'),
  adjusted: msg('Balance adjusted.'),
} as const

const TITLE_MAX = 200
const DETAILS_MAX = 5000
const COMMENT_MAX = 2000

/** A day count with at most two decimals, as a string (numeric column): never a float. */
const DAYS_PATTERN = /^-?\d{1,4}(\.\d{1,2})?$/
const dayCount = z
  .union([z.string(), z.number()], { errorMap: () => ({ message: REQUEST_MESSAGES.badDays }) })
  .transform((value) => String(value).trim())
  .refine((value) => DAYS_PATTERN.test(value), REQUEST_MESSAGES.badDays)

/** An amount of money with at most two decimals, above zero, as a string (numeric column). */
const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/
const amount = z
  .union([z.string(), z.number()], { errorMap: () => ({ message: REQUEST_MESSAGES.badAmount }) })
  .transform((value) => String(value).trim())
  .refine((value) => AMOUNT_PATTERN.test(value) && /[1-9]/.test(value), REQUEST_MESSAGES.badAmount)

const currency = z.enum(CURRENCY_CODES, {
  errorMap: () => ({ message: REQUEST_MESSAGES.badCurrency }),
})

const quantity = z.coerce
  .number({ invalid_type_error: REQUEST_MESSAGES.badQuantity })
  .int(REQUEST_MESSAGES.badQuantity)
  .min(1, REQUEST_MESSAGES.badQuantity)
  .max(1000, REQUEST_MESSAGES.badQuantity)

const optionalDay = z.preprocess(emptyToNull, isoDate().nullable()).default(null)

/** What every request has, whatever its kind. */
const common = {
  type: idSchema(REQUEST_MESSAGES.typeNotFound),
  title: requiredText(TITLE_MAX),
  details: optionalText(DETAILS_MAX),
}

/** Each kind's own fields; `kind` names which (the form posts it next to the type). */
const timeOffFields = z.object({
  kind: z.literal('time_off'),
  ...common,
  time_off_kind: idSchema(REQUEST_MESSAGES.kindNotFound),
  starts_on: isoDate(),
  ends_on: isoDate(),
  half_day: formBoolean.default(false),
})
const expenseFields = z.object({
  kind: z.literal('expense'),
  ...common,
  amount,
  /** Left out (API): the company's currency. */
  currency: currency.optional(),
  spent_on: isoDate(),
  merchant: optionalText(200),
})
const equipmentFields = z.object({
  kind: z.literal('equipment'),
  ...common,
  item: requiredText(200),
  quantity: quantity.default(1),
  needed_by: optionalDay,
})
const generalFields = z.object({ kind: z.literal('general'), ...common })

/** A new request, or a request edited after changes were asked for (the same fields). */
export const RequestSchema = z.discriminatedUnion(
  'kind',
  [timeOffFields, expenseFields, equipmentFields, generalFields],
  { errorMap: () => ({ message: REQUEST_MESSAGES.kindMismatch }) },
)
export type RequestInput = z.infer<typeof RequestSchema>
export type TimeOffInput = z.infer<typeof timeOffFields>

/** Editing after changes were asked for: the fields again, from the version shown. */
export const RequestEditSchema = z.intersection(
  RequestSchema,
  z.object({ version: versionField() }),
)
export type RequestEditInput = z.infer<typeof RequestEditSchema>

/** Approve, reject or send back: the comment is required for the two refusals. */
export const DecisionSchema = z.object({
  comment: optionalText(COMMENT_MAX),
  version: versionField(),
})
export type DecisionInput = z.infer<typeof DecisionSchema>

/** Cancelling one's own request. */
export const CancelSchema = z.object({ version: versionField() })

/** A request type (request admins). */
export const RequestTypeSchema = z.object({
  name: requiredText(100),
  kind: z.enum(REQUEST_KINDS, { errorMap: () => ({ message: msg('Choose what it asks for') }) }),
  description: optionalText(1000),
  manager_approves: formBoolean.default(false),
  admin_approves: formBoolean.default(false),
  is_active: formBoolean.default(false),
})
export type RequestTypeInput = z.infer<typeof RequestTypeSchema>
export const RequestTypeEditSchema = RequestTypeSchema.omit({ kind: true }).extend({
  id: idSchema(REQUEST_MESSAGES.typeNotFound),
  version: versionField(),
})
export type RequestTypeEditInput = z.infer<typeof RequestTypeEditSchema>

/** A kind of time off and its yearly allowance (request admins). */
export const TimeOffKindSchema = z.object({
  name: requiredText(100),
  annual_days: dayCount.refine((value) => {
    const days = Number(value)
    return days >= 0 && days <= 366
  }, msg('Enter from 0 to 366 days')),
  tracks_balance: formBoolean.default(false),
  is_active: formBoolean.default(false),
})
export type TimeOffKindInput = z.infer<typeof TimeOffKindSchema>
export const TimeOffKindEditSchema = TimeOffKindSchema.extend({
  id: idSchema(REQUEST_MESSAGES.kindNotFound),
  version: versionField(),
})
export type TimeOffKindEditInput = z.infer<typeof TimeOffKindEditSchema>

/**
 * PATCH staff-time-offs-detail/{id}/: sets a person's adjustment of one kind in one year (a
 * carry-over or a correction, in days, may be negative), from the version shown (0: none yet).
 */
export const BalanceAdjustmentSchema = z.object({
  time_off_kind: idSchema(REQUEST_MESSAGES.kindNotFound),
  year: z.coerce
    .number({ invalid_type_error: msg('Enter a year like 2026') })
    .int(msg('Enter a year like 2026'))
    .min(2000, msg('Enter a year like 2026'))
    .max(2100, msg('Enter a year like 2026')),
  adjustment_days: dayCount.refine(
    (value) => Math.abs(Number(value)) <= 366,
    msg('Enter from -366 to 366 days'),
  ),
  note: optionalText(500),
  version: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
})
export type BalanceAdjustmentInput = z.infer<typeof BalanceAdjustmentSchema>

/** The lists (page and request/api/list/): whose requests, which page. */
export const REQUEST_LISTS = ['my_request', 'for_approval'] as const
export const RequestListQuery = z.object({
  status: z.enum(REQUEST_LISTS).catch('my_request').default('my_request'),
  /** Request admins: the whole company's (every request, or everything waiting at any step). */
  my_all: z
    .preprocess(
      // Present in the query string ('?my_all', '?my_all=1') is on; 'false' and '0' are off.
      (value) =>
        value === true || (typeof value === 'string' && value !== 'false' && value !== '0'),
      z.boolean(),
    )
    .default(false),
  page: pageNumber,
})
export type RequestListQueryInput = z.infer<typeof RequestListQuery>

/** A year from the query string (balances): anything odd is this year. */
export const yearParam = (raw: string | null, today: string): number => {
  const year = Number(raw)
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : Number(today.slice(0, 4))
}
