import { afterAll, describe, expect, it, vi } from 'vitest'
import { startSmtpCapture } from '#tests/support/smtp'
import { withMailOutbox } from '#tests/factories/outbox'
import { pollingOften } from '#tests/support/jobs'

// The job's emails go through a real SMTP server on loopback; SMTP_URL is read when the env
// module is first imported, so it is set before anything of the app is imported.
const smtp = await startSmtpCapture()
vi.stubEnv('SMTP_URL', smtp.url)

const { eq } = await import('drizzle-orm')
const { db } = await import('~/platform/db.server')
const { startJobs, sendJob, stopJobs } = await import('~/platform/jobs.server')
const { makeCompanyWithAdmin, makeMember } = await import('#tests/factories/accounts')
const { currentAcknowledgements, insertArticle } =
  await import('#tests/factories/knowledge-reading')
const { articleAcknowledgements } = await import('../knowledge.tables')
const { reassignExpiredAcknowledgements } = await import('./acknowledgements.server')
const { kbReassignJob } = await import('./reading-jobs.server')

afterAll(async () => {
  await stopJobs()
  await smtp.close()
  vi.unstubAllEnvs()
})

const monthsAgo = (months: number, from = new Date()) => {
  const date = new Date(from)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date
}

async function readerWithAcknowledgements() {
  const { company } = await makeCompanyWithAdmin()
  const reader = await makeMember(company, { firstName: 'Rita' })
  const quarterly = await insertArticle(company, {
    title: 'Quarterly check',
    reassignMonthDuration: 3,
  })
  const never = await insertArticle(company, { title: 'Read once', reassignMonthDuration: 0 })
  const recent = await insertArticle(company, { title: 'Recent read', reassignMonthDuration: 3 })
  const acknowledge = (articleId: number, at: Date) =>
    db.insert(articleAcknowledgements).values({
      companyId: company.id,
      articleId,
      membershipId: reader.membership.id,
      revision: 1,
      method: 1,
      signature: 'Rita Person',
      acknowledgedAt: at,
    })
  await acknowledge(quarterly.id, monthsAgo(4))
  await acknowledge(never.id, monthsAgo(40))
  await acknowledge(recent.id, monthsAgo(2))
  return { reader, quarterly, never, recent }
}

describe("the 'kb-reassign' job", () => {
  it('supersedes acknowledgements older than the reassign period, only those, once', async () => {
    const { quarterly, never, recent } = await readerWithAcknowledgements()
    const now = new Date()
    await withMailOutbox(async () => {
      expect(await reassignExpiredAcknowledgements(now)).toBeGreaterThanOrEqual(1)
      expect(await currentAcknowledgements(quarterly.id)).toEqual([])
      expect(await currentAcknowledgements(never.id)).toHaveLength(1)
      expect(await currentAcknowledgements(recent.id)).toHaveLength(1)
      // Two months on, the recent one is due too; the old one is not reassigned twice.
      const later = new Date(now)
      later.setUTCMonth(later.getUTCMonth() + 2)
      await reassignExpiredAcknowledgements(later)
      expect(await currentAcknowledgements(recent.id)).toEqual([])
      expect(await currentAcknowledgements(never.id)).toHaveLength(1)
      const rows = await db
        .select()
        .from(articleAcknowledgements)
        .where(eq(articleAcknowledgements.articleId, quarterly.id))
      expect(rows).toHaveLength(1)
    })
  })

  it('runs through the pg-boss queue and emails the reader a link to the article', async () => {
    const { reader, quarterly } = await readerWithAcknowledgements()
    await withMailOutbox(async () => {
      await startJobs([pollingOften(kbReassignJob)])
      expect(await sendJob('kb-reassign')).toEqual(expect.any(String))
      const mail = await smtp.waitFor(
        (received) =>
          received.to.includes(reader.user.email) && received.subject.includes('Quarterly check'),
        30_000,
      )
      expect(mail.subject).toBe('Please read again: Quarterly check')
      expect(mail.text).toContain(`/knowledgebase/articles/${quarterly.id}`)
      expect(mail.text).toContain('Hello Rita')
      expect(await currentAcknowledgements(quarterly.id)).toEqual([])
    })
  }, 60_000)
})
