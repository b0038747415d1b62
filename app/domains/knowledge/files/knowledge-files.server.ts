import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { audit, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { fileStore } from '~/platform/storage.server'
import type { Upload } from '~/platform/uploads.server'
import type { Actor, PolicyActor } from '~/platform/actor'
import { kindOf } from '../../files/file-kinds'
import { deleteFileRecord, storeAndRecord, type FileMode } from '../../files/file-records.server'
import { officePreview, previewResponse } from '../../files/office-previews.server'
import { checkUpload, fileResponse } from '../../files/stored-files.server'
import {
  isMp4,
  MP4_CONTENT_TYPE,
  mp4RenditionKey,
  startMp4Rendition,
} from '../../files/mp4-renditions.server'
import { readableArticles } from '../articles/article-access.server'
import { knowledgeFilePaths, UPLOAD_MESSAGES, type KnowledgeFileView } from './knowledge-files'
import { articleFiles, articles, knowledgeFiles } from '../knowledge.tables'
import { isKnowledgeAdmin } from '../knowledge.policy'
import { officeToHtml } from '../articles/office-import.server'
import { discardBytes, stateOf, type UploadState } from '../../files/direct-uploads.server'
import { type KnowledgeFile, toKnowledgeFileView } from './knowledge-file-uploads.server'

/**
 * Stores a file sent in a multipart form (the no-JS path of the article form and of the files
 * page) as a complete knowledge-base file. KB admins only; type, content and size are checked
 * like every stored file (files/stored-files.server.ts).
 */
export async function storeKnowledgeUpload(
  actor: Actor,
  meta: RequestMeta,
  upload: Upload | null,
  options: {
    field?: string
    purpose?: UploadState['purpose']
    /** What else the upload is for, written in the transaction that records the file. */
    alsoIn?: (tx: Transaction, file: KnowledgeFile) => Promise<void>
  } = {},
): Promise<KnowledgeFile> {
  await authorize({ actor, meta }, isKnowledgeAdmin, 'knowledge_file.create')
  const file = checkUpload(upload, options.field)
  if (options.purpose === 'editor-image' && kindOf(file.fileName)?.viewer !== 'image') {
    throw AppError.invalidField(options.field ?? 'file', 'This type of file is not allowed')
  }
  const stored = await storeAndRecord(actor.companyId, 'knowledge-files', file, (columns) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(knowledgeFiles)
        .values({
          companyId: actor.companyId,
          ...columns,
          upload: options.purpose ? { purpose: options.purpose } : null,
          uploadedByMembershipId: actor.membershipId,
          completedAt: new Date(),
        })
        .returning()
      await audit(tx, meta, {
        action: 'knowledge_file.create',
        companyId: actor.companyId,
        actorUserId: actor.userId,
        entityType: 'knowledge_file',
        entityId: row!.id,
        details: { file_name: file.fileName, size: file.bytes.length },
      })
      await options.alsoIn?.(tx, row!)
      return row!
    }),
  )
  startMp4Rendition(stored)
  return stored
}

/**
 * The files a form sent in `field` without JavaScript (multipart; empty parts are the browser's
 * "no file chosen"), each stored as a complete knowledge file.
 */
export async function storeFormFiles(
  actor: Actor,
  meta: RequestMeta,
  form: FormData,
  field: string,
): Promise<KnowledgeFile[]> {
  const sent = form
    .getAll(field)
    .filter((value): value is File => typeof value !== 'string' && value.size > 0)
  const stored: KnowledgeFile[] = []
  for (const file of sent) {
    const upload = {
      name: file.name,
      contentType: file.type,
      bytes: new Uint8Array(await file.arrayBuffer()),
    }
    stored.push(await storeKnowledgeUpload(actor, meta, upload, { field }))
  }
  return stored
}

