import { and, eq, inArray, sql } from 'drizzle-orm'
import { audit } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { kickMailDelivery } from '~/platform/mail.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import { appendAuditPage } from './pdf/audit-page.server'
import { sealPdf } from './pdf/seal.server'
import { stampFields, type StampField } from './pdf/stamp-fields.server'
import { DOCUMENT_ENTITY, EVENT_LABELS, OPEN_STATUSES } from './esign-constants'
import { queueCompletedToSigner, queueStatusToSender } from './esign-emails.server'
import {
  eventsOf,
  fieldsOf,
  issueSigningToken,
  recordEvent,
  senderOf,
  sha256Hex,
  signersOf,
} from './esign-records.server'
import { esignDocuments, type EsignDocument, type EsignField } from './esign.tables'
import { acknowledgeSignedArticle } from '../knowledge/reading/article-esign.server'

/**
 * The last signature in: the fields stamped into the original, the audit page appended, the
 * whole sealed by the installation's certificate (esign-pdf), stored with its hash (which the
 * verification page looks up), and everyone sent the link. Runs after the signature's
 * transaction; if it fails, the daily job finishes it (unsealedDocuments).
 */

/** How long the "signed by everyone" link of each signer works. */
const DOWNLOAD_LINK_DAYS = 30

const PNG_DATA_URL = 'data:image/png;base64,'

/** A filled field as the stamper takes it: a drawn signature is its PNG, the rest text. */
function toStamp(field: EsignField): StampField {
  const box = { page: field.page, x: field.x, y: field.y, w: field.width, h: field.height }
  const value = field.value ?? ''
  if (field.kind === 'signature' && value.startsWith(PNG_DATA_URL)) {
    return {
      ...box,
      kind: 'signature',
      png: Buffer.from(value.slice(PNG_DATA_URL.length), 'base64'),
    }
  }
  if (field.kind === 'checkbox') return { ...box, kind: 'checkbox', checked: value === 'true' }
  return { ...box, kind: field.kind, text: value }
}

/** "Declined: wrong salary": the entry's label, and its reason when it has one. */
function eventInWords(action: string, details: Record<string, unknown> | null) {
  const label = EVENT_LABELS[action] ?? action
  return typeof details?.reason === 'string' ? `${label}: ${details.reason}` : label
}

async function sealedFile(doc: EsignDocument): Promise<Uint8Array> {
  const original = await fileStore.get(doc.originalKey)
  if (!original) throw new Error(`e-signature document ${doc.id}: its original is missing`)
  const fields = (await fieldsOf(db, doc.id)).filter((field) => field.value !== null)
  const stamped = await stampFields(original, fields.map(toStamp))
  const events = await eventsOf(db, doc.id)
  const withAudit = await appendAuditPage(stamped, {
    documentTitle: doc.title,
    originalSha256: doc.originalSha256,
    events: events.map((event) => ({
      at: event.at,
      action: eventInWords(event.action, event.details),
      signerName: event.actorName || null,
      email: event.email || null,
      ip: event.ip || null,
      userAgent: event.userAgent,
    })),
  })
  return sealPdf(withAudit)
}

/** Completes a document whose every signer signed; a document already completed is left alone. */
export async function completeDocument(documentId: number): Promise<void> {
  const [doc] = await db.select().from(esignDocuments).where(eq(esignDocuments.id, documentId))
  if (!doc || !OPEN_STATUSES.includes(doc.status)) return
  const sealed = await sealedFile(doc)
  const key = newStorageKey(doc.companyId, 'esign-documents', 'pdf')
  await fileStore.put(key, sealed, 'application/pdf')
  const sealedSha256 = sha256Hex(sealed)
  const completed = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(esignDocuments)
      .set({
        status: 'completed',
        completedAt: new Date(),
        sealedKey: key,
        sealedSha256,
        updatedAt: new Date(),
        version: sql`${esignDocuments.version} + 1`,
      })
      .where(and(eq(esignDocuments.id, doc.id), inArray(esignDocuments.status, OPEN_STATUSES)))
      .returning()
    if (!done) return null
    await recordEvent(tx, doc.id, null, {
      action: 'completed',
      actorName: '',
      email: '',
      details: { sealedSha256 },
    })
    await audit(
      tx,
      { ip: '', userAgent: null },
      {
        action: 'esign.document.completed',
        companyId: doc.companyId,
        entityType: DOCUMENT_ENTITY,
        entityId: doc.id,
        details: { sealedSha256 },
      },
    )
    const article = await acknowledgeSignedArticle(tx, done)
    for (const signer of await signersOf(tx, doc.id)) {
      const token = await issueSigningToken(tx, signer.id, null, DOWNLOAD_LINK_DAYS)
      await queueCompletedToSigner(tx, done, signer, token, article)
    }
    const sender = await senderOf(tx, done)
    if (sender) {
      await queueStatusToSender(tx, done, sender, `Everyone has signed "${doc.title}".`)
    }
    return done
  })
  // Another request completed it first: its file is the one kept.
  if (!completed) await fileStore.remove(key)
  kickMailDelivery()
}

/** The sealed PDF of a completed document (null before). */
export async function sealedBytes(doc: EsignDocument): Promise<Uint8Array | null> {
  return doc.sealedKey ? fileStore.get(doc.sealedKey) : null
}
