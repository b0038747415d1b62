import { and, desc, eq, ilike, type SQL } from 'drizzle-orm'
import sanitizeHtml from 'sanitize-html'
import { findValidAccountToken } from '~/domains/accounts/accounts.server'
import type { AccountTokenPurpose } from '~/domains/accounts/accounts.tables'
import { audit, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { kickMailDelivery, queueEmail } from '~/platform/mail.server'
import { outboundEmails } from '~/platform/mail.tables'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { can } from './company.policy'
import { containsPattern } from './like'
import {
  OUTBOUND_EMAIL_MESSAGES,
  OUTBOUND_EMAILS_PAGE_SIZE,
  type OutboundEmailQuery,
} from './outbound-emails.schema'

type Row = typeof outboundEmails.$inferSelect
type Status = Row['status']

export interface OutboundEmailSummary {
  id: number
  template: string
  to: string
  subject: string
  status: Status
  attempts: number
  created_at: string
  sent_at: string | null
}

export interface OutboundEmailDetail extends OutboundEmailSummary {
  text_body: string
  /** The HTML body without scripts, forms or frames; pages also show it in a sandboxed frame. */
  html_body: string
  last_error: string | null
  /** Null when it may be resent; else why not. */
  resend_refusal: string | null
}

function toSummary(row: Row): OutboundEmailSummary {
  return {
    id: row.id,
    template: row.template,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }
}

/** Emails of these templates carry a single-use link, found in the text body by these patterns. */
const SINGLE_USE_LINKS: Record<string, { purpose: AccountTokenPurpose; pattern: RegExp }> = {
  activation: {
    purpose: 'activation',
    pattern: /\/auth\/set-password\/([0-9a-f-]{36})\?token=([^\s&]+)/,
  },
  password_reset: {
    purpose: 'password_reset',
    pattern: /\/auth\/reset-password-confirm\/([0-9a-f-]{36})\/([^\s/?]+)/,
  },
}

/**
 * Resending a copy helps only while its link still works (ADR 010): a spent or expired
 * activation or reset link would reach the person as a dead end, so such an email is refused
 * with a message that says what to do instead. Other emails may always be resent.
 */
async function resendRefusal(row: Row): Promise<string | null> {
  const rule = SINGLE_USE_LINKS[row.template]
  if (!rule) return null
  const match = row.textBody.match(rule.pattern)
  if (!match) return OUTBOUND_EMAIL_MESSAGES.spentLink
  const valid = await findValidAccountToken(db, { uuid: match[1]!, token: match[2]! }, rule.purpose)
  return valid ? null : OUTBOUND_EMAIL_MESSAGES.spentLink
}

/** Reading and resending are asked of the policy; the refusal is audited under `action`. */
function authorizeEmail(actor: Actor, meta: RequestMeta, action: string, id?: number) {
  const permission =
    action === 'outbound_email.resend' ? 'outboundEmail.resend' : 'outboundEmail.read'
  const entity = id === undefined ? undefined : { type: 'outbound_email', id }
  return authorize({ actor, meta }, (who) => can(who, permission), action, entity)
}

async function findEmail(actor: Actor, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(outboundEmails)
    .where(ownedRow(outboundEmails, actor, id))
    .limit(1)
  return row
}

/** Every email the system sent for the company, newest first (profile admins; ADR 010). */
export async function listOutboundEmails(
  actor: Actor,
  query: OutboundEmailQuery,
  meta: RequestMeta,
): Promise<{ emails: OutboundEmailSummary[]; page: number; hasNext: boolean }> {
  await authorizeEmail(actor, meta, 'outbound_email.read')
  const filters: (SQL | undefined)[] = [ownedBy(outboundEmails, actor)]
  if (query.status) filters.push(eq(outboundEmails.status, query.status))
  if (query.recipient) {
    filters.push(ilike(outboundEmails.toAddress, containsPattern(query.recipient)))
  }
  const rows = await db
    .select()
    .from(outboundEmails)
    .where(and(...filters))
    .orderBy(desc(outboundEmails.createdAt), desc(outboundEmails.id))
    .limit(OUTBOUND_EMAILS_PAGE_SIZE + 1)
    .offset((query.page - 1) * OUTBOUND_EMAILS_PAGE_SIZE)
  return {
    emails: rows.slice(0, OUTBOUND_EMAILS_PAGE_SIZE).map(toSummary),
    page: query.page,
    hasNext: rows.length > OUTBOUND_EMAILS_PAGE_SIZE,
  }
}

/** What an email's HTML may show in the viewer: the mail layout, never scripts or forms. */
const EMAIL_HTML_RULES: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
}

export async function getOutboundEmail(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<OutboundEmailDetail> {
  await authorizeEmail(actor, meta, 'outbound_email.read', id)
  const row = await findEmail(actor, id)
  if (!row) {
    return deny(
      actor,
      meta,
      'outbound_email.read',
      AppError.notFound(OUTBOUND_EMAIL_MESSAGES.notFound),
      {
        type: 'outbound_email',
        id,
      },
    )
  }
  return {
    ...toSummary(row),
    text_body: row.textBody,
    html_body: sanitizeHtml(row.htmlBody, EMAIL_HTML_RULES),
    last_error: row.lastError,
    resend_refusal: await resendRefusal(row),
  }
}

/** Queues a new copy of an email (the original row stays as it was) and starts delivery. */
export async function resendOutboundEmail(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<OutboundEmailSummary> {
  const action = 'outbound_email.resend'
  const entity = { type: 'outbound_email', id }
  await authorizeEmail(actor, meta, action, id)
  const row = await findEmail(actor, id)
  if (!row) {
    return deny(actor, meta, action, AppError.notFound(OUTBOUND_EMAIL_MESSAGES.notFound), entity)
  }
  const refusal = await resendRefusal(row)
  if (refusal) throw new AppError('CONFLICT', refusal)
  const copy = await db.transaction(async (tx) => {
    const copyId = await queueEmail(tx, {
      companyId: actor.companyId,
      template: row.template,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
    })
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'outbound_email',
      entityId: copyId,
      details: { resent_from: id, to: row.toAddress },
    })
    const [stored] = await tx.select().from(outboundEmails).where(eq(outboundEmails.id, copyId))
    return stored!
  })
  kickMailDelivery()
  return toSummary(copy)
}