/** Seed §7 `generate-s3-presigned-url/`: the payload. */
async function readableFile(
  actor: Actor,
  meta: RequestMeta,
  id: number,
  action: string,
): Promise<KnowledgeFile> {
  const [file] = await db
    .select()
    .from(knowledgeFiles)
    .where(
      and(
        eq(knowledgeFiles.id, id),
        ownedBy(knowledgeFiles, actor),
        isNotNull(knowledgeFiles.completedAt),
      ),
    )
  if (!file)
    return deny(actor, meta, action, AppError.notFound(UPLOAD_MESSAGES.notFound), {
      type: 'knowledge_file',
      id,
    })
  if (
    isKnowledgeAdmin(actor) ||
    file.uploadedByMembershipId === actor.membershipId ||
    stateOf(file).purpose === 'editor-image'
  ) {
    return file
  }
  const [reachable] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        readableArticles(actor),
        or(
          eq(articles.videoFileId, id),
          sql`exists (select 1 from ${articleFiles} where ${articleFiles.articleId} = ${articles.id} and ${articleFiles.fileId} = ${id})`,
        ),
      ),
    )
    .limit(1)
  if (!reachable)
    return deny(actor, meta, action, AppError.notFound(UPLOAD_MESSAGES.notFound), {
      type: 'knowledge_file',
      id,
    })
  return file
}

export async function getKnowledgeFile(
  actor: Actor,
  meta: RequestMeta,
  id: number,
): Promise<KnowledgeFileView> {
  return toKnowledgeFileView(await readableFile(actor, meta, id, 'knowledge_file.read'))
}

/** A file for its page: the file and, for an office file, its preview (ADR 042). */
export async function viewKnowledgeFile(actor: Actor, meta: RequestMeta, id: number) {
  const file = await readableFile(actor, meta, id, 'knowledge_file.read')
  const preview = await officePreview(actor.companyId, file, knowledgeFilePaths(id).preview)
  return { file: toKnowledgeFileView(file), preview }
}

/** Downloads are for KB admins (seed §6: admin viewers see download links). */
export const canDownloadKnowledgeFiles = (actor: PolicyActor) => isKnowledgeAdmin(actor)

/**
 * The file's bytes: inline for those who may see it (viewable kinds), as an attachment for KB
 * admins; an office file's preview PDF for those who may see it. Framing by our own pages is
 * allowed (the viewers embed pdf and images).
 */
export async function knowledgeFileResponse(
  actor: Actor,
  meta: RequestMeta,
  id: number,
  mode: FileMode,
  range: string | null = null,
  ifRange: string | null = null,
): Promise<Response> {
  const action = mode === 'attachment' ? 'knowledge_file.download' : 'knowledge_file.read'
  const file = await readableFile(actor, meta, id, action)
  if (mode === 'attachment') {
    await authorize({ actor, meta }, canDownloadKnowledgeFiles, action, {
      type: 'knowledge_file',
      id,
    })
  }
  return framedBySelf(
    mode === 'preview'
      ? await previewResponse(file)
      : await fileResponse(file, mode, range, ifRange),
  )
}

function framedBySelf(response: Response): Response {
  response.headers.set('Content-Security-Policy', "frame-ancestors 'self'; sandbox")
  return response
}

/**
 * Seed §4 (`/view?as=mp4`): a video as mp4, the player's one retry when the stored video does
 * not play. An mp4 is its own bytes; another video has the rendition made when it was stored,
 * or a 404 when there is none (no ffmpeg on the server, not made yet, or the conversion failed).
 */
