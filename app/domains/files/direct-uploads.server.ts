import { createHmac, timingSafeEqual } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { audit } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { dataDir, sessionSecret } from '~/platform/env.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { fileStore, newStorageKey, type StorageArea } from '~/platform/storage.server'
import { memberships } from '../accounts/accounts.tables'
import {
  CompletedPartsSchema,
  MAX_PARTS,
  MAX_UPLOAD_BYTES,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_FAILED,
  type PresignedUpload,
  type PresignRequest,
} from './direct-uploads'
import { extensionOf, kindOf } from './file-kinds'
import type { fileUploads, PendingUpload } from './files.tables'
import { mp4RenditionKey } from './mp4-renditions.server'
import { checkUpload } from './stored-files.server'

/**
 * The direct upload of a file up to 30 GB (seed §5; ADR 023), one engine for every table that
 * takes one: the signed upload URL or S3 presigned PUTs, the parts received, the completion, and
 * the daily cleanup of uploads never finished. A row exists from the moment the upload is granted
 * (`completedAt` null). Knowledge files are their own pending rows; staff and company files wait
 * in `file_uploads` until their form claims them (file-uploads.server.ts).
 */

/** Which table an upload lives in, and how its tokens, URLs and audit entries are named. */
export interface UploadKind {
  /** Signs this kind's tokens apart: a token of one kind never opens another kind's row. */
  name: string
  /** `knowledge_files` has the same columns as `file_uploads` (see files.tables.ts). */
  table: typeof fileUploads
  /** Where the token's URLs live: `{urlBase}/{token}`, `/complete`, `/parts/{n}`. */
  urlBase: string
  /** The audit log's entity type; the actions are `{entityType}.upload_start` and so on. */
  entityType: string
  /** The daily job that removes this kind's abandoned uploads (the audit log's 'ip'). */
  cleanupJob: string
  /** Follow-up work once a file's bytes are all in (queued, never awaited by the upload). */
  onComplete?: (file: PendingUpload) => void
}

/** How long a direct-upload URL stays valid: long enough to resume a 30 GB upload on a slow line. */
export const UPLOAD_URL_SECONDS = 6 * 60 * 60

/** How long one presigned part URL of an S3 multipart upload stays valid (asked per part). */
export const PART_URL_SECONDS = 60 * 60

/**
 * With S3, files above this size go up in parts (S3 caps one PUT at 5 GB, and a dropped
 * connection then costs one part instead of the whole file).
 */
export const MULTIPART_ABOVE_BYTES = 100 * 1024 * 1024

/** Smallest part of an S3 multipart upload; larger for huge files (S3 allows 10,000 parts). */
export const MULTIPART_PART_BYTES = 64 * 1024 * 1024

/** What the `upload` column holds while (and after) a file comes in through the direct flow. */
export interface UploadState {
  /**
   * 'local': Content-Range PUTs to our own signed URL; 's3': one presigned PUT straight to
   * object storage; 's3-multipart': presigned PUTs of numbered parts, joined on completion.
   */
  mode?: 'local' | 's3' | 's3-multipart'
  /** The S3 multipart upload ('s3-multipart' only). */
  multipart?: { uploadId: string; partSize: number; partCount: number }
  /** Pictures put into an article body by the editor: every member of the company may see them. */
  purpose?: 'editor-image'
}

export const stateOf = (file: PendingUpload) => (file.upload ?? {}) as UploadState

/** Where the parts of a large S3 upload go: how big each part is and how many there are. */
export interface MultipartPlan {
  /** Files above this many bytes go in parts (MULTIPART_ABOVE_BYTES; tests pass a small one). */
  multipartAbove?: number
  /** The smallest part (MULTIPART_PART_BYTES); S3 refuses parts below 5 MiB but the last. */
  partBytes?: number
}

function sign(kind: UploadKind, fileId: number, companyId: number, expires: number): string {
  return createHmac('sha256', sessionSecret)
    .update(`${kind.name}:${fileId}:${companyId}:${expires}`)
    .digest('base64url')
}

/** The credential of an upload's URLs: the row, the expiry and their signature. */
export function uploadToken(
  kind: UploadKind,
  file: Pick<PendingUpload, 'id' | 'companyId'>,
  expires: number,
) {
  return `${file.id}.${expires}.${sign(kind, file.id, file.companyId, expires)}`
}

