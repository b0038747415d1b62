import { mkdtemp, rm } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The presigned flow with S3 configured: a real S3 protocol server (s3rver) on loopback. The
 * storage adapter reads S3_* when it is first imported, so everything that touches the app's
 * modules is imported after the server is up and the variables are set.
 */
let s3: S3rver
let s3Dir = ''

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'gw-kb-s3-'))
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'kb-test', configs: [] }],
  })
  const address = await s3.run()
  Object.assign(process.env, {
    S3_BUCKET: 'kb-test',
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
})

afterAll(async () => {
  await s3?.close()
  await rm(s3Dir, { recursive: true, force: true })
})

const PDF = new Uint8Array(readFileSync('tests/fixtures/knowledge/Safety_Handbook-2024.pdf'))

describe('generate-s3-presigned-url with S3 configured', () => {
  it(
    'answers a presigned S3 PUT; the browser uploads straight to S3 and completes the file',
    { timeout: 60_000 },
    async () => {
      const { makeCompanyWithAdmin, signedIn } = await import('#tests/factories/accounts')
      const { testMeta } = await import('#tests/factories/request')
      const files = await import('./knowledge-files.server')
      const { company, admin } = await makeCompanyWithAdmin()
      const actor = (await signedIn(admin.user, company)).actor

      const start = await files.startDirectUpload(actor, testMeta(), {
        file_name: 'handbook.pdf',
        file_content_type: 'application/pdf',
        file_size: PDF.length,
      })
      expect(start).toMatchObject({
        method: 'PUT',
        content_type: 'application/pdf',
        chunk_size: null,
      })
      expect(start.url).toContain(
        `${process.env.S3_ENDPOINT}/kb-test/${company.id}/knowledge-files/`,
      )
      expect(start.url).toMatch(/X-Amz-Signature=/)
      const token = start.complete_url.split('/').at(-2)!

      // Completing before anything arrived is refused.
      await expect(files.completeDirectUpload(token, testMeta())).rejects.toMatchObject({
        code: 'CONFLICT',
      })
      // s3rver checks a presigned URL's expiry but not its V4 signature, so this test can only
      // prove the URL's shape: valid for UPLOAD_URL_SECONDS.
      const url = new URL(start.url)
      expect(url.searchParams.get('X-Amz-Expires')).toBe(String(files.UPLOAD_URL_SECONDS))

      const put = await fetch(start.url, {
        method: 'PUT',
        headers: { 'content-type': start.content_type },
        body: PDF,
      })
      expect(put.status).toBe(200)
      const view = await files.completeDirectUpload(token, testMeta())
      expect(view).toMatchObject({
        id: start.file_id,
        fileName: 'handbook.pdf',
        sizeBytes: PDF.length,
      })
      const response = await files.knowledgeFileResponse(actor, testMeta(), start.file_id, 'inline')
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF)
    },
  )
})
