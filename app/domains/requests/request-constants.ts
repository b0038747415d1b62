/** The values requests store, isomorphic (the forms and pages read them too). */

/** What a request type asks for: each kind has its own fields (see requests.schema.ts). */
export const REQUEST_KINDS = ['time_off', 'expense', 'equipment', 'general'] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

/** Where a request is. 'changes_requested' goes back to the requester to edit and resubmit. */
export const REQUEST_STATUSES = [
  'pending',
  'changes_requested',
  'approved',
  'rejected',
  'cancelled',
] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

/** The steps of the approval chain, in order; a type may skip either. */
export const APPROVAL_STEPS = ['manager', 'admin'] as const
export type ApprovalStep = (typeof APPROVAL_STEPS)[number]

/** What the status history records. */
export const REQUEST_EVENTS = [
  'submitted',
  'approved',
  'rejected',
  'changes_requested',
  'resubmitted',
  'cancelled',
] as const
export type RequestEventKind = (typeof REQUEST_EVENTS)[number]
