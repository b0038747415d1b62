import { and, eq, inArray, isNotNull, lt, or, isNull, sql } from 'drizzle-orm'
import { audit } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import type { JobDefinition } from '~/platform/jobs.server'
import { kickMailDelivery } from '~/platform/mail.server'
import { DOCUMENT_ENTITY, OPEN_STATUSES } from './esign-constants'
import { askToSign, spendAllLinks, tellSender } from './esign-documents.server'
import { completeDocument } from './esign-completion.server'
import { recordEvent, signersOf } from './esign-records.server'
import { unsealedDocuments } from './esign-signing.server'
import { esignDocuments } from './esign.tables'

/**
 * E-signature's scheduled work, hourly (pg-boss): documents past their expiry stop, signers
 * who have not signed for three days are reminded, and a completion that failed is retried.
 */

const REMIND_AFTER_DAYS = 3
const SYSTEM = { ip: '', userAgent: 'scheduled job' }

async function expireDocuments(now: Date) {
  const due = await db
    .select()
    .from(esignDocuments)
    .where(
      and(
        inArray(esignDocuments.status, OPEN_STATUSES),
        isNotNull(esignDocuments.expiresAt),
        lt(esignDocuments.expiresAt, now),
      ),
    )
  for (const doc of due) {
    await db.transaction(async (tx) => {
      const [expired] = await tx
        .update(esignDocuments)
        .set({ status: 'expired', updatedAt: now, version: sql`${esignDocuments.version} + 1` })
        .where(and(eq(esignDocuments.id, doc.id), inArray(esignDocuments.status, OPEN_STATUSES)))
        .returning()
      if (!expired) return
      await spendAllLinks(tx, doc.id)
      await recordEvent(tx, doc.id, SYSTEM, { action: 'expired', actorName: '', email: '' })
      await audit(tx, SYSTEM, {
        action: 'esign.document.expired',
        companyId: doc.companyId,
        entityType: DOCUMENT_ENTITY,
        entityId: doc.id,
      })
      await tellSender(tx, expired, `"${doc.title}" expired before everyone signed it.`)
    })
  }
  return due.length
}

async function remindPending(now: Date) {
  const before = new Date(now.getTime() - REMIND_AFTER_DAYS * 24 * 60 * 60 * 1000)
  const due = await db
    .select()
    .from(esignDocuments)
    .where(
      and(
        inArray(esignDocuments.status, OPEN_STATUSES),
        lt(esignDocuments.sentAt, before),
        or(isNull(esignDocuments.lastReminderAt), lt(esignDocuments.lastReminderAt, before)),
      ),
    )
  for (const doc of due) {
    const pending = (await signersOf(db, doc.id)).filter((signer) => signer.status === 'pending')
    await db.transaction(async (tx) => {
      await askToSign(tx, null, doc, pending, true)
      await tx
        .update(esignDocuments)
        .set({ lastReminderAt: now })
        .where(eq(esignDocuments.id, doc.id))
      await recordEvent(tx, doc.id, SYSTEM, {
        action: 'reminded',
        actorName: '',
        email: '',
        details: { signers: pending.map((signer) => signer.email) },
      })
    })
  }
  return due.length
}

export async function runEsignSchedule(now = new Date()) {
  const expired = await expireDocuments(now)
  const reminded = await remindPending(now)
  const unsealed = await unsealedDocuments()
  for (const id of unsealed) {
    await completeDocument(id).catch((error) =>
      console.error(`[esign] completing document ${id} failed:`, error),
    )
  }
  kickMailDelivery()
  return { expired, reminded, completed: unsealed.length }
}

export const esignScheduleJob: JobDefinition = {
  name: 'esign-schedule',
  cron: '20 * * * *',
  run: () => runEsignSchedule(),
}
