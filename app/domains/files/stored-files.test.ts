import { mkdir, open } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_FILES } from '#tests/factories/files'
import { dataDir } from '~/platform/env.server'
import { isAppError } from '~/platform/errors.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import { UPLOAD_ERROR } from '~/platform/uploads.server'
import { MAX_FILE_BYTES, viewerOf } from './file-kinds'
import { checkUpload, FILE_MESSAGES, fileResponse } from './stored-files.server'

function refusal(name: string, bytes: Uint8Array): string | undefined {
  try {
    checkUpload({ name, contentType: 'text/html', bytes })
    return undefined
  } catch (error) {
    if (!isAppError(error)) throw error
    return error.fieldErrors?.file?.[0]
  }
}

describe('checkUpload', () => {
  it('accepts allowed files whose first bytes match their name, typed by us, not the sender', () => {
    const pdf = checkUpload({
      name: 'C:\\docs\\Contract.PDF',
      contentType: 'text/html',
      bytes: SAMPLE_FILES.pdf,
    })
    expect(pdf).toMatchObject({
      fileName: 'Contract.PDF',
      extension: 'pdf',
      contentType: 'application/pdf',
    })
    expect(
      checkUpload({ name: 'photo.png', contentType: '', bytes: SAMPLE_FILES.png }).contentType,
    ).toBe('image/png')
    expect(
      checkUpload({ name: 'notes.txt', contentType: '', bytes: SAMPLE_FILES.txt }).contentType,
    ).toMatch(/^text\/plain/)
  })

  it('refuses executables, markup and files disguised by their name', () => {
    expect(refusal('setup.exe', SAMPLE_FILES.exe)).toBe(FILE_MESSAGES.notAllowed)
    expect(refusal('page.html', SAMPLE_FILES.html)).toBe(FILE_MESSAGES.notAllowed)
    expect(refusal('drawing.svg', SAMPLE_FILES.txt)).toBe(FILE_MESSAGES.notAllowed)
    expect(refusal('invoice.pdf', SAMPLE_FILES.exe)).toBe(FILE_MESSAGES.mismatch)
    expect(refusal('readme.txt', SAMPLE_FILES.html)).toBe(FILE_MESSAGES.mismatch)
    expect(refusal('photo.jpg', SAMPLE_FILES.png)).toBe(FILE_MESSAGES.mismatch)
    expect(refusal('no-extension', SAMPLE_FILES.pdf)).toBe(FILE_MESSAGES.notAllowed)
  })

  it('refuses an empty file and one over the limit', () => {
    expect(refusal('empty.pdf', new Uint8Array())).toBe(FILE_MESSAGES.empty)
    const big = new Uint8Array(MAX_FILE_BYTES + 1)
    big.set(SAMPLE_FILES.pdf)
    expect(refusal('big.pdf', big)).toBe(UPLOAD_ERROR)
  })
})

describe('viewerOf', () => {
  it('shows pdf, images, audio, video and office files in the page, the rest as a download', () => {
    expect(
      ['a.pdf', 'a.JPG', 'a.flac', 'a.m4a', 'a.wmv', 'a.webm', 'a.docx', 'a.odp', 'a.zip', 'a'].map(
        viewerOf,
      ),
    ).toEqual([
      'pdf',
      'image',
      'audio',
      'audio',
      'video',
      'video',
      'office',
      'presentation',
      'other',
      'other',
    ])
  })
})

describe('fileResponse of a 4 GB video on disk (a sparse file: no 4 GB written)', () => {
  const size = 4 * 1024 ** 3 + 3
  const middle = 2 * 1024 ** 3
  const row = {
    storageKey: newStorageKey(1, 'employee-files', 'mp4'),
    fileName: 'all-hands.mp4',
    contentType: 'video/mp4',
  }

  beforeAll(async () => {
    const file = path.join(dataDir, 'files', ...row.storageKey.split('/'))
    await mkdir(path.dirname(file), { recursive: true })
    const handle = await open(file, 'w')
    const write = (text: string, at: number) => handle.write(Buffer.from(text), 0, text.length, at)
    await write('FIRST', 0)
    await write('MIDDLE', middle)
    await write('LAST', size - 4)
    await handle.close()
  })
  afterAll(() => fileStore.remove(row.storageKey))

  /** The answer to `Range: range` (and `If-Range`), its body read only when it is a part. */
  async function ask(range: string | null, ifRange: string | null = null) {
    const response = await fileResponse(row, 'inline', range, ifRange)
    const header = (name: string) => response.headers.get(name)
    const body =
      response.status === 206 ? await response.text() : (await response.body?.cancel(), null)
    return {
      status: response.status,
      range: header('content-range'),
      length: header('content-length'),
      body,
      etag: header('etag'),
    }
  }

  it('sends the whole file without a range, seekable', async () => {
    const whole = await fileResponse(row, 'inline')
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('content-length')).toBe(String(size))
    expect(whole.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    await whole.body?.cancel()
  })

  it('answers the first, a middle and the last bytes, a suffix and an open range with 206', async () => {
    expect(await ask('bytes=0-4')).toMatchObject({
      status: 206,
      body: 'FIRST',
      range: `bytes 0-4/${size}`,
      length: '5',
    })
    expect(await ask(`bytes=${middle}-${middle + 5}`)).toMatchObject({
      status: 206,
      body: 'MIDDLE',
      range: `bytes ${middle}-${middle + 5}/${size}`,
    })
    expect(await ask(`bytes=${size - 4}-${size - 1}`)).toMatchObject({
      body: 'LAST',
      range: `bytes ${size - 4}-${size - 1}/${size}`,
    })
    expect(await ask('bytes=-4')).toMatchObject({
      status: 206,
      body: 'LAST',
      range: `bytes ${size - 4}-${size - 1}/${size}`,
    })
    expect(await ask(`bytes=${size - 2}-`)).toMatchObject({ status: 206, body: 'ST', length: '2' })
    // An end past the file is clipped to it.
    expect(await ask(`bytes=${size - 4}-${size + 100}`)).toMatchObject({ body: 'LAST' })
  })

  it('refuses a range past the end with 416, and sends the whole file when If-Range names another version', async () => {
    expect(await ask(`bytes=${size}-`)).toMatchObject({
      status: 416,
      range: `bytes */${size}`,
      body: null,
    })
    expect(await ask('bytes=-0')).toMatchObject({ status: 416, range: `bytes */${size}` })
    const { etag } = await ask('bytes=0-0')
    expect(await ask('bytes=0-4', etag)).toMatchObject({ status: 206, body: 'FIRST' })
    expect(await ask('bytes=0-4', '"an-older-version"')).toMatchObject({
      status: 200,
      length: String(size),
      range: null,
    })
  })
})
