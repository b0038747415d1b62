import { and, count, desc, eq, exists, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm'
import { auditChange } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError, isAppError } from '~/platform/errors.server'
import { kickMailDelivery } from '~/platform/mail.server'
import { insertOwned } from '~/platform/owned-rows.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import { findOwned, ownedBy, ownedRow } from '~/platform/tenancy.server'
import type { Upload } from '~/platform/uploads.server'
import { companyFiles } from '../company/files.tables'
import { knowledgeFiles } from '../knowledge/knowledge.tables'
import { containing, pageOf } from '../checklists/checklist-lists.server'
import { inspectPdf } from './pdf/pdf-document.server'
import { DOCUMENT_ENTITY, MAX_PDF_BYTES, OPEN_STATUSES } from './esign-constants'
import { queueSigningRequest, queueStatusToSender } from './esign-emails.server'
import {
  issueSigningToken,
  memberContact,
  recordEvent,
  senderOf,
  sha256Hex,
  signersOf,
} from './esign-records.server'
import {
  ESIGN_MESSAGES,
  type DocumentCreateInput,
  type DocumentListFilters,
  type DocumentUpdateInput,
} from './esign.schema'
import { can } from './esign.policy'
import { esignDocuments, esignFields, esignSigners, type EsignDocument } from './esign.tables'

/**
 * E-signature documents from the sender's side (ADR 040): upload, edit the draft, send, remind,
 * void. Signers and fields of a draft are in esign-drafts.server.ts; signing by link in
 * esign-signing.server.ts.
 */

export const DOCUMENT_NOT_FOUND = {
  action: 'esign.document.read',
  entityType: DOCUMENT_ENTITY,
  message: ESIGN_MESSAGES.notFound,
}

const PAGE_SIZE = 25
const PDF = 'application/pdf'

/** End of the chosen day (UTC): a document "expires on" a day, so it can be signed all that day. */
const endOfDay = (day: string | null) => (day ? new Date(`${day}T23:59:59.999Z`) : null)

/** The actor's company's document, if they may send documents (else the audited 403). */
export async function managedDocument(asker: Asker, id: number): Promise<EsignDocument> {
  await authorize(asker, can, 'document.send', { type: DOCUMENT_ENTITY, id })
  return findOwned(asker, esignDocuments, id, DOCUMENT_NOT_FOUND)
}

/**
 * A document the actor may look at: every one of the company for a sender, else one they are
 * asked to sign once it is sent. Any other is the audited 404, like another company's.
 */
export async function readableDocument(
  asker: Asker,
  id: number,
): Promise<{ doc: EsignDocument; manage: boolean }> {
  const doc = await findOwned(asker, esignDocuments, id, DOCUMENT_NOT_FOUND)
  if (can(asker.actor, 'document.send')) return { doc, manage: true }
  const [mine] = await db
    .select({ id: esignSigners.id })
    .from(esignSigners)
    .where(
      and(eq(esignSigners.documentId, id), eq(esignSigners.membershipId, asker.actor.membershipId)),
    )
  if (mine && doc.status !== 'draft') return { doc, manage: false }
  throw AppError.notFound(ESIGN_MESSAGES.notFound)
}

/** The company's documents (a sender's) or the ones the actor signs, filtered and paged. */
export async function listDocuments(asker: Asker, filters: DocumentListFilters) {
  await authorize(asker, can, 'document.read')
  const mine = exists(
    db
      .select({ one: sql`1` })
      .from(esignSigners)
      .where(
        and(
          eq(esignSigners.documentId, esignDocuments.id),
          eq(esignSigners.membershipId, asker.actor.membershipId),
        ),
      ),
  )
  const conditions: (SQL | undefined)[] = [
    ownedBy(esignDocuments, asker.actor),
    can(asker.actor, 'document.send') ? undefined : and(mine, ne(esignDocuments.status, 'draft')),
    filters.status ? eq(esignDocuments.status, filters.status) : undefined,
    containing(esignDocuments.title, filters.q),
  ]
  const where = and(...conditions)
  const [total] = await db.select({ n: count() }).from(esignDocuments).where(where)
  const rows = await db
    .select()
    .from(esignDocuments)
    .where(where)
    .orderBy(desc(esignDocuments.updatedAt), desc(esignDocuments.id))
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE)
  const progress = await signerProgress(rows.map((row) => row.id))
  return pageOf(total?.n ?? 0, filters.page, PAGE_SIZE, rows, (row) => ({
    ...documentSummary(row),
    signed: progress.get(row.id)?.signed ?? 0,
    signers: progress.get(row.id)?.all ?? 0,
  }))
}

