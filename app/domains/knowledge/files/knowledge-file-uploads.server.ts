import { createHmac, timingSafeEqual } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { and, eq, isNull, lt } from 'drizzle-orm'
import { audit } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { dataDir, sessionSecret } from '~/platform/env.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import type { Actor } from '~/platform/actor'
import { memberships } from '../../accounts/accounts.tables'
import { extensionOf, kindOf } from '../../files/file-kinds'
import { checkUpload } from '../../files/stored-files.server'
import { mp4RenditionKey, startMp4Rendition } from '../../files/mp4-renditions.server'
import {
  knowledgeFilePaths,
  MAX_UPLOAD_BYTES,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_MESSAGES,
  type KnowledgeFileView,
} from './knowledge-files'
import { CompletedPartsSchema, MAX_PARTS, type PresignRequest } from './knowledge-files.schema'
import { knowledgeFiles } from '../knowledge.tables'
import { isKnowledgeAdmin } from '../knowledge.policy'

/**
 * How a knowledge-base file comes in (seed §5: resumable, up to 30 GB): the signed upload URL or
 * S3 presigned PUTs, the parts received, the completion, and the daily cleanup of uploads never
 * finished. Reading, listing and deleting files is knowledge-files.server.ts.
 */

export type KnowledgeFile = typeof knowledgeFiles.$inferSelect

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

/** What `knowledge_files.upload` holds while (and after) a file comes in through the direct flow. */
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

export const stateOf = (file: KnowledgeFile) => (file.upload ?? {}) as UploadState

export function toKnowledgeFileView(file: KnowledgeFile): KnowledgeFileView {
  return {
    id: file.id,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    url: knowledgeFilePaths(file.id).page,
  }
}

export interface PresignedUpload {
  url: string
  method: 'PUT'
  expires_in: number
  /** The Content-Type the PUT must carry (our allow-list's, whatever the browser guessed). */
  content_type: string
  file_id: number
  /** POST here once the last byte is sent (needed for S3; our own URL completes by itself). */
  complete_url: string
  /** Size of each Content-Range part when the URL is our own (resumable); null for S3. */
  chunk_size: number | null
  /**
   * With S3 and a large file: send it in `part_count` parts of `part_size` bytes (the last one
   * shorter). `url` is part 1's; GET `{part_url}/{n}` presigns part n. Each PUT answers an ETag;
   * POST `complete_url` with `{"parts": [{"part_number", "etag"}, …]}`.
   */
  multipart?: { upload_id: string; part_size: number; part_count: number; part_url: string }
}

/** Where the parts of a large S3 upload go: how big each part is and how many there are. */
export interface MultipartPlan {
  /** Files above this many bytes go in parts (MULTIPART_ABOVE_BYTES; tests pass a small one). */
  multipartAbove?: number
  /** The smallest part (MULTIPART_PART_BYTES); S3 refuses parts below 5 MiB but the last. */
  partBytes?: number
}

function sign(fileId: number, companyId: number, expires: number): string {
  return createHmac('sha256', sessionSecret)
    .update(`knowledge-upload:${fileId}:${companyId}:${expires}`)
    .digest('base64url')
}

export function uploadToken(file: Pick<KnowledgeFile, 'id' | 'companyId'>, expires: number) {
  return `${file.id}.${expires}.${sign(file.id, file.companyId, expires)}`
}

const uploadUrls = (token: string) => ({
  put: `/knowledgebase/uploads/${token}`,
  complete: `/knowledgebase/uploads/${token}/complete`,
  parts: `/knowledgebase/uploads/${token}/parts`,
})

function multipartSizes(size: number, partBytes: number) {
  const mib = 1024 * 1024
  const partSize = Math.max(partBytes, Math.ceil(size / MAX_PARTS / mib) * mib)
  return { partSize, partCount: Math.ceil(size / partSize) }
}

