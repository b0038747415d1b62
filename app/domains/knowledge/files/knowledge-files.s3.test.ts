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

/** A new company's admin, and the file services as imported once S3 is configured. */
async function signedInAdminWithFiles() {
  const { makeCompanyWithAdmin, signedIn } = await import('#tests/factories/accounts')
  const { testMeta } = await import('#tests/factories/request')
  const files = {
    ...(await import('./knowledge-files.server')),
    ...(await import('./knowledge-file-uploads.server')),
    UPLOAD_URL_SECONDS: (await import('../../files/direct-uploads.server')).UPLOAD_URL_SECONDS,
  }
  const { company, admin } = await makeCompanyWithAdmin()
  return { company, actor: (await signedIn(admin.user, company)).actor, files, testMeta }
}

const PDF = new Uint8Array(readFileSync('tests/fixtures/knowledge/Safety_Handbook-2024.pdf'))

describe('generate-s3-presigned-url with S3 configured', () => {
  it(
    'answers a presigned S3 PUT; the browser uploads straight to S3 and completes the file',
    { timeout: 60_000 },
    async () => {
      const { company, actor, files, testMeta } = await signedInAdminWithFiles()

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

describe('a large file with S3 configured: multipart', () => {
  it(
    'plans parts, presigns each on demand, joins them on completion and serves byte ranges',
    { timeout: 60_000 },
    async () => {
      const { actor, files, testMeta } = await signedInAdminWithFiles()
      // A PDF of 11 MiB: its real first bytes, then filler. S3's smallest part is 5 MiB.
      const MiB = 1024 * 1024
      const big = new Uint8Array(11 * MiB).fill(0x20)
      big.set(PDF)
      big.set(new TextEncoder().encode('middle'), 5 * MiB - 3)

      const start = await files.startDirectUpload(
        actor,
        testMeta(),
        {
          file_name: 'site-survey.pdf',
          file_content_type: 'application/pdf',
          file_size: big.length,
        },
        new Date(),
        { multipartAbove: MiB, partBytes: 5 * MiB },
      )
      expect(start).toMatchObject({
        method: 'PUT',
        content_type: 'application/pdf',
        chunk_size: null,
        multipart: { part_size: 5 * MiB, part_count: 3 },
      })
      expect(new URL(start.url).searchParams.get('partNumber')).toBe('1')
      const token = start.complete_url.split('/').at(-2)!
      expect(start.multipart!.part_url).toBe(`/knowledgebase/uploads/${token}/parts`)
      await expect(files.presignUploadPart(token, 4)).rejects.toMatchObject({
        code: 'VALIDATION',
      })

      const sendPart = async (number: number) => {
        const url = number === 1 ? start.url : (await files.presignUploadPart(token, number)).url
        const body = big.slice((number - 1) * 5 * MiB, number * 5 * MiB)
        const response = await fetch(url, { method: 'PUT', body })
        expect(response.status).toBe(200)
        return { part_number: number, etag: response.headers.get('etag')! }
      }
      const parts = [await sendPart(1), await sendPart(2)]
      // A part whose connection dropped is simply sent again; S3 keeps the last copy.
      parts[1] = await sendPart(2)

      // Completing without part 3 is refused and names the parts expected.
      await expect(
        files.completeDirectUpload(token, testMeta(), new Date(), { parts }),
      ).rejects.toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/1 to 3/) })
      parts.push(await sendPart(3))
      const view = await files.completeDirectUpload(token, testMeta(), new Date(), { parts })
      expect(view).toMatchObject({ id: start.file_id, sizeBytes: big.length })

      // Served from S3 without buffering, and seekable: a range across the first part boundary.
      const whole = await files.knowledgeFileResponse(actor, testMeta(), view.id, 'inline')
      expect(whole.status).toBe(200)
      expect(whole.headers.get('accept-ranges')).toBe('bytes')
      expect(whole.headers.get('content-length')).toBe(String(big.length))
      await whole.body?.cancel()
      const from = 5 * MiB - 3
      const part = await files.knowledgeFileResponse(
        actor,
        testMeta(),
        view.id,
        'inline',
        `bytes=${from}-${from + 5}`,
      )
      expect(part.status).toBe(206)
      expect(part.headers.get('content-range')).toBe(`bytes ${from}-${from + 5}/${big.length}`)
      expect(await part.text()).toBe('middle')
      const beyond = await files.knowledgeFileResponse(
        actor,
        testMeta(),
        view.id,
        'inline',
        `bytes=${big.length}-`,
      )
      expect(beyond.status).toBe(416)
      expect(beyond.headers.get('content-range')).toBe(`bytes */${big.length}`)
    },
  )
})

describe('a company file with S3 configured (the same upload engine)', () => {
  it(
    'goes up in S3 parts, is recorded by its form and served in ranges from S3',
    { timeout: 60_000 },
    async () => {
      const { actor, testMeta } = await signedInAdminWithFiles()
      const uploads = await import('../../files/direct-uploads.server')
      const { fileUploadKind, finishedUpload } = await import('../../files/file-uploads.server')
      const { createCompanyFile, companyFileResponse } =
        await import('../../company/company-files.server')
      const MiB = 1024 * 1024
      const video = new Uint8Array(6 * MiB).fill(0x2e)
      video.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32])
      video.set(new TextEncoder().encode('seek'), 5 * MiB - 2)

      const start = await uploads.startUpload(
        fileUploadKind,
        { actor, meta: testMeta() },
        {
          input: { file_name: 'tour.mp4', file_content_type: '', file_size: video.length },
          area: 'company-files',
          plan: { multipartAbove: MiB, partBytes: 5 * MiB },
        },
      )
      expect(start.multipart).toMatchObject({ part_count: 2 })
      const token = start.complete_url.split('/').at(-2)!
      const parts = []
      for (const number of [1, 2]) {
        const url =
          number === 1
            ? start.url
            : (await uploads.presignUploadPart(fileUploadKind, token, number)).url
        const body = video.slice((number - 1) * 5 * MiB, number * 5 * MiB)
        const put = await fetch(url, { method: 'PUT', body })
        parts.push({ part_number: number, etag: put.headers.get('etag')! })
      }
      const done = await uploads.completeUpload(fileUploadKind, token, testMeta(), new Date(), {
        parts,
      })
      expect(finishedUpload(done, token)).toMatchObject({ size: video.length })

      const file = await createCompanyFile(
        actor,
        actor.companyId,
        { title: 'Tour', description: '', file_type: null, upload: { uploadToken: token } },
        testMeta(),
      )
      const range = `bytes=${5 * MiB - 2}-${5 * MiB + 1}`
      const seek = new Request('http://localhost/', { headers: { range } })
      const part = await companyFileResponse(actor, file.id, 'inline', testMeta(), seek)
      expect(part.status).toBe(206)
      expect(await part.text()).toBe('seek')
    },
  )
})
