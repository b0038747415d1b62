import { randomUUID } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { withMailOutbox } from '#tests/factories/outbox'

// The embedded default: with no SMTP_URL, delivered mail becomes .eml files under DATA_DIR/mail.
vi.stubEnv('SMTP_URL', undefined)

const { eq } = await import('drizzle-orm')
const { db } = await import('./db.server')
const { dataDir } = await import('./env.server')
const { deliverQueuedEmails, queueEmail } = await import('./mail.server')
const { outboundEmails } = await import('./mail.tables')

const written: string[] = []
afterAll(async () => {
  await Promise.all(written.map((file) => rm(file, { force: true })))
  vi.unstubAllEnvs()
})

describe('mail outbox without an SMTP server', () => {
  it('writes each delivered email as an .eml file under DATA_DIR/mail and marks it sent', async () => {
    const template = `test_${randomUUID().slice(0, 8)}`
    const to = `${template}@example.test`
    vi.spyOn(console, 'info').mockImplementation(() => {})

    const id = await withMailOutbox(async () => {
      const queued = await queueEmail(db, {
        companyId: null,
        template,
        to,
        subject: 'Your weekly summary',
        text: 'Three new articles were published.',
        html: '<p>Three new articles were published.</p>',
      })
      await deliverQueuedEmails()
      return queued
    })

    const file = path.join(dataDir, 'mail', `${String(id).padStart(6, '0')}-${template}.eml`)
    written.push(file)
    const eml = await readFile(file, 'utf8')
    expect(eml).toContain(`To: ${to}`)
    expect(eml).toContain('Subject: Your weekly summary')
    expect(eml).toContain('Three new articles were published.')
    expect(eml).toContain('Content-Type: text/html')
    const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id))
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
  })
})
