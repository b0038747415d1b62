import { and, eq, max } from 'drizzle-orm'
import type { Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { FIELD_SIZES } from './esign-constants'
import { editDraft, managedDocument, staffSigner } from './esign-documents.server'
import {
  ESIGN_MESSAGES,
  type FieldInput,
  type FieldMove,
  type RowRef,
  type SignerInput,
} from './esign.schema'
import { esignFields, esignSigners, type EsignDocument } from './esign.tables'

/**
 * A draft's signers and the fields each fills (ADR 040). Every change goes through editDraft:
 * only a draft changes, at the version it was opened at.
 */

/**
 * A signer or field named by id must be one of the document's: another is the 404 a missing one
 * is, whatever state the document is in (checked before the draft's state, which is a 409).
 */
async function ownPart(
  asker: Asker,
  id: number,
  table: typeof esignSigners | typeof esignFields,
  partId: number,
) {
  await managedDocument(asker, id)
  const [part] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, partId), eq(table.documentId, id)))
  if (!part) throw AppError.notFound(ESIGN_MESSAGES.notFound)
}

/** Adds a signer at the end of the signing order: a member of staff, or an outside address. */
export async function addSigner(asker: Asker, id: number, input: SignerInput) {
  const person =
    input.membership_id === null
      ? { name: input.name!, email: input.email! }
      : await staffSigner(asker, input.membership_id)
  return editDraft(
    asker,
    id,
    input.version,
    { action: 'esign.signer.add', details: { email: person.email } },
    async (tx) => {
      const signers = await tx
        .select({ email: esignSigners.email })
        .from(esignSigners)
        .where(eq(esignSigners.documentId, id))
      if (signers.some((signer) => signer.email.toLowerCase() === person.email.toLowerCase())) {
        throw AppError.invalidField('email', ESIGN_MESSAGES.signerTwice)
      }
      const [last] = await tx
        .select({ order: max(esignSigners.order) })
        .from(esignSigners)
        .where(eq(esignSigners.documentId, id))
      const [signer] = await tx
        .insert(esignSigners)
        .values({
          documentId: id,
          membershipId: input.membership_id,
          name: person.name,
          email: person.email,
          order: (last?.order ?? 0) + 1,
        })
        .returning()
      return signer!
    },
  )
}

/** Removes a signer of the draft, with their fields. */
export async function removeSigner(asker: Asker, id: number, { id: signerId, version }: RowRef) {
  await ownPart(asker, id, esignSigners, signerId)
  return editDraft(asker, id, version, { action: 'esign.signer.remove' }, async (tx) => {
    const removed = await tx
      .delete(esignSigners)
      .where(and(eq(esignSigners.id, signerId), eq(esignSigners.documentId, id)))
      .returning({ id: esignSigners.id })
    if (removed.length === 0) throw AppError.invalidField('id', ESIGN_MESSAGES.badChoice)
  })
}

/** Moves a signer one place earlier in the signing order (swapping with the one before). */
export async function moveSignerUp(asker: Asker, id: number, { id: signerId, version }: RowRef) {
  await ownPart(asker, id, esignSigners, signerId)
  return editDraft(asker, id, version, { action: 'esign.signer.reorder' }, async (tx) => {
    const signers = await tx
      .select()
      .from(esignSigners)
      .where(eq(esignSigners.documentId, id))
      .orderBy(esignSigners.order, esignSigners.id)
    const at = signers.findIndex((signer) => signer.id === signerId)
    if (at < 0) throw AppError.invalidField('id', ESIGN_MESSAGES.badChoice)
    if (at === 0) return
    const order = signers.map((signer) => signer.id)
    ;[order[at - 1], order[at]] = [order[at]!, order[at - 1]!]
    for (const [index, signer] of order.entries()) {
      await tx
        .update(esignSigners)
        .set({ order: index + 1 })
        .where(eq(esignSigners.id, signer))
    }
  })
}

/** Keeps a field's box on its page (a cell near the edge moves the box in). */
function placed(kind: FieldInput['kind'], x: number, y: number) {
  const size = FIELD_SIZES[kind]
  const round = (value: number) => Math.round(value * 10_000) / 10_000
  return {
    x: round(Math.min(Math.max(x, 0), 1 - size.w)),
    y: round(Math.min(Math.max(y, 0), 1 - size.h)),
    width: size.w,
    height: size.h,
  }
}

async function signerOfDraft(tx: Transaction, documentId: number, signerId: number) {
  const [signer] = await tx
    .select({ id: esignSigners.id })
    .from(esignSigners)
    .where(and(eq(esignSigners.id, signerId), eq(esignSigners.documentId, documentId)))
  if (!signer) throw AppError.invalidField('signer_id', ESIGN_MESSAGES.badChoice)
}

function checkPage(doc: EsignDocument, page: number) {
  if (page > doc.pageCount) throw AppError.invalidField('page', ESIGN_MESSAGES.badPage)
}

/** Places a field for a signer on a page. */
export function addField(asker: Asker, id: number, input: FieldInput) {
  return editDraft(
    asker,
    id,
    input.version,
    { action: 'esign.field.add', details: { kind: input.kind, page: input.page } },
    async (tx, doc) => {
      checkPage(doc, input.page)
      await signerOfDraft(tx, id, input.signer_id)
      const [field] = await tx
        .insert(esignFields)
        .values({
          documentId: id,
          signerId: input.signer_id,
          page: input.page,
          kind: input.kind,
          required: input.kind === 'signature' || input.required,
          ...placed(input.kind, input.x, input.y),
        })
        .returning()
      return field!
    },
  )
}

/** Moves a field to a new top-left corner on its page (dragged with JS). */
export async function moveField(asker: Asker, id: number, move: FieldMove) {
  await ownPart(asker, id, esignFields, move.field_id)
  return editDraft(asker, id, move.version, { action: 'esign.field.move' }, async (tx) => {
    const [field] = await tx
      .select()
      .from(esignFields)
      .where(and(eq(esignFields.id, move.field_id), eq(esignFields.documentId, id)))
    if (!field) throw AppError.invalidField('field_id', ESIGN_MESSAGES.badChoice)
    await tx
      .update(esignFields)
      .set(placed(field.kind, move.x, move.y))
      .where(eq(esignFields.id, field.id))
  })
}

export async function removeField(asker: Asker, id: number, { id: fieldId, version }: RowRef) {
  await ownPart(asker, id, esignFields, fieldId)
  return editDraft(asker, id, version, { action: 'esign.field.remove' }, async (tx) => {
    const removed = await tx
      .delete(esignFields)
      .where(and(eq(esignFields.id, fieldId), eq(esignFields.documentId, id)))
      .returning({ id: esignFields.id })
    if (removed.length === 0) throw AppError.invalidField('id', ESIGN_MESSAGES.badChoice)
  })
}
