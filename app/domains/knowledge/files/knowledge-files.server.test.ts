import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { fileStore } from '~/platform/storage.server'
import type { Company } from '../../company/company.tables'
import { mp4RenditionKey } from '../../files/mp4-renditions.server'
import { MAX_UPLOAD_BYTES, PresignRequestSchema } from '../../files/direct-uploads'
import { uploadToken } from '../../files/direct-uploads.server'
import {
  deleteKnowledgeFile,
  getKnowledgeFile,
  knowledgeFileMp4Response,
  knowledgeFileResponse,
  listKnowledgeFiles,
  storeKnowledgeUpload,
} from './knowledge-files.server'
import {
  completeDirectUpload,
  receiveUploadPart,
  startDirectUpload,
  knowledgeUploads,
  uploadProgress,
} from './knowledge-file-uploads.server'
import { articleCategories, articleFiles, articles, knowledgeFiles } from '../knowledge.tables'

const PDF = new Uint8Array(readFileSync('tests/fixtures/knowledge/Safety_Handbook-2024.pdf'))

async function companyWithKbAdmin() {
  const { company, admin } = await makeCompanyWithAdmin()
  const kbAdmin = await makeMember(company, { roles: ['user_is_kb_admin'] })
  const staff = await makeMember(company)
  return {
    company,
    admin: (await signedIn(admin.user, company)).actor,
    kbAdmin: (await signedIn(kbAdmin.user, company)).actor,
    staff: (await signedIn(staff.user, company)).actor,
  }
}

const pdfUpload = (name = 'Safety_Handbook-2024.pdf') => ({
  name,
  contentType: 'application/pdf',
  bytes: PDF,
})

/** The token part of an upload URL such as /knowledgebase/uploads/{token}. */
const tokenOf = (url: string) => url.split('/').pop()!

function part(bytes: Uint8Array, start: number, end: number, total: number) {
  return new Request('http://localhost/knowledgebase/uploads/x', {
    method: 'PUT',
    headers: {
      'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${total}`,
    },
    body: bytes.slice(start, end + 1),
  })
}

