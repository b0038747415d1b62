import { msg } from '~/i18n'

/**
 * A purchase request's life: submitted for approval (or approved at once below the company's
 * threshold), approved or rejected by an approver, paid by a payer; the requester may cancel it
 * until it is paid.
 */
export const PURCHASE_STATUSES = ['pending', 'approved', 'rejected', 'paid', 'cancelled'] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]

export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  pending: msg('Pending approval'),
  approved: msg('Approved'),
  rejected: msg('Rejected'),
  paid: msg('Paid'),
  cancelled: msg('Cancelled'),
}

/** The admin-kept lists (seed §7: purchase-method/, purchase-type/, set-aside/). */
export const LOOKUP_KINDS = ['purchase_method', 'purchase_type', 'set_aside'] as const
export type LookupKind = (typeof LOOKUP_KINDS)[number]

export const LOOKUP_LABELS: Record<LookupKind, string> = {
  purchase_method: msg('Purchase method'),
  purchase_type: msg('Purchase type'),
  set_aside: msg('Set-aside'),
}

export const PURCHASE_REQUESTS_PATH = '/purchase-requests'
export const PURCHASE_SETTINGS_PATH = '/purchase-requests/settings'
export const purchaseRequestPath = (id: number) => `${PURCHASE_REQUESTS_PATH}/details/${id}`