function multipartSizes(size: number, partBytes: number) {
  const mib = 1024 * 1024
  const partSize = Math.max(partBytes, Math.ceil(size / MAX_PARTS / mib) * mib)
  return { partSize, partCount: Math.ceil(size / partSize) }
}

/** A new upload: its name, area and, for knowledge files, what it is for. */
export interface UploadStart {
  input: PresignRequest
  area: StorageArea
  state?: Pick<UploadState, 'purpose'>
  now?: Date
  plan?: MultipartPlan
}

/**
 * Starts a direct upload (the caller has authorized it): records a pending row and answers where
 * to PUT the bytes. With S3 configured that is a presigned S3 URL, or for a large file an S3
 * multipart upload (one presigned URL per part); otherwise a signed, expiring URL of our own
 * that takes the file in Content-Range parts and can be resumed.
 */
export async function startUpload(
  kind: UploadKind,
  { actor, meta }: { actor: Actor; meta: RequestMeta },
  { input, area, state = {}, now = new Date(), plan = {} }: UploadStart,
): Promise<PresignedUpload> {
  const fileName = input.file_name.split(/[\\/]/).pop()!.slice(0, 200)
  const fileKind = kindOf(fileName)
  if (!fileKind) throw AppError.invalidField('file_name', 'This type of file is not allowed')
  const storageKey = newStorageKey(actor.companyId, area, extensionOf(fileName))
  const size = input.file_size ?? 0
  const inParts =
    fileStore.multipart !== undefined && size > (plan.multipartAbove ?? MULTIPART_ABOVE_BYTES)
  const mode = inParts ? 's3-multipart' : fileStore.presignPut ? 's3' : 'local'
  const multipart = inParts
    ? {
        uploadId: await fileStore.multipart!.start(storageKey, fileKind.contentType),
        ...multipartSizes(size, plan.partBytes ?? MULTIPART_PART_BYTES),
      }
    : undefined
  const file = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kind.table)
      .values({
        companyId: actor.companyId,
        storageKey,
        fileName,
        contentType: fileKind.contentType,
        sizeBytes: size,
        upload: { ...state, mode, ...(multipart ? { multipart } : {}) } satisfies UploadState,
        uploadedByMembershipId: actor.membershipId,
      })
      .returning()
    await audit(tx, meta, {
      action: `${kind.entityType}.upload_start`,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: kind.entityType,
      entityId: row!.id,
      details: { file_name: fileName, size: input.file_size ?? null, mode, area },
    })
    return row!
  })
  const expires = Math.floor(now.getTime() / 1000) + UPLOAD_URL_SECONDS
  const base = `${kind.urlBase}/${uploadToken(kind, file, expires)}`
  const answer = {
    method: 'PUT' as const,
    expires_in: UPLOAD_URL_SECONDS,
    content_type: fileKind.contentType,
    file_id: file.id,
    complete_url: `${base}/complete`,
  }
  if (multipart) {
    const partOne = fileStore.multipart!.presignPart(
      storageKey,
      multipart.uploadId,
      1,
      PART_URL_SECONDS,
    )
    return {
      ...answer,
      url: await partOne,
      chunk_size: null,
      multipart: {
        upload_id: multipart.uploadId,
        part_size: multipart.partSize,
        part_count: multipart.partCount,
        part_url: `${base}/parts`,
      },
    }
  }
  if (fileStore.presignPut) {
    return {
      ...answer,
      url: await fileStore.presignPut(storageKey, fileKind.contentType, UPLOAD_URL_SECONDS),
      chunk_size: null,
    }
  }
  return { ...answer, url: base, chunk_size: UPLOAD_CHUNK_BYTES }
}

/** GET `{part_url}/{n}`: a fresh presigned URL for part n of a multipart upload. */
export async function presignUploadPart(
  kind: UploadKind,
  token: string,
  partNumber: number,
  now = new Date(),
): Promise<{ url: string; part_number: number; expires_in: number }> {
  const file = await uploadOfToken(kind, token, now)
  const multipart = stateOf(file).multipart
  if (!multipart || !fileStore.multipart) throw tokenRefused()
  if (file.completedAt) throw new AppError('CONFLICT', 'This upload is already complete.')
  if (!Number.isSafeInteger(partNumber) || partNumber < 1 || partNumber > multipart.partCount) {
    throw new AppError('VALIDATION', `Parts are numbered 1 to ${multipart.partCount}.`)
  }
  const url = await fileStore.multipart.presignPart(
    file.storageKey,
    multipart.uploadId,
    partNumber,
    PART_URL_SECONDS,
  )
  return { url, part_number: partNumber, expires_in: PART_URL_SECONDS }
}

