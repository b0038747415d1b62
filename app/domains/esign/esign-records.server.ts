import { createHash } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { db, type Queryable } from '~/platform/db.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { generateToken, hashToken } from '~/platform/secrets.server'
import { memberships, users } from '../accounts/accounts.tables'
import { SIGNING_LINK_DAYS } from './esign-constants'
import { esignEvents, esignFields, esignSigners, type EsignDocument } from './esign.tables'

/** What the e-signature services share: the timeline, the signing tokens, the people. */

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

const DAY_MS = 24 * 60 * 60 * 1000

/** One entry of the document's timeline (printed on its audit page). */
export interface TimelineEvent {
  action: string
  actorName: string
  email: string
  signerId?: number | null
  details?: Record<string, unknown>
}

export function recordEvent(
  q: Queryable,
  documentId: number,
  meta: RequestMeta | null,
  event: TimelineEvent,
) {
  return q.insert(esignEvents).values({
    documentId,
    signerId: event.signerId ?? null,
    action: event.action,
    actorName: event.actorName,
    email: event.email,
    ip: meta?.ip ?? null,
    userAgent: meta?.userAgent ?? null,
    details: event.details,
  })
}

/**
 * A fresh private link for a signer: the token is returned once (for the email) and only its
 * hash is kept, so a leaked database cannot sign. Any earlier link of theirs stops working.
 */
export async function issueSigningToken(
  q: Queryable,
  signerId: number,
  expiresAt: Date | null,
  days = SIGNING_LINK_DAYS,
): Promise<string> {
  const token = generateToken()
  const linkEnd = new Date(Date.now() + days * DAY_MS)
  await q
    .update(esignSigners)
    .set({
      tokenHash: hashToken(token),
      // A link never outlives its document.
      tokenExpiresAt: expiresAt && expiresAt < linkEnd ? expiresAt : linkEnd,
    })
    .where(eq(esignSigners.id, signerId))
  return token
}

/** A member's name and email address, if they belong to the company. */
export async function memberContact(
  q: Queryable,
  companyId: number,
  membershipId: number | null,
): Promise<{ name: string; email: string } | undefined> {
  if (membershipId === null) return undefined
  const [row] = await q
    .select({ first: users.firstName, last: users.lastName, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.id, membershipId), eq(memberships.companyId, companyId)))
  return row && { name: `${row.first} ${row.last}`.trim(), email: row.email }
}

export const senderOf = (q: Queryable, doc: EsignDocument) =>
  memberContact(q, doc.companyId, doc.senderMembershipId)

export function signersOf(q: Queryable, documentId: number) {
  return q
    .select()
    .from(esignSigners)
    .where(eq(esignSigners.documentId, documentId))
    .orderBy(asc(esignSigners.order), asc(esignSigners.id))
}

export function fieldsOf(q: Queryable, documentId: number) {
  return q
    .select()
    .from(esignFields)
    .where(eq(esignFields.documentId, documentId))
    .orderBy(asc(esignFields.page), asc(esignFields.y), asc(esignFields.x))
}

export function eventsOf(q: Queryable, documentId: number) {
  return q
    .select()
    .from(esignEvents)
    .where(eq(esignEvents.documentId, documentId))
    .orderBy(asc(esignEvents.at), asc(esignEvents.id))
}

/** A document's signers, fields and timeline, read together. */
export async function documentParts(documentId: number) {
  const [signers, fields, events] = await Promise.all([
    signersOf(db, documentId),
    fieldsOf(db, documentId),
    eventsOf(db, documentId),
  ])
  return { signers, fields, events }
}
