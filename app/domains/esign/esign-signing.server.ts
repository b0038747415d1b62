import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { audit } from '~/platform/audit.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { kickMailDelivery } from '~/platform/mail.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { hashToken } from '~/platform/secrets.server'
import { companies } from '../company/company.tables'
import { DOCUMENT_ENTITY, OPEN_STATUSES } from './esign-constants'
import { queueSigningRequest, queueStatusToSender } from './esign-emails.server'
import {
  fieldsOf,
  issueSigningToken,
  recordEvent,
  senderOf,
  signersOf,
} from './esign-records.server'
import { ESIGN_MESSAGES, type SignInput } from './esign.schema'
import {
  esignDocuments,
  esignFields,
  esignSigners,
  type EsignDocument,
  type EsignField,
  type EsignSigner,
} from './esign.tables'

/**
 * Signing by private link (ADR 040): no session, the token is the signer's only credential. It
 * names one signer of one document, so nothing reachable with it reveals another document; it
 * is spent by signing or declining, and it expires.
 */

export interface SignerByLink {
  signer: EsignSigner
  doc: EsignDocument
}

const linkInvalid = () => AppError.notFound(ESIGN_MESSAGES.linkInvalid)

/** The signer a live link names, with their document (any other link is the 404 that says why). */
export async function signerByLink(
  q: typeof db | Transaction,
  token: string,
): Promise<SignerByLink> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw linkInvalid()
  const [row] = await q
    .select({ signer: esignSigners, doc: esignDocuments })
    .from(esignSigners)
    .innerJoin(esignDocuments, eq(esignDocuments.id, esignSigners.documentId))
    .where(
      and(
        eq(esignSigners.tokenHash, hashToken(token)),
        gt(esignSigners.tokenExpiresAt, sql`now()`),
      ),
    )
  if (!row) throw linkInvalid()
  return row
}

/** A link that may still sign: the signer's turn, the document waiting for signatures. */
async function signingLink(q: typeof db | Transaction, token: string) {
  const found = await signerByLink(q, token)
  const expired = found.doc.expiresAt !== null && found.doc.expiresAt < new Date()
  if (found.signer.status !== 'pending' || !OPEN_STATUSES.includes(found.doc.status) || expired) {
    throw linkInvalid()
  }
  return found
}

/** What the signing page shows: the document, the company, and the signer's own fields. */
export async function signingPage(token: string) {
  const { signer, doc } = await signerByLink(db, token)
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, doc.companyId))
  const sender = await senderOf(db, doc)
  const base = {
    document: {
      title: doc.title,
      message: doc.message,
      page_count: doc.pageCount,
      expires_on: doc.expiresAt?.toISOString().slice(0, 10) ?? null,
      status: doc.status,
    },
    company: company?.name ?? '',
    sender: sender?.name ?? company?.name ?? '',
    signer: { name: signer.name, email: signer.email },
  }
  if (signer.status === 'signed' && doc.status === 'completed') {
    return { ...base, state: 'completed' as const, fields: [] as SignerField[] }
  }
  await signingLink(db, token)
  const fields = (await fieldsOf(db, doc.id)).filter((field) => field.signerId === signer.id)
  return { ...base, state: 'sign' as const, fields: fields.map(fieldForSigner) }
}

type SignerField = ReturnType<typeof fieldForSigner>

const fieldForSigner = (field: EsignField) => ({
  id: field.id,
  kind: field.kind,
  page: field.page,
  x: field.x,
  y: field.y,
  width: field.width,
  height: field.height,
  required: field.required,
})

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .join('')

/**
 * Each of the signer's fields filled from the form: the signature (drawn, else typed) in every
 * signature field, the signer's name and the day in theirs, typed text and ticked boxes as
 * posted. A required field left empty is a 400 on it, and nothing is saved.
 */
function filledFields(signer: EsignSigner, fields: EsignField[], input: SignInput) {
  const signature = input.signature
  const typedName = signature.startsWith('data:') ? signer.name : signature || signer.name
  const errors: Record<string, string[]> = {}
  const today = new Date().toISOString().slice(0, 10)
  const values = fields.map((field) => {
    const posted = (input[`field_${field.id}`] as string | undefined)?.trim() ?? ''
    const value = {
      signature,
      initials: posted || initialsOf(typedName),
      date_signed: today,
      name: posted || signer.name,
      text: posted,
      checkbox: posted === 'on' || posted === 'true' ? 'true' : '',
    }[field.kind]
    if (field.required && !value) {
      const name = field.kind === 'signature' ? 'signature' : `field_${field.id}`
      errors[name] = [
        field.kind === 'signature'
          ? ESIGN_MESSAGES.signatureRequired
          : ESIGN_MESSAGES.fieldRequired,
      ]
    }
    return { id: field.id, value: value || null }
  })
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION', ESIGN_MESSAGES.fieldRequired, errors)
  }
  return values
}

/** Who the timeline names for what a signer did through their link. */
const signerEvent = (signer: EsignSigner, action: string, details?: Record<string, unknown>) => ({
  action,
  actorName: signer.name,
  email: signer.email,
  signerId: signer.id,
  details,
})