/**
 * Starts a direct upload: records a pending file (completed_at null) and answers where to PUT
 * the bytes. With S3 configured that is a presigned S3 URL, or for a large file an S3 multipart
 * upload (one presigned URL per part); otherwise a signed, expiring URL of our own that takes
 * the file in Content-Range parts and can be resumed (ADR 023).
 */
export async function startDirectUpload(
  actor: Actor,
  meta: RequestMeta,
  input: PresignRequest,
  now = new Date(),
  plan: MultipartPlan = {},
): Promise<PresignedUpload> {
  await authorize({ actor, meta }, isKnowledgeAdmin, 'knowledge_file.create')
  const fileName = input.file_name.split(/[\\/]/).pop()!.slice(0, 200)
  const kind = kindOf(fileName)
  if (!kind) throw AppError.invalidField('file_name', 'This type of file is not allowed')
  const storageKey = newStorageKey(actor.companyId, 'knowledge-files', extensionOf(fileName))
  const size = input.file_size ?? 0
  const inParts =
    fileStore.multipart !== undefined && size > (plan.multipartAbove ?? MULTIPART_ABOVE_BYTES)
  const mode = inParts ? 's3-multipart' : fileStore.presignPut ? 's3' : 'local'
  const multipart = inParts
    ? {
        uploadId: await fileStore.multipart!.start(storageKey, kind.contentType),
        ...multipartSizes(size, plan.partBytes ?? MULTIPART_PART_BYTES),
      }
    : undefined
  const file = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(knowledgeFiles)
      .values({
        companyId: actor.companyId,
        storageKey,
        fileName,
        contentType: kind.contentType,
        sizeBytes: input.file_size ?? 0,
        upload: { mode, ...(multipart ? { multipart } : {}) } satisfies UploadState,
        uploadedByMembershipId: actor.membershipId,
      })
      .returning()
    await audit(tx, meta, {
      action: 'knowledge_file.upload_start',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'knowledge_file',
      entityId: row!.id,
      details: { file_name: fileName, size: input.file_size ?? null, mode },
    })
    return row!
  })
  const expires = Math.floor(now.getTime() / 1000) + UPLOAD_URL_SECONDS
  const urls = uploadUrls(uploadToken(file, expires))
  const answer = {
    method: 'PUT' as const,
    expires_in: UPLOAD_URL_SECONDS,
    content_type: kind.contentType,
    file_id: file.id,
    complete_url: urls.complete,
  }
  if (multipart) {
    return {
      ...answer,
      url: await fileStore.multipart!.presignPart(
        storageKey,
        multipart.uploadId,
        1,
        PART_URL_SECONDS,
      ),
      chunk_size: null,
      multipart: {
        upload_id: multipart.uploadId,
        part_size: multipart.partSize,
        part_count: multipart.partCount,
        part_url: urls.parts,
      },
    }
  }
  if (fileStore.presignPut) {
    return {
      ...answer,
      url: await fileStore.presignPut(storageKey, kind.contentType, UPLOAD_URL_SECONDS),
      chunk_size: null,
    }
  }
  return { ...answer, url: urls.put, chunk_size: UPLOAD_CHUNK_BYTES }
}

/** GET `{part_url}/{n}`: a fresh presigned URL for part n of a multipart upload. */
export async function presignUploadPart(
  token: string,
  partNumber: number,
  now = new Date(),
): Promise<{ url: string; part_number: number; expires_in: number }> {
  const file = await fileOfToken(token, now)
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

/** The body of the complete call of a multipart upload: every part's number and ETag. */
const tokenRefused = () => new AppError('NOT_FOUND', 'This upload link is not valid.')

/** The pending file a token names; a forged, altered or expired token is refused (404). */
async function fileOfToken(token: string, now = new Date()): Promise<KnowledgeFile> {
  const [rawId, rawExpires, signature] = token.split('.')
  const id = Number(rawId)
  const expires = Number(rawExpires)
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(expires) || !signature) {
    throw tokenRefused()
  }
  const [file] = await db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, id))
  if (!file) throw tokenRefused()
  const expected = Buffer.from(sign(file.id, file.companyId, expires))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw tokenRefused()
  if (expires * 1000 < now.getTime()) {
    throw new AppError('NOT_FOUND', 'This upload link has expired; start the upload again.')
  }
  return file
}

