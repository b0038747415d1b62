import { afterAll, describe, expect, it, vi } from 'vitest'
import { startSmtpCapture } from '#tests/support/smtp'
import { modelServerForFile } from '#tests/support/servers-for-file'

// Mail goes to a real SMTP server on loopback; SMTP_URL is read when the env module is first
// imported, so it is set before anything of the app is imported.
const smtp = await startSmtpCapture()
vi.stubEnv('SMTP_URL', smtp.url)
const model = await modelServerForFile()

const { makeCompanyWithAdmin, makeMember, signedIn } = await import('#tests/factories/accounts')
const { auditEntries } = await import('#tests/factories/audit')
const { withMailOutbox } = await import('#tests/factories/outbox')
const { testMeta } = await import('#tests/factories/request')
const { startJobs, stopJobs } = await import('~/platform/jobs.server')
const { runSelfCheck, sendTestEmail } = await import('./self-check.server')

afterAll(async () => {
  await stopJobs()
  await smtp.close()
  vi.unstubAllEnvs()
})

async function adminAsker() {
  const { company, admin } = await makeCompanyWithAdmin()
  const { actor } = await signedIn(admin.user, company)
  return { company, admin, asker: { actor, meta: testMeta() } }
}

const byName = async (asker: Awaited<ReturnType<typeof adminAsker>>['asker']) =>
  Object.fromEntries((await runSelfCheck(asker)).map((check) => [check.name, check]))

describe('the installation self-check', () => {
  it('tries the database, mail, storage and the AI provider for real, and says the queue is off', async () => {
    const { asker } = await adminAsker()
    const checks = await byName(asker)
    expect(Object.keys(checks)).toEqual(['database', 'mail', 'storage', 'jobs', 'ai', 'office'])
    expect(checks.database).toMatchObject({ status: 'ok', fix: null })
    expect(checks.database!.detail.values).toMatchObject({ engine: expect.any(String) })
    expect(checks.mail).toMatchObject({
      status: 'ok',
      detail: { values: { server: `127.0.0.1:${smtp.port}` } },
    })
    expect(checks.storage).toMatchObject({ status: 'ok' })
    // Nothing in a test process started pg-boss: the check says so and how to fix it.
    expect(checks.jobs).toMatchObject({ status: 'failed', fix: { text: expect.any(String) } })
    expect(checks.ai).toMatchObject({ status: 'ok' })
    expect(model.requests.at(-1)?.body.max_tokens).toBe(5)
    // npm test installs LibreOffice: its own version line answers.
    expect(checks.office).toMatchObject({
      status: 'ok',
      detail: { values: { version: expect.stringMatching(/^LibreOffice \d/) } },
    })
  })

  it('lists the job queues with their depths once pg-boss runs', async () => {
    const { asker } = await adminAsker()
    await startJobs([{ name: 'self-check-probe', cron: '0 0 1 1 *', run: async () => {} }])
    const { jobs } = await byName(asker)
    expect(jobs).toMatchObject({ status: 'ok', fix: null })
    expect(String(jobs!.detail.values?.depths)).toContain('self-check-probe: 0')
  })

  it('reports an AI provider that fails or is too slow, and one that is not set up; and no LibreOffice', async () => {
    const { asker } = await adminAsker()
    model.respondWith({ status: 401, error: { type: 'invalid_api_key', message: 'Bad key.' } })
    expect((await byName(asker)).ai).toMatchObject({
      status: 'failed',
      detail: { values: { error: 'Bad key.' } },
      fix: { text: expect.stringContaining('AI_API_KEY') },
    })
    vi.stubEnv('AI_TIMEOUT_MS', '200')
    model.respondWith({ delayMs: 2_000, content: 'OK' })
    expect((await byName(asker)).ai).toMatchObject({
      status: 'failed',
      detail: { values: { error: expect.stringContaining('200 ms') } },
    })
    vi.stubEnv('AI_BASE_URL', '')
    // And a server without LibreOffice: previews are off, and the page says how to turn them on.
    vi.stubEnv('LIBREOFFICE_PATH', '/nowhere/soffice')
    const unset = await byName(asker)
    expect(unset.ai).toMatchObject({ status: 'not-configured' })
    expect(unset.office).toMatchObject({
      status: 'not-configured',
      fix: { text: expect.stringContaining('LIBREOFFICE_PATH') },
    })
    vi.stubEnv('LIBREOFFICE_PATH', '')
    vi.stubEnv('AI_BASE_URL', model.url)
    vi.stubEnv('AI_TIMEOUT_MS', '')
    model.respondWith()
  })

  it('sends the asking admin a test message over SMTP, audited', async () => {
    const { admin, asker } = await adminAsker()
    await withMailOutbox(async () => {
      expect(await sendTestEmail(asker)).toEqual({ to: admin.user.email })
      const mail = await smtp.waitFor((message) => message.to.includes(admin.user.email))
      expect(mail.subject).toBe('Groundwork test message')
    })
    const [entry] = await auditEntries({
      action: 'installation.test_email',
      actorUserId: admin.user.id,
    })
    expect(entry).toMatchObject({ outcome: 'success' })
  })

  it('refuses members who are not company admins, and records it', async () => {
    const { company } = await adminAsker()
    const member = await makeMember(company, { roles: ['user_is_kb_admin'] })
    const { actor } = await signedIn(member.user, company)
    const asker = { actor, meta: testMeta() }
    await expect(runSelfCheck(asker)).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(sendTestEmail(asker)).rejects.toMatchObject({ code: 'FORBIDDEN' })
    const entries = await auditEntries({
      action: 'installation.check',
      actorUserId: member.user.id,
    })
    expect(entries[0]).toMatchObject({ outcome: 'denied' })
  })
})
