import { describe, expect, it } from 'vitest'
import { SAMPLE_FILES } from '#tests/factories/files'
import { isAppError } from '~/platform/errors.server'
import { UPLOAD_ERROR } from '~/platform/uploads.server'
import { MAX_FILE_BYTES, viewerOf } from './file-kinds'
import { checkUpload, FILE_MESSAGES } from './stored-files.server'

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
