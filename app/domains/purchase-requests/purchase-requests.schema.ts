import { z } from 'zod'
import { msg } from '~/i18n'
import {
  idSchema,
  MAX_ID,
  optionalId,
  optionalIsoDate,
  optionalText,
  pageNumber,
  REQUIRED,
  requiredText,
  versionField,
} from '~/platform/form-fields'
import { LOOKUP_KINDS, PURCHASE_STATUSES } from './purchase-requests.constants'
import { isDecimal, QUANTITY_SCALE } from './money'

/** Shared by the purchase-request pages (conform) and the REST API. */
export const PURCHASE_MESSAGES = {
  notFound: msg('Purchase request not found.'),
  stale: msg(
    'Someone changed this purchase request after you opened it. Its saved state is shown; act on it again.',
  ),
  settingsStale: msg('Someone changed these settings after you opened them. Reload and try again.'),
  lookupStale: msg('Someone changed this entry after you opened it. Reload and try again.'),
  badChoice: msg('Choose one of the offered options'),
  noItems: msg('Add at least one item.'),
  tooManyItems: msg('A purchase request can have at most 100 items.'),
  badQuantity: msg('Enter a quantity above 0, with at most 3 decimals'),
  badPrice: msg('Enter a price like 12.50 (at most 2 decimals)'),
  tooLarge: msg('This amount is too large'),
  badCurrency: msg('Enter a three-letter currency code, like USD'),
  reasonRequired: msg('Say why the request is rejected'),
  notPending: msg('Only a request waiting for approval can be approved or rejected.'),
  notApproved: msg('Only an approved request can be marked paid.'),
  notOpen: msg('A paid, rejected or cancelled request cannot be cancelled.'),
  ownRequest: msg('You cannot approve or reject your own purchase request.'),
  mayNotCancel: msg('Only the person who raised this request can cancel it.'),
  nameTaken: msg('This list already has an entry with this name.'),
  created: msg('Purchase request submitted'),
  approved: msg('Purchase request approved'),
  rejected: msg('Purchase request rejected'),
  paid: msg('Purchase request marked paid'),
  cancelled: msg('Purchase request cancelled'),
  settingsSaved: msg('Purchase settings saved'),
  lookupSaved: msg('List entry saved'),
  lookupDeleted: msg('List entry deleted'),
} as const

export const MAX_ITEMS = 100
/** numeric(16, 2) holds 14 digits before the point; quantities numeric(14, 3) hold 11. */
const MAX_WHOLE_DIGITS = { money: 12, quantity: 9 }

const wholeDigits = (text: string) => (text.split('.')[0] ?? '').replace(/^0+/, '').length

/** A decimal typed in a form or sent as a JSON number or string; checked, kept as text. */
function decimal(scale: number, maxWhole: number, message: string, positive: boolean) {
  return z
    .union([z.string(), z.number()], { required_error: message, invalid_type_error: message })
    .transform((value) => String(value).trim())
    .refine((text) => isDecimal(text, scale), message)
    .refine((text) => !positive || /[1-9]/.test(text), message)
    .refine((text) => wholeDigits(text) <= maxWhole, PURCHASE_MESSAGES.tooLarge)
}

const currencyCode = z
  .string({ invalid_type_error: PURCHASE_MESSAGES.badCurrency })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, PURCHASE_MESSAGES.badCurrency)

/** An item's currency: empty is the company's (filled in by the service). */
const itemCurrency = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  currencyCode.nullable(),
)

export const ItemSchema = z.object({
  description: requiredText(300),
  quantity: decimal(QUANTITY_SCALE, MAX_WHOLE_DIGITS.quantity, PURCHASE_MESSAGES.badQuantity, true),
  unit_price: decimal(2, MAX_WHOLE_DIGITS.money, PURCHASE_MESSAGES.badPrice, false),
  currency: itemCurrency,
})
export type ItemInput = z.output<typeof ItemSchema>

