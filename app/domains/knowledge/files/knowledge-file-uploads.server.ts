import { authorize } from '~/platform/authorize.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import type { PresignedUpload, PresignRequest } from '../../files/direct-uploads'
import * as uploads from '../../files/direct-uploads.server'
import type { fileUploads } from '../../files/files.tables'
import { startMp4Rendition } from '../../files/mp4-renditions.server'
import { knowledgeFilePaths, type KnowledgeFileView } from './knowledge-files'
import { knowledgeFiles } from '../knowledge.tables'
import { isKnowledgeAdmin } from '../knowledge.policy'

/**
 * How a knowledge-base file comes in (seed §5: resumable, up to 30 GB): the files' upload engine
 * (files/direct-uploads.server.ts) on `knowledge_files`, whose rows are their own pending
 * uploads. Reading, listing and deleting files is knowledge-files.server.ts.
 */

export type KnowledgeFile = typeof knowledgeFiles.$inferSelect

export const knowledgeUploads: uploads.UploadKind = {
  name: 'knowledge-upload',
  // The same columns as file_uploads (files.tables.ts), which is what the engine reads and writes.
  table: knowledgeFiles as unknown as typeof fileUploads,
  urlBase: '/knowledgebase/uploads',
  entityType: 'knowledge_file',
  cleanupJob: 'kb-upload-cleanup',
  // Seed §4: the article player's one retry plays a video's mp4 rendition.
  onComplete: startMp4Rendition,
}

export function toKnowledgeFileView(file: Omit<KnowledgeFile, 'upload'>): KnowledgeFileView {
  return {
    id: file.id,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    url: knowledgeFilePaths(file.id).page,
  }
}

/** Starts a direct upload of a knowledge file (KB admins only). */
export async function startDirectUpload(
  actor: Actor,
  meta: RequestMeta,
  input: PresignRequest,
  now = new Date(),
  plan: uploads.MultipartPlan = {},
): Promise<PresignedUpload> {
  await authorize({ actor, meta }, isKnowledgeAdmin, 'knowledge_file.create')
  return uploads.startUpload(
    knowledgeUploads,
    { actor, meta },
    { input, area: 'knowledge-files', now, plan },
  )
}

export const presignUploadPart = (token: string, partNumber: number, now?: Date) =>
  uploads.presignUploadPart(knowledgeUploads, token, partNumber, now)

export const uploadProgress = (token: string, now?: Date) =>
  uploads.uploadProgress(knowledgeUploads, token, now)

export const receiveUploadPart = (token: string, request: Request, meta: RequestMeta, now?: Date) =>
  uploads.receiveUploadPart(knowledgeUploads, token, request, meta, now)

/** The complete call: the file as the pages show it. */
export async function completeDirectUpload(
  token: string,
  meta: RequestMeta,
  now = new Date(),
  body: unknown = null,
): Promise<KnowledgeFileView> {
  return toKnowledgeFileView(await uploads.completeUpload(knowledgeUploads, token, meta, now, body))
}

/** The daily 'kb-upload-cleanup' job's work: knowledge uploads never completed. */
export const removeAbandonedUploads = (now?: Date) =>
  uploads.removeAbandonedUploads(knowledgeUploads, { now })
