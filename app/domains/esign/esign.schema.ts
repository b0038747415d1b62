import { z } from 'zod'
import { msg } from '~/i18n'
import {
  emptyToNull,
  idSchema,
  optionalId,
  optionalIsoDate,
  optionalText,
  pageNumber,
  requiredText,
  searchText,
  versionField,
} from '~/platform/form-fields'
import {
  DOCUMENT_STATUSES,
  FIELD_KINDS,
  GRID_COLUMNS,
  GRID_ROWS,
  type DocumentStatus,
} from './esign-constants'

/**
 * The e-signature forms, shared by the pages (conform) and the REST API (ADR 040): a no-JS form
 * and a REST client post the same names.
 */
export const ESIGN_MESSAGES = {
  notFound: msg('Document not found.'),
  stale: msg(
    'Someone changed this document after you opened it. The page now shows what is saved; try again.',
  ),
  titleRequired: msg('Give the document a title'),
  oneSource: msg('Upload a PDF or choose one company file or knowledge-base file'),
  fileNotFound: msg('File not found.'),
  notDraft: msg('This document was sent: its signers and fields can no longer change.'),
  pastExpiry: msg('Choose an expiry date after today'),
  signerRequired: msg('Choose a member of staff, or enter an outside name and email address'),
  badEmail: msg('Enter a valid email address'),
  signerTwice: msg('This person is already a signer of this document'),
  noSigners: msg('Add at least one signer before sending'),
  needsSignature: msg('Give every signer at least one signature field before sending'),
  badChoice: msg('Choose one of the offered options'),
  badPage: msg('This document has no such page'),
  notSignable: msg('This document can no longer be signed or changed.'),
  notOpen: msg('Only a document waiting for signatures can be reminded or voided.'),
  reasonRequired: msg('Give a reason'),
  consentRequired: msg('Tick the box to agree to sign electronically'),
  signatureRequired: msg('Type your full name, or draw your signature'),
  fieldRequired: msg('Fill in this field'),
  linkInvalid: msg(
    'This signing link is not valid: it has expired, was already used, or the document was withdrawn. Ask the sender for a new link.',
  ),
  badHash: msg('Enter a SHA-256 hash: 64 characters 0-9 and a-f'),
  hashOrFile: msg('Upload the signed PDF or paste its SHA-256 hash'),
} as const

export const MAX_TITLE = 200
export const MAX_MESSAGE = 2000
export const MAX_REASON = 1000
export const MAX_TEXT_VALUE = 500
/** A drawn signature is a small PNG (a data URL). */
export const MAX_DRAWN_SIGNATURE = 300_000

/** Checkboxes post 'on' (or nothing); JSON clients send true/false. */
export const flag = z.preprocess(
  (value) => value === 'on' || value === 'true' || value === true,
  z.boolean(),
)

/** The day a document expires: empty for never; else after today. */
const expiresOn = optionalIsoDate().refine(
  (day) => day === null || Date.parse(`${day}T23:59:59Z`) > Date.now(),
  ESIGN_MESSAGES.pastExpiry,
)

const documentFields = {
  title: requiredText(MAX_TITLE, undefined, ESIGN_MESSAGES.titleRequired),
  message: optionalText(MAX_MESSAGE),
  expires_on: expiresOn,
  signing_order: flag.default(false),
}

/** A new document: its details, and its PDF (uploaded, or one of the company's files). */
export const DocumentCreateSchema = z.object({
  ...documentFields,
  company_file_id: optionalId(ESIGN_MESSAGES.badChoice),
  knowledge_file_id: optionalId(ESIGN_MESSAGES.badChoice),
})
export type DocumentCreateInput = z.infer<typeof DocumentCreateSchema>

/** A draft's details changed (the version it was opened at guards against a lost update). */
export const DocumentUpdateSchema = z.object({ ...documentFields, version: versionField() })
export type DocumentUpdateInput = z.infer<typeof DocumentUpdateSchema>

/** A signer: a member of staff, or an outside name and email address. */
export const SignerSchema = z
  .object({
    version: versionField(),
    membership_id: optionalId(ESIGN_MESSAGES.badChoice),
    name: z.preprocess(emptyToNull, requiredText(200).nullable()),
    email: z.preprocess(
      emptyToNull,
      z.string().trim().toLowerCase().email(ESIGN_MESSAGES.badEmail).max(254).nullable(),
    ),
  })
  .superRefine((signer, context) => {
    if (signer.membership_id === null && (signer.name === null || signer.email === null)) {
      context.addIssue({ code: 'custom', message: ESIGN_MESSAGES.signerRequired, path: ['email'] })
    }
  })
export type SignerInput = z.infer<typeof SignerSchema>

const share = z.coerce.number({ invalid_type_error: ESIGN_MESSAGES.badChoice }).min(0).max(1)