/** A form row left entirely blank is no item (the no-JS form offers a few spare rows). */
const isBlankRow = (row: unknown) =>
  row === undefined ||
  row === null ||
  (typeof row === 'object' &&
    ['description', 'quantity', 'unit_price'].every((key) => {
      const value = (row as Record<string, unknown>)[key]
      return value === undefined || value === ''
    }))

const items = z.preprocess(
  (value) => (Array.isArray(value) ? value.filter((row) => !isBlankRow(row)) : value),
  z
    .array(ItemSchema, { required_error: PURCHASE_MESSAGES.noItems })
    .min(1, PURCHASE_MESSAGES.noItems)
    .max(MAX_ITEMS, PURCHASE_MESSAGES.tooManyItems),
)

const lookupId = optionalId(PURCHASE_MESSAGES.badChoice)

export const PurchaseRequestSchema = z.object({
  title: requiredText(200),
  vendor: optionalText(200),
  justification: optionalText(5000),
  needed_by: optionalIsoDate(),
  purchase_method: lookupId,
  purchase_type: lookupId,
  set_aside: lookupId,
  items,
})
export type PurchaseRequestInput = z.output<typeof PurchaseRequestSchema>

/** Approve, pay or cancel: the version acted on and an optional comment. */
export const DecisionSchema = z.object({
  version: versionField(),
  comment: optionalText(2000),
})
export type DecisionInput = z.output<typeof DecisionSchema>

/** Rejecting says why. */
export const RejectionSchema = DecisionSchema.extend({
  comment: requiredText(2000, undefined, PURCHASE_MESSAGES.reasonRequired),
})

export const PaymentSchema = DecisionSchema.extend({ payment_reference: optionalText(200) })
export type PaymentInput = z.output<typeof PaymentSchema>

/** Which requests a list shows: the asker's own, those waiting on them, or all they may see. */
export const PURCHASE_VIEWS = ['mine', 'to_approve', 'to_pay', 'all'] as const
export type PurchaseView = (typeof PURCHASE_VIEWS)[number]

export const PurchaseListQuery = z.object({
  view: z.enum(PURCHASE_VIEWS).catch('mine').default('mine'),
  status: z.enum(PURCHASE_STATUSES).optional().catch(undefined),
  page: pageNumber,
})
export type PurchaseListQueryInput = z.output<typeof PurchaseListQuery>

export const PURCHASE_PAGE_SIZE = 25

export const SettingsSchema = z.object({
  approval_threshold: decimal(2, MAX_WHOLE_DIGITS.money, PURCHASE_MESSAGES.badPrice, false),
  /** 0 while the company has never saved its settings. */
  version: z.coerce
    .number({ invalid_type_error: REQUIRED })
    .int(REQUIRED)
    .min(0, REQUIRED)
    .max(MAX_ID, REQUIRED),
})
export type SettingsInput = z.output<typeof SettingsSchema>

export const lookupKind = z.enum(LOOKUP_KINDS, {
  errorMap: () => ({ message: PURCHASE_MESSAGES.badChoice }),
})

export const LookupCreateSchema = z.object({ name: requiredText(100) })

/** Rename or retire one entry (a retired one stays on old requests, no longer offered). */
export const LookupUpdateSchema = z.object({
  name: requiredText(100).optional(),
  is_active: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .optional(),
  version: versionField(),
})
export type LookupUpdateInput = z.output<typeof LookupUpdateSchema>

/** The settings page's forms name the list and the entry they change. */
export const LookupFormCreateSchema = LookupCreateSchema.extend({ kind: lookupKind })
export const LookupFormUpdateSchema = LookupUpdateSchema.extend({
  id: idSchema(PURCHASE_MESSAGES.notFound),
})
export const LookupFormDeleteSchema = z.object({ id: idSchema(PURCHASE_MESSAGES.notFound) })