const tokenRefused = () => new AppError('NOT_FOUND', 'This upload link is not valid.')

/** The pending row a token names; a forged, altered or expired token is refused (404). */
export async function uploadOfToken(
  kind: UploadKind,
  token: string,
  now = new Date(),
): Promise<PendingUpload> {
  const [rawId, rawExpires, signature] = token.split('.')
  const id = Number(rawId)
  const expires = Number(rawExpires)
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(expires) || !signature) {
    throw tokenRefused()
  }
  const [file] = await db.select().from(kind.table).where(eq(kind.table.id, id))
  if (!file) throw tokenRefused()
  const expected = Buffer.from(sign(kind, file.id, file.companyId, expires))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw tokenRefused()
  if (expires * 1000 < now.getTime()) {
    throw new AppError('NOT_FOUND', 'This upload link has expired; start the upload again.')
  }
  return file
}

/** Where a local upload's parts are appended until the last one arrives. */
const stagingPath = (file: PendingUpload) =>
  path.join(dataDir, 'uploads', `${path.basename(file.storageKey)}.part`)

async function stagedBytes(file: PendingUpload): Promise<number> {
  try {
    return (await stat(stagingPath(file))).size
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
}

export interface UploadProgress {
  file_id: number
  /** Bytes received so far: the offset the next part must start at. */
  received: number
  size: number
  complete: boolean
}

/** HEAD/GET of an upload URL: how much has arrived, so a dropped upload resumes there. */
export async function uploadProgress(
  kind: UploadKind,
  token: string,
  now = new Date(),
): Promise<UploadProgress> {
  const file = await uploadOfToken(kind, token, now)
  const complete = file.completedAt !== null
  return {
    file_id: file.id,
    received: complete ? file.sizeBytes : await stagedBytes(file),
    size: file.sizeBytes,
    complete,
  }
}

/** `Content-Range: bytes start-end/total` (a whole body without the header is part 0-…). */
function parseContentRange(header: string | null, length: number) {
  if (!header) return { start: 0, end: length - 1, total: length }
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim())
  if (!match) throw new AppError('VALIDATION', 'Content-Range must read bytes start-end/total.')
  const [start, end, total] = match.slice(1).map(Number) as [number, number, number]
  if (end < start || end >= total) throw new AppError('VALIDATION', 'Content-Range is not valid.')
  return { start, end, total }
}

/** One upload at a time per row in this process: parts of one file must not interleave. */
const receiving = new Set<string>()

/** The part a PUT announces, checked against the row and our limits. */
function announcedPart(file: PendingUpload, request: Request) {
  const length = Number(request.headers.get('content-length') ?? NaN)
  if (!Number.isSafeInteger(length) || length <= 0) {
    throw new AppError('VALIDATION', 'Send the part with a Content-Length.')
  }
  if (length > 4 * UPLOAD_CHUNK_BYTES) throw new AppError('VALIDATION', 'The part is too large.')
  const range = parseContentRange(request.headers.get('content-range'), length)
  if (range.end - range.start + 1 !== length) {
    throw new AppError('VALIDATION', 'Content-Range and Content-Length do not agree.')
  }
  if (range.total > MAX_UPLOAD_BYTES) throw new AppError('VALIDATION', UPLOAD_FAILED)
  if (file.sizeBytes > 0 && range.total !== file.sizeBytes) {
    throw new AppError('VALIDATION', 'The total size differs from the size announced.')
  }
  return { ...range, length }
}

/**
 * A PUT to our own upload URL: the part must start where the received bytes end (else 409 with
 * the current offset), fit the declared size and be at most 4 chunks long. The last part moves
 * the file into the store and completes it.
 */