/**
 * A field on a page: where by the cell of the grid over the page image (the no-JS form) or by
 * its exact top-left corner as a share of the page (dragging, the API).
 */
export const FieldSchema = z
  .object({
    version: versionField(),
    signer_id: idSchema(ESIGN_MESSAGES.badChoice),
    kind: z.enum(FIELD_KINDS, { message: ESIGN_MESSAGES.badChoice }),
    page: z.coerce
      .number()
      .int()
      .min(1, ESIGN_MESSAGES.badPage)
      .max(10_000, ESIGN_MESSAGES.badPage),
    cell: z.preprocess(
      emptyToNull,
      z.coerce
        .number()
        .int()
        .min(0)
        .max(GRID_COLUMNS * GRID_ROWS - 1)
        .nullable(),
    ),
    x: z.preprocess(emptyToNull, share.nullable()),
    y: z.preprocess(emptyToNull, share.nullable()),
    required: flag.default(false),
  })
  .transform((field) => ({
    ...field,
    x: field.x ?? ((field.cell ?? 0) % GRID_COLUMNS) / GRID_COLUMNS,
    y: field.y ?? Math.floor((field.cell ?? 0) / GRID_COLUMNS) / GRID_ROWS,
  }))
export type FieldInput = z.infer<typeof FieldSchema>

/** A field moved by dragging (JS): its new top-left corner. */
export const FieldMoveSchema = z.object({
  version: versionField(),
  field_id: idSchema(ESIGN_MESSAGES.badChoice),
  x: share,
  y: share,
})
export type FieldMove = z.infer<typeof FieldMoveSchema>

/** A signer or field of a draft, named in a row's button (with the draft's version). */
export const RowIdSchema = z.object({
  version: versionField(),
  id: idSchema(ESIGN_MESSAGES.badChoice),
})
export type RowRef = z.infer<typeof RowIdSchema>

export const VersionSchema = z.object({ version: versionField() })

/** Declining, by a signer's link. */
export const ReasonSchema = z.object({
  reason: requiredText(MAX_REASON, undefined, ESIGN_MESSAGES.reasonRequired),
})

/** Voiding, at the version the sender saw. */
export const VoidSchema = ReasonSchema.extend({ version: versionField() })

/** Remind one signer, or (no signer) everyone still to sign. */
export const RemindSchema = z.object({ signer_id: optionalId(ESIGN_MESSAGES.badChoice) })

const DRAWN_SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/

/**
 * A signature: a typed full name (works without JavaScript) or a drawing posted as a PNG data
 * URL under the same name after it (the checklists' SignatureField), so the last value that is
 * not empty is the one signed.
 */
const signature = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? ([...value].reverse().find((one) => typeof one === 'string' && one.trim() !== '') ?? '')
      : (value ?? ''),
  z
    .string()
    .trim()
    .max(MAX_DRAWN_SIGNATURE, ESIGN_MESSAGES.signatureRequired)
    .refine(
      (value) => (value.startsWith('data:') ? DRAWN_SIGNATURE.test(value) : value.length <= 200),
      ESIGN_MESSAGES.signatureRequired,
    ),
)

/**
 * Signing: the consent box, the signature, and the signer's other fields as `field_<id>`
 * (their values are checked against the signer's own fields by the service).
 */
export const SignSchema = z
  .object({
    consent: flag.refine((agreed) => agreed, ESIGN_MESSAGES.consentRequired),
    signature,
  })
  .catchall(z.string().max(MAX_TEXT_VALUE).optional())
export type SignInput = z.infer<typeof SignSchema>

export const VerifyHashSchema = z.object({
  sha256: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[0-9a-f]{64}$/, ESIGN_MESSAGES.badHash)
      .nullable(),
  ),
})

/** The list's filters (query string): a status and words of the title. */
export const DocumentListQuery = z.object({
  status: z
    .enum(DOCUMENT_STATUSES)
    .or(z.literal(''))
    .catch('')
    .default('')
    .transform((status) => (status === '' ? null : (status as DocumentStatus))),
  q: searchText(100),
  page: pageNumber,
})
export type DocumentListFilters = z.infer<typeof DocumentListQuery>

const optionalQueryId = z.preprocess(
  (value) => (value === '' ? undefined : value),
  idSchema(ESIGN_MESSAGES.notFound).optional(),
)

/** Seed §7 get_hume_sign_token's query: optional id (a document), url and name (unused). */
export const HumeSignTokenQuery = z.object({ id: optionalQueryId })

/** Seed §7 get_hume_sign_doc's query: the document (`submission`), which file, the company. */
export const HumeSignDocQuery = z.object({
  submission: idSchema(ESIGN_MESSAGES.notFound),
  type: z.enum(['signed', 'original']).catch('signed').default('signed'),
  company: optionalQueryId,
})