/** Where a local upload's parts are appended until the last one arrives. */
const stagingPath = (file: KnowledgeFile) =>
  path.join(dataDir, 'uploads', `${path.basename(file.storageKey)}.part`)

async function stagedBytes(file: KnowledgeFile): Promise<number> {
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
export async function uploadProgress(token: string, now = new Date()): Promise<UploadProgress> {
  const file = await fileOfToken(token, now)
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

/** One upload at a time per file in this process: parts of one file must not interleave. */
const receiving = new Set<number>()

/**
 * A PUT to our own upload URL: the part must start where the received bytes end (else 409 with
 * the current offset), fit the declared size and be at most 4 chunks long. The last part moves
 * the file into the store and completes it.
 */
export async function receiveUploadPart(
  token: string,
  request: Request,
  meta: RequestMeta,
  now = new Date(),
): Promise<UploadProgress> {
  const file = await fileOfToken(token, now)
  if (stateOf(file).mode !== 'local') throw tokenRefused()
  if (file.completedAt) throw new AppError('CONFLICT', 'This upload is already complete.')
  const length = Number(request.headers.get('content-length') ?? NaN)
  if (!Number.isSafeInteger(length) || length <= 0) {
    throw new AppError('VALIDATION', 'Send the part with a Content-Length.')
  }
  if (length > 4 * UPLOAD_CHUNK_BYTES) throw new AppError('VALIDATION', 'The part is too large.')
  const range = parseContentRange(request.headers.get('content-range'), length)
  if (range.end - range.start + 1 !== length) {
    throw new AppError('VALIDATION', 'Content-Range and Content-Length do not agree.')
  }
  if (range.total > MAX_UPLOAD_BYTES) throw new AppError('VALIDATION', UPLOAD_MESSAGES.failed)
  if (file.sizeBytes > 0 && range.total !== file.sizeBytes) {
    throw new AppError('VALIDATION', 'The total size differs from the size announced.')
  }
  if (receiving.has(file.id))
    throw new AppError('CONFLICT', 'A part of this file is still arriving.')
  receiving.add(file.id)
  try {
    const received = await stagedBytes(file)
    if (range.start !== received) {
      throw new AppError('CONFLICT', `The next part must start at byte ${received}.`)
    }
    const staging = stagingPath(file)
    await mkdir(path.dirname(staging), { recursive: true })
    await appendBody(request, staging, received, length)
    const total = received + length
    if (total < range.total) {
      return { file_id: file.id, received: total, size: range.total, complete: false }
    }
    await finishLocalUpload(file, staging, total, meta)
    return { file_id: file.id, received: total, size: total, complete: true }
  } finally {
    receiving.delete(file.id)
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
    throw error instanceof AppError ? error : new AppError('VALIDATION', UPLOAD_MESSAGES.failed)
  }
}

/** The first bytes decide whether the content matches the name (the same check as any file). */
async function checkStagedContent(file: KnowledgeFile, staging: string) {
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

async function markComplete(file: KnowledgeFile, size: number, meta: RequestMeta) {
  await db.transaction(async (tx) => {
    await tx
      .update(knowledgeFiles)
      .set({ completedAt: new Date(), sizeBytes: size })
      .where(eq(knowledgeFiles.id, file.id))
    const [uploader] = file.uploadedByMembershipId
      ? await tx
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(eq(memberships.id, file.uploadedByMembershipId))
      : []
    await audit(tx, meta, {
      action: 'knowledge_file.upload_complete',
      companyId: file.companyId,
      actorUserId: uploader?.userId ?? null,
      entityType: 'knowledge_file',
      entityId: file.id,
      details: { file_name: file.fileName, size },
    })
  })
  startMp4Rendition(file)
}

async function finishLocalUpload(
  file: KnowledgeFile,
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
  await markComplete(file, size, meta)
}

/** The first bytes of a stored object (at most `length`): enough for the magic-number check. */
async function storedHead(key: string, length = 4096): Promise<Uint8Array> {
  const body = await fileStore.stream(key, { start: 0, end: length - 1 })
  if (!body) return new Uint8Array()
  return new Uint8Array(await new Response(body).arrayBuffer()).subarray(0, length)
}

/** Joins the parts the browser reports; they must be exactly parts 1 to part_count. */
async function joinParts(file: KnowledgeFile, body: unknown) {
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
 */
export async function completeDirectUpload(
  token: string,
  meta: RequestMeta,
  now = new Date(),
  body: unknown = null,
): Promise<KnowledgeFileView> {
  const file = await fileOfToken(token, now)
  if (file.completedAt) return toKnowledgeFileView(file)
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
    if (size > MAX_UPLOAD_BYTES) throw new AppError('VALIDATION', UPLOAD_MESSAGES.failed)
    checkUpload({
      name: file.fileName,
      contentType: file.contentType,
      bytes: await storedHead(file.storageKey),
    })
  } catch (error) {
    await fileStore.remove(file.storageKey)
    throw error
  }
  await markComplete(file, size, meta)
  return toKnowledgeFileView({ ...file, sizeBytes: size, completedAt: new Date() })
}

/**
 * Who may see a file: KB admins, its uploader, every member for editor pictures (they are part
 * of article bodies), and anyone who may read an article that has it as a file or as its video.
 * Another company's file, and one still uploading, is not found.
 */
export async function discardBytes(file: KnowledgeFile) {
  const { multipart } = stateOf(file)
  if (!file.completedAt && multipart && fileStore.multipart) {
    await fileStore.multipart.abort(file.storageKey, multipart.uploadId)
  }
  await fileStore.remove(file.storageKey)
  if (!file.completedAt) await rm(stagingPath(file), { force: true })
  // A video's mp4 rendition, if one was made (for an mp4 this is the key just removed).
  await fileStore.remove(mp4RenditionKey(file.storageKey))
}

/** Who the cleanup job is in the audit log: no request, no person. */
const SYSTEM_META: RequestMeta = { ip: 'job:kb-upload-cleanup', userAgent: null }

/** Uploads left unfinished this long are abandoned (a resumed upload finishes well within it). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000

/**
 * The daily 'kb-upload-cleanup' job: direct uploads started more than a day ago and never
 * completed (the browser was closed, the connection never came back) lose their row, their
 * staged bytes and their S3 parts. All companies at once; a file whose bytes cannot be removed
 * now (object storage down) keeps its row and is tried again the next day.
 */
export async function removeAbandonedUploads(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS)
  const abandoned = await db
    .select()
    .from(knowledgeFiles)
    .where(and(isNull(knowledgeFiles.completedAt), lt(knowledgeFiles.createdAt, cutoff)))
    .limit(1000)
  let removed = 0
  for (const file of abandoned) {
    try {
      await discardBytes(file)
    } catch (error) {
      console.error(`[kb-upload-cleanup] file ${file.id}:`, error)
      continue
    }
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(knowledgeFiles)
        .where(and(eq(knowledgeFiles.id, file.id), isNull(knowledgeFiles.completedAt)))
        .returning({ id: knowledgeFiles.id })
      if (rows.length === 0) return 0
      await audit(tx, SYSTEM_META, {
        action: 'knowledge_file.abandoned_upload_delete',
        companyId: file.companyId,
        entityType: 'knowledge_file',
        entityId: file.id,
        details: { file_name: file.fileName, started_at: file.createdAt.toISOString() },
      })
      return 1
    })
    removed += deleted
  }
  return removed
}
