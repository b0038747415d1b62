import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startSmtpCapture } from '#tests/support/smtp'
import { outboxTo, withMailOutbox } from '#tests/factories/outbox'

// The outbox delivering through a real SMTP server on loopback. SMTP_URL is read once, when
// the env module is first imported, so it is set before anything of the app is imported.
let smtp = await startSmtpCapture()
const smtpPort = smtp.port
vi.stubEnv('SMTP_URL', smtp.url)

const { eq, sql } = await import('drizzle-orm')
const { db } = await import('./db.server')
const { env } = await import('./env.server')
const { deliverQueuedEmails, queueEmail } = await import('./mail.server')
const { outboundEmails } = await import('./mail.tables')

let smtpRunning = true
afterAll(async () => {
  if (smtpRunning) await smtp.close()
  vi.unstubAllEnvs()
})

function anEmail(label: string) {
  const to = `${label}-${randomUUID().slice(0, 8)}@example.test`
  return {
    companyId: null,
    template: 'test_notice',
    to,
    subject: `Notice for ${to}`,
    text: 'Plain text body',
    html: '<p>HTML <strong>body</strong></p>',
  }
}

async function rowOf(id: number) {
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id))
  return row!
}

const receivedBy = (to: string) => smtp.messages.filter((mail) => mail.to.includes(to))

describe('mail outbox over SMTP', () => {
  it('delivers a queued email through the SMTP server and marks it sent', async () => {
    const email = anEmail('sent')

    await withMailOutbox(async () => {
      const id = await queueEmail(db, email)
      expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 0, sentAt: null })

      const result = await deliverQueuedEmails()

      expect(result.sent).toBeGreaterThanOrEqual(1)
      const mail = await smtp.waitFor((received) => received.to.includes(email.to))
      expect(mail).toMatchObject({
        subject: email.subject,
        text: expect.stringContaining('Plain text body'),
        html: expect.stringContaining('<strong>body</strong>'),
      })
      expect(mail.raw).toMatch(new RegExp(`^X-Groundwork-Email-Id: ${id}\r?$`, 'im'))
      expect(mail.raw).toContain(`From: ${env.MAIL_FROM}`)
      const row = await rowOf(id)
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
      expect(row.sentAt).toBeInstanceOf(Date)

      // A later run does not send it again.
      await deliverQueuedEmails()
      expect(receivedBy(email.to)).toHaveLength(1)
    })
  })

  it('sends nothing when the transaction that queued the email rolls back', async () => {
    const email = anEmail('rolled-back')

    await withMailOutbox(async () => {
      await db
        .transaction(async (tx) => {
          await queueEmail(tx, email)
          throw new Error('the change failed')
        })
        .catch(() => {})
      await deliverQueuedEmails()
    })

    expect(await outboxTo(email.to)).toEqual([])
    expect(receivedBy(email.to)).toEqual([])
  })

  it('keeps the email queued while the SMTP server is down, and sends it once it is back', async () => {
    const email = anEmail('retry')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})

    await withMailOutbox(async () => {
      await smtp.close()
      smtpRunning = false
      const id = await queueEmail(db, email)

      const result = await deliverQueuedEmails()

      expect(result.failed).toBeGreaterThanOrEqual(1)
      const failed = await rowOf(id)
      expect(failed).toMatchObject({ status: 'queued', attempts: 1, sentAt: null })
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i)
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
      expect(logged).toHaveBeenCalled()

      smtp = await startSmtpCapture(undefined, { port: smtpPort })
      smtpRunning = true
      // Not retried before its next attempt is due …
      await deliverQueuedEmails()
      expect((await rowOf(id)).status).toBe('queued')
      // … and sent when it is.
      await db
        .update(outboundEmails)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outboundEmails.id, id))
      await deliverQueuedEmails()

      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
      await smtp.waitFor((received) => received.to.includes(email.to))
    })
    logged.mockRestore()
  })

  it('sends an email again when the process that claimed it died before recording the result', async () => {
    const email = anEmail('stuck')

    await withMailOutbox(async () => {
      const id = await queueEmail(db, email)
      // As a crashed run leaves it: claimed for sending, lease still running.
      await db
        .update(outboundEmails)
        .set({ status: 'sending', attempts: 1, nextAttemptAt: sql`now() + interval '5 minutes'` })
        .where(eq(outboundEmails.id, id))
      await deliverQueuedEmails()
      expect(receivedBy(email.to)).toEqual([])

      // The lease runs out: the next run picks it up.
      await db
        .update(outboundEmails)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outboundEmails.id, id))
      await deliverQueuedEmails()

      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 })
      await smtp.waitFor((received) => received.to.includes(email.to))
    })
  })

  it('gives up after the fifth failed attempt', async () => {
    const email = anEmail('give-up')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})

    await withMailOutbox(async () => {
      await smtp.close()
      smtpRunning = false
      const id = await queueEmail(db, email)
      await db.update(outboundEmails).set({ attempts: 4 }).where(eq(outboundEmails.id, id))

      await deliverQueuedEmails()

      const row = await rowOf(id)
      expect(row).toMatchObject({ status: 'failed', attempts: 5 })
      expect(row.lastError).toBeTruthy()
    })
    logged.mockRestore()
  })
})
