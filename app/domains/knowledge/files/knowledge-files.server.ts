import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { audit, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { fileStore } from '~/platform/storage.server'
import type { Upload } from '~/platform/uploads.server'
import type { Actor, PolicyActor } from '~/platform/actor'
import { extensionOf, kindOf } from '../../files/file-kinds'
import { deleteFileRecord, storeAndRecord } from '../../files/file-records.server'
import { checkUpload, fileResponse } from '../../files/stored-files.server'
import { readableArticles } from '../articles/article-access.server'
import { UPLOAD_MESSAGES, type KnowledgeFileView } from './knowledge-files'
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
  options: { field?: string; purpose?: UploadState['purpose'] } = {},
): Promise<KnowledgeFile> {
  await authorize({ actor, meta }, isKnowledgeAdmin, 'knowledge_file.create')
  const file = checkUpload(upload, options.field)
  if (options.purpose === 'editor-image' && kindOf(file.fileName)?.viewer !== 'image') {
    throw AppError.invalidField(options.field ?? 'file', 'This type of file is not allowed')
  }
  return storeAndRecord(actor.companyId, 'knowledge-files', file, (stored) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(knowledgeFiles)
        .values({
          companyId: actor.companyId,
          ...stored,
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
      return row!
    }),
  )
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

/** Downloads are for KB admins (seed §6: admin viewers see download links). */
export const canDownloadKnowledgeFiles = (actor: PolicyActor) => isKnowledgeAdmin(actor)

/**
 * The file's bytes: inline for those who may see it (viewable kinds), as an attachment for KB
 * admins. Framing by our own pages is allowed (the viewers embed pdf and images).
 */
export async function knowledgeFileResponse(
  actor: Actor,
  meta: RequestMeta,
  id: number,
  mode: 'inline' | 'attachment',
  range: string | null = null,
  ifRange: string | null = null,
): Promise<Response> {
  const action = mode === 'inline' ? 'knowledge_file.read' : 'knowledge_file.download'
  const file = await readableFile(actor, meta, id, action)
  if (mode === 'attachment') {
    await authorize({ actor, meta }, canDownloadKnowledgeFiles, action, {
      type: 'knowledge_file',
      id,
    })
  }
  const response = await fileResponse(file, mode, range, ifRange)
  response.headers.set('Content-Security-Policy', "frame-ancestors 'self'; sandbox")
  return response
}

/** A Word document's preview: its converted, sanitized HTML (seed §5: office documents). */
export async function knowledgeFilePreviewHtml(
  actor: Actor,
  meta: RequestMeta,
  id: number,
): Promise<string | null> {
  const file = await readableFile(actor, meta, id, 'knowledge_file.read')
  if (!['docx', 'xlsx', 'xls'].includes(extensionOf(file.fileName))) return null
  const bytes = await fileStore.get(file.storageKey)
  if (!bytes) return null
  return officeToHtml({ name: file.fileName, contentType: file.contentType, bytes }).catch(
    () => null,
  )
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