export async function receiveUploadPart(
  kind: UploadKind,
  token: string,
  request: Request,
  meta: RequestMeta,
  now = new Date(),
): Promise<UploadProgress> {
  const file = await uploadOfToken(kind, token, now)
  if (stateOf(file).mode !== 'local') throw tokenRefused()
  if (file.completedAt) throw new AppError('CONFLICT', 'This upload is already complete.')
  const { start, total, length } = announcedPart(file, request)
  const lock = `${kind.name}:${file.id}`
  if (receiving.has(lock)) throw new AppError('CONFLICT', 'A part of this file is still arriving.')
  receiving.add(lock)
  try {
    const received = await stagedBytes(file)
    if (start !== received) {
      throw new AppError('CONFLICT', `The next part must start at byte ${received}.`)
    }
    const staging = stagingPath(file)
    await mkdir(path.dirname(staging), { recursive: true })
    await appendBody(request, staging, received, length)
    const sum = received + length
    if (sum < total) return { file_id: file.id, received: sum, size: total, complete: false }
    await finishLocalUpload(kind, file, staging, sum, meta)
    return { file_id: file.id, received: sum, size: sum, complete: true }
  } finally {
    receiving.delete(lock)
  }
}

/** Appends exactly `length` bytes of the body; a short or long body leaves the file as it was. */
async function appendBody(request: Request, staging: string, offset: number, length: number) {
  if (!request.body) throw new AppError('VALIDATION', 'The part is empty.')
  let written = 0
  const counter = async function* (source: AsyncIterable<Uint8Array>) {
    for await (const chunk of source) {
      written += chunk.length
      if (written > length) throw new AppError('VALIDATION', 'The part is longer than announced.')
      yield chunk
    }
  }
  try {
    await pipeline(
      Readable.fromWeb(request.body as WebReadableStream<Uint8Array>),
      counter,
      createWriteStream(staging, { flags: 'a' }),
    )
    if (written !== length) throw new AppError('VALIDATION', 'The part is shorter than announced.')
  } catch (error) {
    // A dropped connection keeps only whole parts, so the offset stays a part boundary.
    const handle = await open(staging, 'r+')
    await handle.truncate(offset).finally(() => handle.close())
    throw error instanceof AppError ? error : new AppError('VALIDATION', UPLOAD_FAILED)
  }
}

/** The first bytes decide whether the content matches the name (the same check as any file). */
async function checkStagedContent(file: PendingUpload, staging: string) {
  const handle = await open(staging, 'r')
  try {
    const head = new Uint8Array(4096)
    const { bytesRead } = await handle.read(head, 0, head.length, 0)
    checkUpload({
      name: file.fileName,
      contentType: file.contentType,
      bytes: head.subarray(0, bytesRead),
    })
  } finally {
    await handle.close()
  }
}

async function markComplete(
  kind: UploadKind,
  file: PendingUpload,
  size: number,
  meta: RequestMeta,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(kind.table)
      .set({ completedAt: new Date(), sizeBytes: size })
      .where(eq(kind.table.id, file.id))
    const [uploader] = file.uploadedByMembershipId
      ? await tx
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(eq(memberships.id, file.uploadedByMembershipId))
      : []
    await audit(tx, meta, {
      action: `${kind.entityType}.upload_complete`,
      companyId: file.companyId,
      actorUserId: uploader?.userId ?? null,
      entityType: kind.entityType,
      entityId: file.id,
      details: { file_name: file.fileName, size },
    })
  })
  kind.onComplete?.(file)
}

async function finishLocalUpload(
  kind: UploadKind,
  file: PendingUpload,
  staging: string,
  size: number,
  meta: RequestMeta,
) {
  try {
    await checkStagedContent(file, staging)
  } catch (error) {
    await rm(staging, { force: true })
    throw error
  }
  await fileStore.putFile(file.storageKey, staging, file.contentType)
  await markComplete(kind, file, size, meta)
}

/** The first bytes of a stored object (at most `length`): enough for the magic-number check. */
async function storedHead(key: string, length = 4096): Promise<Uint8Array> {
  const body = await fileStore.stream(key, { start: 0, end: length - 1 })
  if (!body) return new Uint8Array()
  return new Uint8Array(await new Response(body).arrayBuffer()).subarray(0, length)
}

/** Joins the parts the browser reports; they must be exactly parts 1 to part_count. */
async function joinParts(file: PendingUpload, body: unknown) {
  const multipart = stateOf(file).multipart!
  const parsed = CompletedPartsSchema.safeParse(body)
  const numbers = parsed.success ? parsed.data.parts.map((part) => part.part_number) : []
  const expected = Array.from({ length: multipart.partCount }, (_, index) => index + 1)
  if (!parsed.success || [...numbers].sort((a, b) => a - b).join() !== expected.join()) {
    throw new AppError(
      'VALIDATION',
      `Send {"parts": [{"part_number", "etag"}]} for parts 1 to ${multipart.partCount}.`,
    )
  }
  const parts = parsed.data.parts.map((part) => ({
    partNumber: part.part_number,
    etag: part.etag,
  }))
  try {
    await fileStore.multipart!.complete(file.storageKey, multipart.uploadId, parts)
  } catch {
    throw new AppError('CONFLICT', 'The parts could not be joined; send the missing ones again.')
  }
}