export async function knowledgeFileMp4Response(
  actor: Actor,
  meta: RequestMeta,
  id: number,
  range: string | null = null,
): Promise<Response> {
  const file = await readableFile(actor, meta, id, 'knowledge_file.read')
  if (kindOf(file.fileName)?.viewer !== 'video') throw AppError.notFound(UPLOAD_MESSAGES.notFound)
  if (isMp4(file)) return framedBySelf(await fileResponse(file, 'inline', range))
  const rendition = {
    storageKey: mp4RenditionKey(file.storageKey),
    fileName: `${file.fileName.replace(/\.[^.]*$/, '')}.mp4`,
    contentType: MP4_CONTENT_TYPE,
  }
  if ((await fileStore.size(rendition.storageKey)) === null) {
    throw AppError.notFound(UPLOAD_MESSAGES.notFound)
  }
  return framedBySelf(await fileResponse(rendition, 'inline', range))
}

/** Deletes a file (KB admins): 'file not found' for a missing one or another company's. */
export async function deleteKnowledgeFile(
  actor: Actor,
  meta: RequestMeta,
  id: number,
): Promise<void> {
  await authorize({ actor, meta }, isKnowledgeAdmin, 'knowledge_file.delete')
  const [file] = await db
    .select()
    .from(knowledgeFiles)
    .where(ownedRow(knowledgeFiles, actor, id))
  if (!file) {
    await deny(actor, meta, 'knowledge_file.delete', AppError.notFound(UPLOAD_MESSAGES.notFound), {
      type: 'knowledge_file',
      id,
    })
    return
  }
  const entry = {
    action: 'knowledge_file.delete',
    entityType: 'knowledge_file',
    details: { file_name: file.fileName },
  }
  await deleteFileRecord({ actor, meta }, knowledgeFiles, file, entry, () => discardBytes(file))
}

/** Removes whatever bytes a file has: stored, staged (own uploads) or sent as S3 parts. */

export const KNOWLEDGE_FILES_PAGE_SIZE = 25

export interface KnowledgeFilesPage {
  files: (KnowledgeFileView & { createdAt: string })[]
  count: number
  page: number
  pages: number
}

/** The company's complete knowledge-base files, newest first (KB admins: the files page). */
export async function listKnowledgeFiles(
  actor: Actor,
  meta: RequestMeta,
  requestedPage = 1,
): Promise<KnowledgeFilesPage> {
  await authorize({ actor, meta }, isKnowledgeAdmin, 'knowledge_file.list')
  const where = and(ownedBy(knowledgeFiles, actor), isNotNull(knowledgeFiles.completedAt))
  const [total] = await db.select({ n: count() }).from(knowledgeFiles).where(where)
  const pages = Math.max(1, Math.ceil((total?.n ?? 0) / KNOWLEDGE_FILES_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pages)
  const rows = await db
    .select()
    .from(knowledgeFiles)
    .where(where)
    .orderBy(desc(knowledgeFiles.createdAt), desc(knowledgeFiles.id))
    .limit(KNOWLEDGE_FILES_PAGE_SIZE)
    .offset((page - 1) * KNOWLEDGE_FILES_PAGE_SIZE)
  return {
    files: rows.map((row) => ({
      ...toKnowledgeFileView(row),
      createdAt: row.createdAt.toISOString(),
    })),
    count: total?.n ?? 0,
    page,
    pages,
  }
}

/**
 * The complete files of the actor's company among `ids` (the hidden file_ids of the article
 * form), in the order given; anything else is dropped. For the articles part.
 */
export async function completedFilesAmong(actor: Actor, ids: number[]): Promise<KnowledgeFile[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(knowledgeFiles)
    .where(
      and(
        ownedBy(knowledgeFiles, actor),
        isNotNull(knowledgeFiles.completedAt),
        inArray(knowledgeFiles.id, ids),
      ),
    )
  return ids.flatMap((id) => rows.filter((row) => row.id === id))
}

/** A Word or Excel file dropped into the editor, as article HTML (KB admins: they edit). */
export async function convertOfficeUpload(
  actor: Actor,
  meta: RequestMeta,
  upload: Upload | null,
): Promise<string> {
  await authorize({ actor, meta }, isKnowledgeAdmin, 'knowledge_file.import')
  return officeToHtml(upload)
}
