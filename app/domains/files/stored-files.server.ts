import { createHash } from 'node:crypto'
import { AppError } from '~/platform/errors.server'
import { fileStore, type ByteRange } from '~/platform/storage.server'
import { attachmentDisposition, UPLOAD_ERROR, type Upload } from '~/platform/uploads.server'
import { extensionOf, isViewable, kindOf, MAX_FILE_BYTES } from './file-kinds'

/** Messages of a refused upload (the REST API answers in English; pages translate them). */
export const FILE_MESSAGES = {
  required: 'Choose a file',
  notAllowed: 'This type of file is not allowed',
  mismatch: 'The file’s content does not match its name',
  empty: 'The file is empty',
} as const

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const isoMedia = (b: Uint8Array) =>
  ['ftyp', 'moov', 'mdat', 'wide', 'free'].includes(ascii(b, 4, 4))
const riff = (form: string) => (b: Uint8Array) =>
  ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === form

/** Text that a browser could take for markup is refused even as .txt or .csv. */
function plainText(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024))
  if (head.includes('\u0000')) return false
  return !/<\s*(!doctype|html|script|svg|iframe|body|head)\b/i.test(head)
}

/**
 * The first bytes each allowed extension must start with (its magic number), so a renamed
 * executable or HTML page is refused. A small table of our own instead of a library: the
 * allow-list is short and fixed.
 */
const SNIFFERS: Record<string, (bytes: Uint8Array) => boolean> = {
  pdf: (b) => ascii(b, 0, 5) === '%PDF-',
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  gif: (b) => ascii(b, 0, 4) === 'GIF8',
  webp: riff('WEBP'),
  mp3: (b) => ascii(b, 0, 3) === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  wav: riff('WAVE'),
  ogg: (b) => ascii(b, 0, 4) === 'OggS',
  aac: (b) => ascii(b, 0, 4) === 'ADIF' || (b[0] === 0xff && ((b[1] ?? 0) & 0xf6) === 0xf0),
  flac: (b) => ascii(b, 0, 4) === 'fLaC',
  m4a: isoMedia,
  mp4: isoMedia,
  m4v: isoMedia,
  mov: isoMedia,
  avi: riff('AVI '),
  wmv: (b) => startsWith(b, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]),
  flv: (b) => ascii(b, 0, 3) === 'FLV',
  webm: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]),
  doc: (b) => startsWith(b, OLE),
  xls: (b) => startsWith(b, OLE),
  ppt: (b) => startsWith(b, OLE),
  docx: (b) => startsWith(b, ZIP),
  xlsx: (b) => startsWith(b, ZIP),
  pptx: (b) => startsWith(b, ZIP),
  odt: (b) => startsWith(b, ZIP),
  ods: (b) => startsWith(b, ZIP),
  odp: (b) => startsWith(b, ZIP),
  zip: (b) => startsWith(b, ZIP),
  rtf: (b) => ascii(b, 0, 5) === '{\\rtf',
  txt: plainText,
  csv: plainText,
}

/** An upload that passed the checks, with the content type we will serve it with. */
export interface CheckedFile {
  fileName: string
  extension: string
  contentType: string
  bytes: Uint8Array
}

/**
 * Refuses a missing, empty, too large, not allowed or disguised file (400 on `field`); the size
 * is checked again here because JSON and tests can hand over bytes without readUploadForm.
 */
export function checkUpload(upload: Upload | null, field = 'file'): CheckedFile {
  if (!upload) throw AppError.invalidField(field, FILE_MESSAGES.required)
  if (upload.bytes.length === 0) throw AppError.invalidField(field, FILE_MESSAGES.empty)
  if (upload.bytes.length > MAX_FILE_BYTES) throw AppError.invalidField(field, UPLOAD_ERROR)
  const extension = extensionOf(upload.name)
  const kind = kindOf(upload.name)
  if (!kind) throw AppError.invalidField(field, FILE_MESSAGES.notAllowed)
  if (!SNIFFERS[extension]!(upload.bytes))
    throw AppError.invalidField(field, FILE_MESSAGES.mismatch)
  // Keep the name for people, without any path a browser or OS might add.
  const fileName = upload.name.split(/[\\/]/).pop()!.slice(0, 200)
  return { fileName, extension, contentType: kind.contentType, bytes: upload.bytes }
}

/**
 * The part of a file a `Range: bytes=…` header asks for: one range (first-last, first- or
 * -suffix), clipped to the file; 'unsatisfiable' when it starts past the end. Anything else
 * (several ranges, a unit we do not know, garbage) is ignored and the whole file is sent, as
 * RFC 9110 allows.
 */
export function requestedRange(
  header: string | null,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (match[2] !== '' && Number(match[2]) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end }
}

/**
 * A stored file's ETag: its key and size. A key is never written twice (a replaced file gets a
 * new one), so this names the bytes without reading them.
 */
function entityTag(storageKey: string, size: number): string {
  const digest = createHash('sha256').update(storageKey).digest('base64url').slice(0, 22)
  return `"${digest}-${size.toString(36)}"`
}

/**
 * The HTTP response of a stored file, streamed from the store (a 30 GB video is never held in
 * memory). `inline` only for the viewable kinds (pdf, images, audio, video); everything else is
 * always an attachment. A `Range` header (video and audio players seek with it, download
 * managers resume with it) gets a 206 with that part, or a 416 when it starts past the end;
 * with an `If-Range` that is not this file's ETag (the file changed since the first part) the
 * whole file is sent instead. server.js adds `X-Content-Type-Options: nosniff` to every
 * response, which keeps browsers to the content type we chose.
 */
export async function fileResponse(
  row: { storageKey: string; fileName: string; contentType: string },
  mode: 'inline' | 'attachment',
  rangeHeader: string | null = null,
  ifRangeHeader: string | null = null,
): Promise<Response> {
  const inline = mode === 'inline' && isViewable(row.fileName)
  const size = await fileStore.size(row.storageKey)
  if (size === null) throw new Response('Not Found', { status: 404 })
  const headers = new Headers({
    'Content-Type': row.contentType,
    'Content-Disposition': attachmentDisposition(row.fileName, inline),
    'Cache-Control': 'private, no-store',
    'Accept-Ranges': 'bytes',
    ETag: entityTag(row.storageKey, size),
  })
  const current = ifRangeHeader === null || ifRangeHeader.trim() === headers.get('ETag')
  const range = current ? requestedRange(rangeHeader, size) : null
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`)
    return new Response(null, { status: 416, headers })
  }
  const body = await fileStore.stream(row.storageKey, range ?? undefined)
  if (!body) throw new Response('Not Found', { status: 404 })
  if (!range) {
    headers.set('Content-Length', String(size))
    return new Response(body, { headers })
  }
  headers.set('Content-Length', String(range.end - range.start + 1))
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
  return new Response(body, { status: 206, headers })
}