async function articleWithFile(company: Company, fileId: number, visibility = 1) {
  const [category] = await db
    .insert(articleCategories)
    .values({ companyId: company.id, name: 'Policies' })
    .returning()
  const [article] = await db
    .insert(articles)
    .values({
      companyId: company.id,
      title: 'Handbook',
      categoryId: category!.id,
      body: '<p>Read it</p>',
      visibility,
    })
    .returning()
  await db.insert(articleFiles).values({ articleId: article!.id, fileId })
  return article!
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

describe('storeKnowledgeUpload (the multipart path)', () => {
  it('stores a checked file for KB admins and refuses staff (403) and disguised files', async () => {
    const { kbAdmin, staff } = await companyWithKbAdmin()
    const file = await storeKnowledgeUpload(kbAdmin, testMeta(), pdfUpload())
    expect(file).toMatchObject({ fileName: 'Safety_Handbook-2024.pdf', sizeBytes: PDF.length })
    expect(file.completedAt).not.toBeNull()
    expect(await fileStore.get(file.storageKey)).toEqual(PDF)

    expect(await refusal(storeKnowledgeUpload(staff, testMeta(), pdfUpload()))).toMatchObject({
      code: 'FORBIDDEN',
    })
    const html = {
      name: 'x.pdf',
      contentType: 'application/pdf',
      bytes: new TextEncoder().encode('<script>'),
    }
    expect(await refusal(storeKnowledgeUpload(kbAdmin, testMeta(), html))).toMatchObject({
      code: 'VALIDATION',
    })
  })
})

describe('direct uploads to our own signed URL', () => {
  it('takes a file in parts, resumes after a dropped part, and completes with the last one', async () => {
    const { kbAdmin } = await companyWithKbAdmin()
    const total = PDF.length
    const start = await startDirectUpload(kbAdmin, testMeta(), {
      file_name: 'handbook.pdf',
      file_content_type: 'application/octet-stream',
      file_size: total,
    })
    expect(start).toMatchObject({ method: 'PUT', content_type: 'application/pdf' })
    expect(start.url).toMatch(/^\/knowledgebase\/uploads\/\d+\.\d+\.[\w-]+$/)
    const token = tokenOf(start.url)

    const half = Math.floor(total / 2)
    expect(await receiveUploadPart(token, part(PDF, 0, half - 1, total), testMeta())).toMatchObject(
      { received: half, complete: false },
    )
    // The connection drops in the middle of the second part: only the first part counts.
    const dropped = new Request('http://localhost/', {
      method: 'PUT',
      headers: {
        'content-length': String(total - half),
        'content-range': `bytes ${half}-${total - 1}/${total}`,
      },
      body: PDF.slice(half, half + 10),
    })
    expect(await refusal(receiveUploadPart(token, dropped, testMeta()))).toMatchObject({
      code: 'VALIDATION',
    })
    expect(await uploadProgress(token)).toMatchObject({ received: half, complete: false })
    // A part that does not start at the received offset is refused with where to resume.
    expect(
      await refusal(receiveUploadPart(token, part(PDF, 0, total - 1, total), testMeta())),
    ).toMatchObject({ code: 'CONFLICT', message: `The next part must start at byte ${half}.` })
    // The file is not visible while uploading.
    expect(await refusal(getKnowledgeFile(kbAdmin, testMeta(), start.file_id))).toMatchObject({
      code: 'NOT_FOUND',
    })

    const done = await receiveUploadPart(token, part(PDF, half, total - 1, total), testMeta())
    expect(done).toMatchObject({ received: total, complete: true })
    const [row] = await db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, start.file_id))
    expect(row!.completedAt).not.toBeNull()
    expect(await fileStore.get(row!.storageKey)).toEqual(PDF)
    expect(await completeDirectUpload(token, testMeta())).toMatchObject({ id: start.file_id })
  })

  it('refuses a forged, altered or expired token, and another file’s signature', async () => {
    const { kbAdmin } = await companyWithKbAdmin()
    const now = new Date()
    const a = await startDirectUpload(
      kbAdmin,
      testMeta(),
      { file_name: 'a.pdf', file_content_type: '' },
      now,
    )
    const b = await startDirectUpload(
      kbAdmin,
      testMeta(),
      { file_name: 'b.pdf', file_content_type: '' },
      now,
    )
    const [idA, expires, signatureA] = tokenOf(a.url).split('.')
    const signatureB = tokenOf(b.url).split('.')[2]
    for (const forged of [
      `${idA}.${expires}.${signatureB}`,
      `${idA}.${Number(expires) + 3600}.${signatureA}`,
      `${b.file_id}.${expires}.${signatureA}`,
      'garbage',
    ]) {
      expect(await refusal(uploadProgress(forged))).toMatchObject({ code: 'NOT_FOUND' })
    }
    const later = new Date(now.getTime() + 7 * 3600 * 1000)
    expect(await refusal(uploadProgress(tokenOf(a.url), later))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This upload link has expired; start the upload again.',
    })
    // A token we signed ourselves with an old expiry is refused just the same.
    const expired = uploadToken(
      knowledgeUploads,
      { id: a.file_id, companyId: kbAdmin.companyId },
      1000,
    )
    expect(await refusal(uploadProgress(expired))).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('refuses files over 30 GB, types outside the allow-list, content that does not match, and staff', async () => {
    const { kbAdmin, staff } = await companyWithKbAdmin()
    expect(
      PresignRequestSchema.safeParse({ file_name: 'big.mp4', file_size: MAX_UPLOAD_BYTES + 1 })
        .success,
    ).toBe(false)
    expect(
      PresignRequestSchema.safeParse({ file_name: 'big.mp4', file_size: MAX_UPLOAD_BYTES }).success,
    ).toBe(true)
    expect(
      await refusal(
        startDirectUpload(kbAdmin, testMeta(), {
          file_name: 'page.html',
          file_content_type: 'text/html',
        }),
      ),
    ).toMatchObject({ code: 'VALIDATION' })
    expect(
      await refusal(
        startDirectUpload(staff, testMeta(), { file_name: 'a.pdf', file_content_type: '' }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' })

    const start = await startDirectUpload(kbAdmin, testMeta(), {
      file_name: 'fake.pdf',
      file_content_type: '',
    })
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    expect(
      await refusal(
        receiveUploadPart(
          tokenOf(start.url),
          part(html, 0, html.length - 1, html.length),
          testMeta(),
        ),
      ),
    ).toMatchObject({ code: 'VALIDATION' })
    expect(await uploadProgress(tokenOf(start.url))).toMatchObject({ received: 0, complete: false })
  })
})

describe('who sees, downloads and deletes knowledge-base files', () => {
  it('lets readers of an article with the file view it; others get 404, another company too', async () => {
    const { company, kbAdmin, staff, admin } = await companyWithKbAdmin()
    const file = await storeKnowledgeUpload(kbAdmin, testMeta(), pdfUpload())
    // Not attached to any article yet: staff cannot see it.
    expect(await refusal(getKnowledgeFile(staff, testMeta(), file.id))).toMatchObject({
      code: 'NOT_FOUND',
    })
    const article = await articleWithFile(company, file.id, 2)
    // ASSIGNED ONLY and not assigned to this person: still not theirs.
    expect(await refusal(getKnowledgeFile(staff, testMeta(), file.id))).toMatchObject({
      code: 'NOT_FOUND',
    })
    await db.update(articles).set({ visibility: 1 }).where(eq(articles.id, article.id))
    expect(await getKnowledgeFile(staff, testMeta(), file.id)).toMatchObject({
      id: file.id,
      url: `/knowledgebase/files/${file.id}`,
    })
    const inline = await knowledgeFileResponse(staff, testMeta(), file.id, 'inline')
    expect(inline.headers.get('content-disposition')).toMatch(/^inline/)
    expect(new Uint8Array(await inline.arrayBuffer())).toEqual(PDF)
    // Downloads are for KB admins.
    expect(
      await refusal(knowledgeFileResponse(staff, testMeta(), file.id, 'attachment')),
    ).toMatchObject({
      code: 'FORBIDDEN',
    })
    const download = await knowledgeFileResponse(admin, testMeta(), file.id, 'attachment')
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/)

    // Players seek and downloads resume with Range: that part (206), or 416 past the end.
    const seek = await knowledgeFileResponse(staff, testMeta(), file.id, 'inline', 'bytes=1-4')
    expect(seek.status).toBe(206)
    expect(seek.headers.get('content-range')).toBe(`bytes 1-4/${PDF.length}`)
    expect(seek.headers.get('content-length')).toBe('4')
    expect(await seek.text()).toBe('PDF-')
    const last = await knowledgeFileResponse(admin, testMeta(), file.id, 'attachment', 'bytes=-5')
    expect(new Uint8Array(await last.arrayBuffer())).toEqual(PDF.slice(-5))
    const beyond = await knowledgeFileResponse(
      staff,
      testMeta(),
      file.id,
      'inline',
      `bytes=${PDF.length}-`,
    )
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${PDF.length}`)
    // Several ranges at once are not worth a multipart answer: the whole file, as RFC 9110 allows.
    const several = await knowledgeFileResponse(
      staff,
      testMeta(),
      file.id,
      'inline',
      'bytes=0-1,4-5',
    )
    expect(several.status).toBe(200)
    expect(new Uint8Array(await several.arrayBuffer())).toEqual(PDF)

    const other = await companyWithKbAdmin()
    for (const actor of [other.kbAdmin, other.staff]) {
      expect(await refusal(getKnowledgeFile(actor, testMeta(), file.id))).toMatchObject({
        code: 'NOT_FOUND',
      })
      expect(
        await refusal(knowledgeFileResponse(actor, testMeta(), file.id, 'inline')),
      ).toMatchObject({
        code: 'NOT_FOUND',
      })
    }
    expect(await refusal(deleteKnowledgeFile(other.kbAdmin, testMeta(), file.id))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'file not found',
    })
    expect((await listKnowledgeFiles(other.kbAdmin, testMeta())).files).toEqual([])
  })

  it('lists the company’s files for KB admins and deletes them; a missing one is "file not found"', async () => {
    const { kbAdmin, staff } = await companyWithKbAdmin()
    const file = await storeKnowledgeUpload(kbAdmin, testMeta(), pdfUpload())
    expect((await listKnowledgeFiles(kbAdmin, testMeta())).files.map((f) => f.id)).toEqual([
      file.id,
    ])
    expect(await refusal(listKnowledgeFiles(staff, testMeta()))).toMatchObject({
      code: 'FORBIDDEN',
    })
    expect(await refusal(deleteKnowledgeFile(staff, testMeta(), file.id))).toMatchObject({
      code: 'FORBIDDEN',
    })
    await deleteKnowledgeFile(kbAdmin, testMeta(), file.id)
    expect(await fileStore.get(file.storageKey)).toBeNull()
    expect(await refusal(deleteKnowledgeFile(kbAdmin, testMeta(), file.id))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'file not found',
    })
  })

  it('lets every member see pictures put into article bodies by the editor', async () => {
    const { kbAdmin, staff } = await companyWithKbAdmin()
    const png = new Uint8Array(readFileSync('tests/fixtures/knowledge/chart.png'))
    const image = await storeKnowledgeUpload(
      kbAdmin,
      testMeta(),
      { name: 'chart.png', contentType: 'image/png', bytes: png },
      { purpose: 'editor-image' },
    )
    expect(await getKnowledgeFile(staff, testMeta(), image.id)).toMatchObject({ id: image.id })
    expect(
      await refusal(
        storeKnowledgeUpload(kbAdmin, testMeta(), pdfUpload(), { purpose: 'editor-image' }),
      ),
    ).toMatchObject({ code: 'VALIDATION' })
  })
})

describe('videos as mp4 (/view?as=mp4, seed §4: the player retries once as mp4)', () => {
  const MP4 = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0])
  /** A WebM header and nothing a decoder can use: no ffmpeg makes an mp4 of it. */
  const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4])
  const video = (name: string, bytes: Uint8Array) => ({ name, contentType: 'video/*', bytes })

  it('answers an mp4 itself, a rendition when one was made, else 404; another company 404', async () => {
    const { kbAdmin, staff } = await companyWithKbAdmin()
    const mp4 = await storeKnowledgeUpload(kbAdmin, testMeta(), video('intro.mp4', MP4))
    const same = await knowledgeFileMp4Response(kbAdmin, testMeta(), mp4.id)
    expect(same.headers.get('content-type')).toBe('video/mp4')
    expect(new Uint8Array(await same.arrayBuffer())).toEqual(MP4)

    const webm = await storeKnowledgeUpload(kbAdmin, testMeta(), video('walkround.webm', WEBM))
    expect(await refusal(knowledgeFileMp4Response(kbAdmin, testMeta(), webm.id))).toMatchObject({
      code: 'NOT_FOUND',
    })
    // What the conversion at upload stores when ffmpeg is installed (this machine has none).
    await fileStore.put(mp4RenditionKey(webm.storageKey), MP4, 'video/mp4')
    const rendition = await knowledgeFileMp4Response(kbAdmin, testMeta(), webm.id, 'bytes=0-3')
    expect(rendition.status).toBe(206)
    expect(rendition.headers.get('content-type')).toBe('video/mp4')
    expect(rendition.headers.get('content-disposition')).toContain('walkround.mp4')
    expect(new Uint8Array(await rendition.arrayBuffer())).toEqual(MP4.slice(0, 4))
    // Not a reader of an article with it: as for the file itself.
    expect(await refusal(knowledgeFileMp4Response(staff, testMeta(), webm.id))).toMatchObject({
      code: 'NOT_FOUND',
    })
    const other = await companyWithKbAdmin()
    expect(
      await refusal(knowledgeFileMp4Response(other.kbAdmin, testMeta(), mp4.id)),
    ).toMatchObject({ code: 'NOT_FOUND' })

    await deleteKnowledgeFile(kbAdmin, testMeta(), webm.id)
    expect(await fileStore.get(mp4RenditionKey(webm.storageKey))).toBeNull()
  })
})
