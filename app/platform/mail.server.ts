import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import { db, type Queryable } from './db.server'
import { dataDir, env } from './env.server'
import { runInBackground } from './background-work'
import { outboundEmails } from './mail.tables'

export interface EmailMessage {
  companyId: number | null
  template: string
  to: string
  subject: string
  text: string
  html: string
}

const MAX_ATTEMPTS = 5
const BATCH_SIZE = 20
const SWEEP_INTERVAL_MS = 30_000
const SENDING_LEASE_SECONDS = 10 * 60

/** Adds an email to the outbox inside the caller's transaction; it is sent after commit. */
export async function queueEmail(q: Queryable, message: EmailMessage): Promise<number> {
  const [row] = await q
    .insert(outboundEmails)
    .values({
      companyId: message.companyId,
      template: message.template,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    })
    .returning({ id: outboundEmails.id })
  return row!.id
}

let transporter: Transporter | undefined

function getTransporter(): Transporter {
  transporter ??= env.SMTP_URL
    ? nodemailer.createTransport(env.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return transporter
}

/**
 * Whether the configured SMTP server accepts a connection (and the credentials, if any):
 * 'not-configured' without SMTP_URL, since mail is then written to files under DATA_DIR/mail.
 */
export async function verifyMailServer(): Promise<'not-configured' | 'reachable'> {
  if (!env.SMTP_URL) return 'not-configured'
  await getTransporter().verify()
  return 'reachable'
}

/** The configured SMTP host and port, never its credentials (they may be in the URL). */
export function mailServerName(): string | null {
  if (!env.SMTP_URL) return null
  const url = new URL(env.SMTP_URL)
  return url.port ? `${url.hostname}:${url.port}` : url.hostname
}

async function deliver(email: typeof outboundEmails.$inferSelect): Promise<void> {
  const info = await getTransporter().sendMail({
    from: env.MAIL_FROM,
    to: email.toAddress,
    subject: email.subject,
    text: email.textBody,
    html: email.htmlBody,
    headers: { 'X-Groundwork-Email-Id': String(email.id) },
  })
  if (env.SMTP_URL) return
  // No SMTP server configured: keep the message as an .eml file a person can open.
  const mailDir = path.join(dataDir, 'mail')
  await mkdir(mailDir, { recursive: true })
  const file = path.join(mailDir, `${String(email.id).padStart(6, '0')}-${email.template}.eml`)
  await writeFile(file, info.message as Buffer)
  console.info(`[mail] "${email.subject}" to ${email.toAddress} written to ${file}`)
}

/**
 * Sends due emails. Rows are claimed with SKIP LOCKED, so any number of app processes can run
 * this at once without sending a message twice. Failures are retried with a growing delay.
 */
export async function deliverQueuedEmails(): Promise<{ sent: number; failed: number }> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboundEmails.id })
      .from(outboundEmails)
      .where(
        and(
          inArray(outboundEmails.status, ['queued', 'sending']),
          lte(outboundEmails.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(outboundEmails.id)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(outboundEmails)
      .set({
        status: 'sending',
        attempts: sql`${outboundEmails.attempts} + 1`,
        // A lease: if this process dies mid-send, the row is due again once the lease ends.
        nextAttemptAt: sql`now() + make_interval(secs => ${SENDING_LEASE_SECONDS})`,
      })
      .where(
        inArray(
          outboundEmails.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })

  let sent = 0
  let failed = 0
  for (const email of claimed) {
    try {
      await deliver(email)
      await db
        .update(outboundEmails)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(outboundEmails.id, email.id))
      sent += 1
    } catch (error) {
      failed += 1
      const gaveUp = email.attempts >= MAX_ATTEMPTS
      console.error(`[mail] sending email ${email.id} failed:`, error)
      await db
        .update(outboundEmails)
        .set({
          status: gaveUp ? 'failed' : 'queued',
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${30 * 2 ** email.attempts})`,
        })
        .where(eq(outboundEmails.id, email.id))
    }
  }
  return { sent, failed }
}

/** Starts delivery now without making the request wait for the mail server. */
export function kickMailDelivery(): void {
  runInBackground(
    deliverQueuedEmails().catch((error) => console.error('[mail] delivery run failed:', error)),
  )
}

let sweeper: NodeJS.Timeout | undefined

/** Retries what an earlier run could not send (mail server down, process restarted). */
export function startMailSweeper(): void {
  if (sweeper) return
  sweeper = setInterval(kickMailDelivery, SWEEP_INTERVAL_MS)
  sweeper.unref()
  kickMailDelivery()
}
