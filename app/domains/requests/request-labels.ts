import { msg } from '~/i18n'
import type {
  ApprovalStep,
  RequestEventKind,
  RequestKind,
  RequestStatus,
} from './request-constants'

/** What people read for each stored value (English keys, translated where shown). */

export const STATUS_LABELS: Record<RequestStatus, string> = {
  pending: msg('Waiting for approval'),
  changes_requested: msg('Changes requested'),
  approved: msg('Approved'),
  rejected: msg('Rejected'),
  cancelled: msg('Cancelled'),
}

export const KIND_LABELS: Record<RequestKind, string> = {
  time_off: msg('Time off'),
  expense: msg('Expense'),
  equipment: msg('Equipment'),
  general: msg('General'),
}

export const STEP_LABELS: Record<ApprovalStep, string> = {
  manager: msg('Manager'),
  admin: msg('Request admin'),
}

export const EVENT_LABELS: Record<RequestEventKind, string> = {
  submitted: msg('Submitted'),
  approved: msg('Approved'),
  rejected: msg('Rejected'),
  changes_requested: msg('Asked for changes'),
  resubmitted: msg('Sent again'),
  cancelled: msg('Cancelled'),
}
