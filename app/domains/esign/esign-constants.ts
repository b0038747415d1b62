import { msg } from '~/i18n'

/**
 * The fixed lists of e-signature (ADR 040), shared by the tables' checks, the schemas, the
 * services and the pages. Isomorphic.
 */

/** A document's life: drafted, sent, signed by some, by all; or stopped by a decline, the expiry or the sender. */
export const DOCUMENT_STATUSES = [
  'draft',
  'sent',
  'partially_signed',
  'completed',
  'declined',
  'expired',
  'voided',
] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

/** The statuses in which signers may still sign (and reminders go out). */
export const OPEN_STATUSES: readonly DocumentStatus[] = ['sent', 'partially_signed']

export const STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: msg('Draft'),
  sent: msg('Sent'),
  partially_signed: msg('Partially signed'),
  completed: msg('Completed'),
  declined: msg('Declined'),
  expired: msg('Expired'),
  voided: msg('Voided'),
}

/** A signer's own progress; `waiting` is a signer whose turn (signing order) has not come. */
export const SIGNER_STATUSES = ['waiting', 'pending', 'signed', 'declined'] as const
export type SignerStatus = (typeof SIGNER_STATUSES)[number]

export const SIGNER_STATUS_LABELS: Record<SignerStatus, string> = {
  waiting: msg('Waiting for their turn'),
  pending: msg('Waiting to sign'),
  signed: msg('Signed'),
  declined: msg('Declined'),
}

export const FIELD_KINDS = [
  'signature',
  'initials',
  'date_signed',
  'name',
  'text',
  'checkbox',
] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

export const FIELD_KIND_LABELS: Record<FieldKind, string> = {
  signature: msg('Signature'),
  initials: msg('Initials'),
  date_signed: msg('Date signed'),
  name: msg('Name'),
  text: msg('Text'),
  checkbox: msg('Checkbox'),
}

/** The size a new field gets, as a share of the page (the sender may move it, not resize it without JS). */
export const FIELD_SIZES: Record<FieldKind, { w: number; h: number }> = {
  signature: { w: 0.3, h: 0.06 },
  initials: { w: 0.1, h: 0.05 },
  date_signed: { w: 0.2, h: 0.03 },
  name: { w: 0.3, h: 0.03 },
  text: { w: 0.3, h: 0.03 },
  checkbox: { w: 0.03, h: 0.02 },
}

/**
 * The grid over a page image a field is placed on without JavaScript: 4 columns × 10 rows, each
 * cell's top-left corner is the field's position.
 */
export const GRID_COLUMNS = 4
export const GRID_ROWS = 10

/** A signing link lives this long (a reminder sends a fresh one). */
export const SIGNING_LINK_DAYS = 14

/** The uploaded PDF's size limit (a contract, not a video). */
export const MAX_PDF_BYTES = 20 * 1024 * 1024

/** The width, in pixels, of the page images the signing page shows. */
export const PAGE_IMAGE_WIDTH = 900

/** The consent a signer ticks before signing (ESIGN Act / eIDAS simple electronic signature). */
export const CONSENT_TEXT = msg(
  'I agree that my electronic signature is the legal equivalent of my handwritten signature on this document, and I consent to do business electronically.',
)

/** The entity name of audit rows and the storage area of the documents' files. */
export const DOCUMENT_ENTITY = 'esign_document'

/** The timeline's entries in words (the page and the audit page print them). */
export const EVENT_LABELS: Record<string, string> = {
  created: msg('Uploaded'),
  sent: msg('Sent for signature'),
  reminded: msg('Reminder sent'),
  signed: msg('Signed'),
  declined: msg('Declined'),
  voided: msg('Voided'),
  expired: msg('Expired'),
  completed: msg('Completed and sealed'),
}