async function signerProgress(ids: number[]) {
  if (ids.length === 0) return new Map<number, { signed: number; all: number }>()
  const rows = await db
    .select({
      documentId: esignSigners.documentId,
      all: count(),
      signed: sql<number>`count(*) filter (where ${esignSigners.status} = 'signed')::int`,
    })
    .from(esignSigners)
    .where(inArray(esignSigners.documentId, ids))
    .groupBy(esignSigners.documentId)
  return new Map(rows.map((row) => [row.documentId, row]))
}

/** A document as pages and the API show it (no storage keys). */
export function documentSummary(doc: EsignDocument) {
  return {
    id: doc.id,
    title: doc.title,
    file_name: doc.fileName,
    status: doc.status,
    message: doc.message,
    page_count: doc.pageCount,
    signing_order: doc.signingOrder,
    expires_on: doc.expiresAt?.toISOString().slice(0, 10) ?? null,
    sent_at: doc.sentAt?.toISOString() ?? null,
    completed_at: doc.completedAt?.toISOString() ?? null,
    original_sha256: doc.originalSha256,
    sealed_sha256: doc.sealedSha256,
    version: doc.version,
    updated_at: doc.updatedAt.toISOString(),
  }
}

/** The PDF a new document is made of: an upload, or a company or knowledge-base file. */
async function chosenPdf(
  asker: Asker,
  input: DocumentCreateInput,
  upload: Upload | null,
): Promise<{ name: string; bytes: Uint8Array }> {
  const sources = [upload, input.company_file_id, input.knowledge_file_id].filter(
    (source) => source !== null,
  )
  if (sources.length !== 1) throw AppError.invalidField('file', ESIGN_MESSAGES.oneSource)
  if (upload) return { name: upload.name, bytes: upload.bytes }
  const notFound = { ...DOCUMENT_NOT_FOUND, message: ESIGN_MESSAGES.fileNotFound }
  const file = input.company_file_id
    ? await findOwned(asker, companyFiles, input.company_file_id, notFound)
    : await findOwned(asker, knowledgeFiles, input.knowledge_file_id!, notFound)
  const bytes = await fileStore.get(file.storageKey)
  if (!bytes) throw AppError.invalidField('file', ESIGN_MESSAGES.fileNotFound)
  return { name: file.fileName, bytes }
}

/** Refuses what is not a readable PDF (esign-pdf's check) or is too large, on the file field. */
export async function pdfPageCount(bytes: Uint8Array, field = 'file'): Promise<number> {
  if (bytes.length > MAX_PDF_BYTES) {
    throw AppError.invalidField(field, 'The file is too large: at most 20 MB.')
  }
  try {
    return (await inspectPdf(bytes)).pages.length
  } catch (error) {
    if (isAppError(error)) throw AppError.invalidField(field, error.message)
    throw error
  }
}

/** A new draft: the PDF stored with its hash, its details, its first timeline entry. */
export async function createDocument(
  asker: Asker,
  input: DocumentCreateInput,
  upload: Upload | null,
): Promise<EsignDocument> {
  await authorize(asker, can, 'document.send')
  const pdf = await chosenPdf(asker, input, upload)
  const pageCount = await pdfPageCount(pdf.bytes)
  const key = newStorageKey(asker.actor.companyId, 'esign-documents', 'pdf')
  await fileStore.put(key, pdf.bytes, 'application/pdf')
  try {
    return await db.transaction(async (tx) => {
      const doc = await insertOwned(
        tx,
        asker,
        esignDocuments,
        {
          title: input.title,
          message: input.message,
          expiresAt: endOfDay(input.expires_on),
          signingOrder: input.signing_order,
          fileName: pdf.name.split(/[\\/]/).pop()!.slice(0, 200),
          originalKey: key,
          originalSha256: sha256Hex(pdf.bytes),
          pageCount,
          senderMembershipId: asker.actor.membershipId,
        },
        {
          action: 'esign.document.create',
          entityType: DOCUMENT_ENTITY,
          details: (row) => ({ title: row.title, pages: row.pageCount }),
        },
      )
      await recordEvent(tx, doc.id, asker.meta, actorEvent(asker, 'created'))
      return doc
    })
  } catch (error) {
    await fileStore.remove(key)
    throw error
  }
}

/** A timeline entry of what the signed-in actor did. */
export const actorEvent = (asker: Asker, action: string, details?: Record<string, unknown>) => ({
  action,
  actorName: `${asker.actor.firstName} ${asker.actor.lastName}`.trim(),
  email: asker.actor.email,
  details,
})

/**
 * A write to a draft (its details, signers or fields), at the version it was opened at: the
 * document's version goes up with every change of its parts, so a stale page is a 409.
 */