/**
 * POST to the complete URL after the last byte: for S3 the object must exist (a multipart
 * upload's parts are joined first) and be within the limit; its first bytes are checked like any
 * file. For our own URL the upload completed with its last part, so this only confirms it.
 * Answers the completed row.
 */
export async function completeUpload(
  kind: UploadKind,
  token: string,
  meta: RequestMeta,
  now = new Date(),
  body: unknown = null,
): Promise<PendingUpload> {
  const file = await uploadOfToken(kind, token, now)
  if (file.completedAt) return file
  const { mode } = stateOf(file)
  if (mode !== 's3' && mode !== 's3-multipart') {
    throw new AppError(
      'CONFLICT',
      `The upload is not complete: ${await stagedBytes(file)} bytes received.`,
    )
  }
  if (mode === 's3-multipart') await joinParts(file, body)
  const size = await fileStore.size(file.storageKey)
  if (size === null) throw new AppError('CONFLICT', 'Nothing was uploaded yet.')
  try {
    if (size > MAX_UPLOAD_BYTES) throw new AppError('VALIDATION', UPLOAD_FAILED)
    checkUpload({
      name: file.fileName,
      contentType: file.contentType,
      bytes: await storedHead(file.storageKey),
    })
  } catch (error) {
    await fileStore.remove(file.storageKey)
    throw error
  }
  await markComplete(kind, file, size, meta)
  return { ...file, sizeBytes: size, completedAt: new Date() }
}

/** Removes an upload's bytes wherever they are: the store, S3's parts, our staging file. */
export async function discardBytes(file: PendingUpload) {
  const { multipart } = stateOf(file)
  if (!file.completedAt && multipart && fileStore.multipart) {
    await fileStore.multipart.abort(file.storageKey, multipart.uploadId)
  }
  await fileStore.remove(file.storageKey)
  if (!file.completedAt) await rm(stagingPath(file), { force: true })
  // A video's mp4 rendition, if one was made (for an mp4 this is the key just removed).
  await fileStore.remove(mp4RenditionKey(file.storageKey))
}

/** Uploads left unfinished this long are abandoned (a resumed upload finishes well within it). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000

/**
 * The daily cleanup of one kind: uploads started more than a day ago and never completed (the
 * browser was closed, the connection never came back) lose their row, their staged bytes and
 * their S3 parts; with `completedToo`, so do completed ones (a staff or company file's upload
 * whose form was never posted). All companies at once; a row whose bytes cannot be removed now
 * (object storage down) stays and is tried again the next day.
 */
export async function removeAbandonedUploads(
  kind: UploadKind,
  { now = new Date(), completedToo = false }: { now?: Date; completedToo?: boolean } = {},
): Promise<number> {
  const meta: RequestMeta = { ip: `job:${kind.cleanupJob}`, userAgent: null }
  const { table } = kind
  const stale = (id?: number) =>
    and(
      id === undefined ? undefined : eq(table.id, id),
      completedToo ? undefined : isNull(table.completedAt),
      lt(table.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
    )
  const abandoned = await db.select().from(table).where(stale()).limit(1000)
  let removed = 0
  for (const file of abandoned) {
    try {
      await discardBytes(file)
    } catch (error) {
      console.error(`[${kind.cleanupJob}] file ${file.id}:`, error)
      continue
    }
    removed += await db.transaction(async (tx) => {
      const rows = await tx.delete(table).where(stale(file.id)).returning({ id: table.id })
      if (rows.length === 0) return 0
      await audit(tx, meta, {
        action: `${kind.entityType}.abandoned_upload_delete`,
        companyId: file.companyId,
        entityType: kind.entityType,
        entityId: file.id,
        details: { file_name: file.fileName, started_at: file.createdAt.toISOString() },
      })
      return 1
    })
  }
  return removed
}

/**
 * The JSON answer of the upload endpoints pages call with fetch (they are not the REST API, so
 * they read the session cookie): an AppError as its status and message, anything else rethrown.
 */
export function uploadFailure(error: unknown): Response {
  if (!(error instanceof AppError)) throw error
  return Response.json(
    { detail: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) },
    { status: error.status },
  )
}
