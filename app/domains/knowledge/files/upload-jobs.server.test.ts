import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { dataDir } from '~/platform/env.server'
import { sendJob, startJobs, stopJobs } from '~/platform/jobs.server'
import { pollingOften } from '#tests/support/jobs'
import { storeKnowledgeUpload } from './knowledge-files.server'
import { ABANDONED_AFTER_MS } from '../../files/direct-uploads.server'
import {
  receiveUploadPart,
  removeAbandonedUploads,
  startDirectUpload,
} from './knowledge-file-uploads.server'
import { knowledgeFiles } from '../knowledge.tables'
import { kbUploadCleanupJob } from './upload-jobs.server'

afterAll(() => stopJobs())

const PDF = new Uint8Array(readFileSync('tests/fixtures/knowledge/Safety_Handbook-2024.pdf'))

/** A direct upload to our own URL that received its first 100 bytes and then stopped. */
async function halfUpload(actor: Parameters<typeof startDirectUpload>[0], name: string) {
  const start = await startDirectUpload(actor, testMeta(), {
    file_name: name,
    file_content_type: 'application/pdf',
    file_size: PDF.length,
  })
  const token = start.url.split('/').pop()!
  const request = new Request('http://localhost/', {
    method: 'PUT',
    headers: { 'content-length': '100', 'content-range': `bytes 0-99/${PDF.length}` },
    body: PDF.slice(0, 100),
  })
  await receiveUploadPart(token, request, testMeta())
  const [row] = await db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, start.file_id))
  const staging = path.join(dataDir, 'uploads', `${path.basename(row!.storageKey)}.part`)
  expect(existsSync(staging)).toBe(true)
  return { id: start.file_id, staging }
}

const startedAgo = (ids: number[], ms: number) =>
  db
    .update(knowledgeFiles)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(inArray(knowledgeFiles.id, ids))

const remaining = async (ids: number[]) =>
  (
    await db
      .select({ id: knowledgeFiles.id })
      .from(knowledgeFiles)
      .where(inArray(knowledgeFiles.id, ids))
  ).map((row) => row.id)

async function kbAdmin() {
  const { company } = await makeCompanyWithAdmin()
  const member = await makeMember(company, { roles: ['user_is_kb_admin'] })
  return (await signedIn(member.user, company)).actor
}

describe("the 'kb-upload-cleanup' job", () => {
  it('removes uploads left unfinished for a day with their bytes; recent and complete files stay', async () => {
    const actor = await kbAdmin()
    const abandoned = await halfUpload(actor, 'abandoned.pdf')
    const recent = await halfUpload(actor, 'still-coming.pdf')
    const complete = await storeKnowledgeUpload(actor, testMeta(), {
      name: 'old-but-complete.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    })
    await startedAgo([abandoned.id, complete.id], ABANDONED_AFTER_MS + 60_000)
    await startedAgo([recent.id], ABANDONED_AFTER_MS - 60_000)

    expect(await removeAbandonedUploads()).toBeGreaterThanOrEqual(1)
    expect((await remaining([abandoned.id, recent.id, complete.id])).sort()).toEqual(
      [recent.id, complete.id].sort(),
    )
    expect(existsSync(abandoned.staging)).toBe(false)
    expect(existsSync(recent.staging)).toBe(true)
  })

  it('runs daily through the pg-boss queue', async () => {
    const actor = await kbAdmin()
    const abandoned = await halfUpload(actor, 'closed-the-laptop.pdf')
    await startedAgo([abandoned.id], 2 * ABANDONED_AFTER_MS)
    await startJobs([pollingOften(kbUploadCleanupJob)])
    expect(kbUploadCleanupJob.cron).toBe('30 3 * * *')
    expect(await sendJob('kb-upload-cleanup')).toEqual(expect.any(String))
    const deadline = Date.now() + 30_000
    while ((await remaining([abandoned.id])).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(await remaining([abandoned.id])).toEqual([])
    expect(existsSync(abandoned.staging)).toBe(false)
  }, 60_000)
})