export async function editDraft<Result>(
  asker: Asker,
  id: number,
  version: number,
  change: { action: string; details?: Record<string, unknown>; set?: Partial<EsignDocument> },
  write: (tx: Transaction, doc: EsignDocument) => Promise<Result>,
): Promise<Result> {
  const doc = await managedDocument(asker, id)
  if (doc.status !== 'draft') throw new AppError('CONFLICT', ESIGN_MESSAGES.notDraft)
  return db.transaction(async (tx) => {
    const [bumped] = await tx
      .update(esignDocuments)
      .set({ ...change.set, version: sql`${esignDocuments.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          ownedRow(esignDocuments, asker.actor, id),
          eq(esignDocuments.version, version),
          eq(esignDocuments.status, 'draft'),
        ),
      )
      .returning()
    if (!bumped) throw new AppError('CONFLICT', ESIGN_MESSAGES.stale)
    const result = await write(tx, bumped)
    await auditChange(tx, asker, change.action, { type: DOCUMENT_ENTITY, id }, change.details)
    return result
  })
}

export function updateDraft(asker: Asker, id: number, input: DocumentUpdateInput) {
  const set = {
    title: input.title,
    message: input.message,
    expiresAt: endOfDay(input.expires_on),
    signingOrder: input.signing_order,
  }
  return editDraft(asker, id, input.version, { action: 'esign.document.update', set }, () =>
    Promise.resolve(),
  )
}

/**
 * Sends a draft: every signer needs a signature field; the first in the signing order (or
 * everyone, without one) gets a private link by email; the sender is told.
 */
export async function sendDocument(asker: Asker, id: number, version: number) {
  const doc = await managedDocument(asker, id)
  if (doc.status !== 'draft') throw new AppError('CONFLICT', ESIGN_MESSAGES.notDraft)
  const signers = await signersWithSignatureCount(id)
  if (signers.length === 0) throw new AppError('VALIDATION', ESIGN_MESSAGES.noSigners)
  if (signers.some((signer) => signer.signatures === 0)) {
    throw new AppError('VALIDATION', ESIGN_MESSAGES.needsSignature)
  }
  if (doc.expiresAt && doc.expiresAt < new Date()) {
    throw AppError.invalidField('expires_on', ESIGN_MESSAGES.pastExpiry)
  }
  await db.transaction(async (tx) => {
    const sent = await moveStatus(tx, asker, doc, version, 'sent', { sentAt: new Date() })
    const first = doc.signingOrder ? signers.slice(0, 1) : signers
    await tx
      .update(esignSigners)
      .set({ status: 'pending' })
      .where(
        inArray(
          esignSigners.id,
          first.map((signer) => signer.id),
        ),
      )
    await askToSign(tx, asker, sent, first, false)
    await recordEvent(tx, id, asker.meta, actorEvent(asker, 'sent', { signers: signers.length }))
    await tellSender(tx, sent, `You sent "${doc.title}" to ${signers.length} signer(s).`)
  })
  kickMailDelivery()
}

async function signersWithSignatureCount(documentId: number) {
  const rows = await signersOf(db, documentId)
  const counts = await db
    .select({ signerId: esignFields.signerId, n: count() })
    .from(esignFields)
    .where(and(eq(esignFields.documentId, documentId), eq(esignFields.kind, 'signature')))
    .groupBy(esignFields.signerId)
  const bySigner = new Map(counts.map((row) => [row.signerId, row.n]))
  return rows.map((row) => ({ ...row, signatures: bySigner.get(row.id) ?? 0 }))
}

/** Sets a document's status at the version it was read at (409 when it moved on), audited. */
export async function moveStatus(
  tx: Transaction,
  asker: Asker,
  doc: EsignDocument,
  version: number,
  status: EsignDocument['status'],
  set: Partial<EsignDocument> = {},
): Promise<EsignDocument> {
  const [moved] = await tx
    .update(esignDocuments)
    .set({ ...set, status, version: sql`${esignDocuments.version} + 1`, updatedAt: new Date() })
    .where(and(ownedRow(esignDocuments, asker.actor, doc.id), eq(esignDocuments.version, version)))
    .returning()
  if (!moved) throw new AppError('CONFLICT', ESIGN_MESSAGES.stale)
  await auditChange(
    tx,
    asker,
    `esign.document.${status}`,
    { type: DOCUMENT_ENTITY, id: doc.id },
    {
      from: doc.status,
      to: status,
    },
  )
  return moved
}

/** Fresh private links to `signers`, by email (a first request or a reminder). */
export async function askToSign(
  tx: Transaction,
  asker: Asker | null,
  doc: EsignDocument,
  signers: readonly { id: number; name: string; email: string }[],
  reminder: boolean,
) {
  const sender = await senderOf(tx, doc)
  const senderName = sender?.name ?? asker?.actor.companyName ?? 'Your colleague'
  for (const signer of signers) {
    const token = await issueSigningToken(tx, signer.id, doc.expiresAt)
    await queueSigningRequest(tx, doc, signer, token, { senderName, reminder })
  }
}

/** The sender hears of the change (if they are still with the company). */
export async function tellSender(tx: Transaction, doc: EsignDocument, what: string) {
  const sender = await senderOf(tx, doc)
  if (sender) await queueStatusToSender(tx, doc, sender, what)
}

/** Stops every open link of a document (voided, declined, expired). */
export function spendAllLinks(tx: Transaction, documentId: number) {
  return tx
    .update(esignSigners)
    .set({ tokenHash: null, tokenExpiresAt: null })
    .where(eq(esignSigners.documentId, documentId))
}

function openDocument(doc: EsignDocument) {
  if (!OPEN_STATUSES.includes(doc.status)) throw new AppError('CONFLICT', ESIGN_MESSAGES.notOpen)
}

/** Withdraws a document waiting for signatures: every link stops working, the sender is told. */
export async function voidDocument(asker: Asker, id: number, version: number, reason: string) {
  const doc = await managedDocument(asker, id)
  openDocument(doc)
  await db.transaction(async (tx) => {
    const voided = await moveStatus(tx, asker, doc, version, 'voided')
    await spendAllLinks(tx, id)
    await recordEvent(tx, id, asker.meta, actorEvent(asker, 'voided', { reason }))
    await tellSender(tx, voided, `"${doc.title}" was voided: ${reason}`)
  })
  kickMailDelivery()
}

/**
 * Sends a fresh link to one signer whose turn it is, or to everyone still to sign (bulk
 * resend). Their earlier links stop working.
 */
export async function remindSigners(asker: Asker, id: number, signerId: number | null) {
  const doc = await managedDocument(asker, id)
  openDocument(doc)
  const pending = (await signersOf(db, id)).filter(
    (signer) => signer.status === 'pending' && (signerId === null || signer.id === signerId),
  )
  if (pending.length === 0) throw AppError.invalidField('signer_id', ESIGN_MESSAGES.badChoice)
  await db.transaction(async (tx) => {
    await askToSign(tx, asker, doc, pending, true)
    await tx
      .update(esignDocuments)
      .set({ lastReminderAt: new Date() })
      .where(eq(esignDocuments.id, id))
    await recordEvent(
      tx,
      id,
      asker.meta,
      actorEvent(asker, 'reminded', { signers: pending.map((signer) => signer.email) }),
    )
    await auditChange(
      tx,
      asker,
      'esign.document.remind',
      { type: DOCUMENT_ENTITY, id },
      {
        signers: pending.length,
      },
    )
  })
  kickMailDelivery()
  return pending.length
}

/** Who the member is, for a staff signer (404 of the choice when not the company's). */
export async function staffSigner(asker: Asker, membershipId: number) {
  const contact = await memberContact(db, asker.actor.companyId, membershipId)
  if (!contact) throw AppError.invalidField('membership_id', ESIGN_MESSAGES.badChoice)
  return contact
}

/** The PDFs of the company a new document may be made from (company and knowledge-base files). */
export async function pdfChoices(asker: Asker) {
  await authorize(asker, can, 'document.send')
  const [company, knowledge] = await Promise.all([
    db
      .select({ id: companyFiles.id, name: companyFiles.title })
      .from(companyFiles)
      .where(and(ownedBy(companyFiles, asker.actor), eq(companyFiles.contentType, PDF)))
      .orderBy(companyFiles.title)
      .limit(200),
    db
      .select({ id: knowledgeFiles.id, name: knowledgeFiles.fileName })
      .from(knowledgeFiles)
      .where(
        and(
          ownedBy(knowledgeFiles, asker.actor),
          eq(knowledgeFiles.contentType, PDF),
          isNotNull(knowledgeFiles.completedAt),
        ),
      )
      .orderBy(knowledgeFiles.fileName)
      .limit(200),
  ])
  return { company, knowledge }
}

/**
 * Seed §7 get_hume_sign_token, answered by our own signing service: a fresh private link for
 * the actor to sign document `id` (a member of staff whose turn it is), so an embedding page
 * can open it. Any other document is the 404.
 */
export async function ownSigningLink(asker: Asker, id: number) {
  const { doc } = await readableDocument(asker, id)
  const [mine] = await db
    .select()
    .from(esignSigners)
    .where(
      and(
        eq(esignSigners.documentId, id),
        eq(esignSigners.membershipId, asker.actor.membershipId),
        eq(esignSigners.status, 'pending'),
      ),
    )
  if (!mine || !OPEN_STATUSES.includes(doc.status)) {
    throw AppError.notFound(ESIGN_MESSAGES.notFound)
  }
  const token = await db.transaction((tx) => issueSigningToken(tx, mine.id, doc.expiresAt))
  return { doc, token }
}