/** The audit row of a signer's act (no signed-in user: the signer is named in the details). */
const auditSigner = (
  tx: Transaction,
  meta: RequestMeta,
  doc: EsignDocument,
  action: string,
  signer: EsignSigner,
) =>
  audit(tx, meta, {
    action,
    companyId: doc.companyId,
    entityType: DOCUMENT_ENTITY,
    entityId: doc.id,
    details: { signer: signer.email },
  })

/**
 * Signs through a link: the fields filled, the link spent (a second post with it is the 404),
 * the next signer in order asked, the document partially signed or, with the last signature,
 * handed to completion (stamped, audit page, sealed: esign-completion.server.ts).
 * Returns whether everyone has signed.
 */
export async function signDocument(
  token: string,
  input: SignInput,
  meta: RequestMeta,
): Promise<{ allSigned: boolean; documentId: number }> {
  const { signer, doc } = await signingLink(db, token)
  const fields = (await fieldsOf(db, doc.id)).filter((field) => field.signerId === signer.id)
  const values = filledFields(signer, fields, input)
  const allSigned = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(esignSigners)
      .set({
        status: 'signed',
        signedAt: new Date(),
        tokenHash: null,
        tokenExpiresAt: null,
        ip: meta.ip,
        userAgent: meta.userAgent,
      })
      .where(and(eq(esignSigners.id, signer.id), eq(esignSigners.status, 'pending')))
      .returning()
    if (!spent) throw linkInvalid()
    for (const field of values) {
      await tx.update(esignFields).set({ value: field.value }).where(eq(esignFields.id, field.id))
    }
    await recordEvent(tx, doc.id, meta, signerEvent(signer, 'signed'))
    await auditSigner(tx, meta, doc, 'esign.document.sign', signer)
    return afterSignature(tx, doc, signer)
  })
  kickMailDelivery()
  return { allSigned, documentId: doc.id }
}

/**
 * What a signature moves: with a signing order the next signer is asked; the document is
 * partially signed until the last signature. Returns whether everyone has signed.
 */
async function afterSignature(tx: Transaction, doc: EsignDocument, signer: EsignSigner) {
  const signers = await signersOf(tx, doc.id)
  const left = signers.filter((other) => other.status !== 'signed')
  const sender = await senderOf(tx, doc)
  if (left.length > 0) {
    await tx
      .update(esignDocuments)
      .set({
        status: 'partially_signed',
        updatedAt: new Date(),
        version: sql`${esignDocuments.version} + 1`,
      })
      .where(eq(esignDocuments.id, doc.id))
    const next = left[0]!
    if (doc.signingOrder && next.status === 'waiting') {
      await tx.update(esignSigners).set({ status: 'pending' }).where(eq(esignSigners.id, next.id))
      const token = await issueSigningToken(tx, next.id, doc.expiresAt)
      await queueSigningRequest(tx, doc, next, token, {
        senderName: sender?.name ?? '',
        reminder: false,
      })
    }
    if (sender) {
      await queueStatusToSender(
        tx,
        { ...doc, status: 'partially_signed' },
        sender,
        `${signer.name} signed "${doc.title}". ${left.length} signer(s) still to sign.`,
      )
    }
    return false
  }
  return true
}

/** Declines through a link, with a reason: the document stops, every link with it. */
export async function declineDocument(
  token: string,
  reason: string,
  meta: RequestMeta,
): Promise<{ documentId: number }> {
  const { signer, doc } = await signingLink(db, token)
  await db.transaction(async (tx) => {
    const [declined] = await tx
      .update(esignSigners)
      .set({ status: 'declined', declinedReason: reason, ip: meta.ip, userAgent: meta.userAgent })
      .where(and(eq(esignSigners.id, signer.id), eq(esignSigners.status, 'pending')))
      .returning()
    if (!declined) throw linkInvalid()
    await tx
      .update(esignSigners)
      .set({ tokenHash: null, tokenExpiresAt: null })
      .where(eq(esignSigners.documentId, doc.id))
    await tx
      .update(esignDocuments)
      .set({
        status: 'declined',
        updatedAt: new Date(),
        version: sql`${esignDocuments.version} + 1`,
      })
      .where(eq(esignDocuments.id, doc.id))
    await recordEvent(tx, doc.id, meta, signerEvent(signer, 'declined', { reason }))
    await auditSigner(tx, meta, doc, 'esign.document.decline', signer)
    const sender = await senderOf(tx, doc)
    if (sender) {
      await queueStatusToSender(
        tx,
        { ...doc, status: 'declined' },
        sender,
        `${signer.name} declined to sign "${doc.title}": ${reason}`,
      )
    }
  })
  kickMailDelivery()
  return { documentId: doc.id }
}

/** The documents whose every signer signed but which are not sealed yet (a failed completion). */
export async function unsealedDocuments(): Promise<number[]> {
  const rows = await db
    .select({ id: esignDocuments.id })
    .from(esignDocuments)
    .where(
      and(
        inArray(esignDocuments.status, ['sent', 'partially_signed']),
        sql`not exists (select 1 from esign_signers s where s.document_id = ${esignDocuments.id} and s.status <> 'signed')`,
      ),
    )
  return rows.map((row) => row.id)
}
