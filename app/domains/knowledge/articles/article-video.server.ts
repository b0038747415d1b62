import { validated } from '~/platform/api.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Upload } from '~/platform/uploads.server'
import type { Actor } from '~/platform/actor'
import { kindOf } from '../../files/file-kinds'
import { completedFilesAmong, storeKnowledgeUpload } from '../files/knowledge-files.server'
import { UPLOAD_MESSAGES } from '../files/knowledge-files'
import { loadArticle, type ArticleDto } from './article-records.server'
import { ARTICLE_MESSAGES, ArticlePatchSchema } from './articles.schema'
import { updateArticle } from './articles.server'

export const VIDEO_FIELD = 'file'
export const NOT_A_VIDEO = 'Only video files can be uploaded here'
export const NO_VIDEO = 'Choose a video to upload'

const isVideo = (fileName: string) => kindOf(fileName)?.viewer === 'video'

/** The video to attach: a file sent in this request, or one finished through the resumable upload. */
export type VideoSource = { upload: Upload } | { fileId: number }

async function videoFileId(actor: Actor, meta: RequestMeta, source: VideoSource) {
  if ('upload' in source) {
    if (!isVideo(source.upload.name)) throw AppError.invalidField(VIDEO_FIELD, NOT_A_VIDEO)
    return (await storeKnowledgeUpload(actor, meta, source.upload, { field: VIDEO_FIELD })).id
  }
  const [file] = await completedFilesAmong(actor, [source.fileId])
  if (!file) throw AppError.notFound(UPLOAD_MESSAGES.notFound)
  if (!isVideo(file.fileName)) throw AppError.invalidField('file_id', NOT_A_VIDEO)
  return file.id
}

/**
 * Seed §7 `video-upload/{id}/`: makes a video the article's recorded-video block (switching the
 * block on), as a new revision through the ordinary update, so it is versioned and audited.
 * `fields` may carry the `version` the client loaded (409 when stale) and `dont_notify`.
 */
export async function attachArticleVideo(
  actor: Actor,
  meta: RequestMeta,
  articleId: number,
  source: VideoSource,
  fields: Record<string, unknown>,
): Promise<ArticleDto> {
  // Checked before anything is stored, so a wrong id, bad fields or a stale version leave no
  // orphan file behind.
  const current = await loadArticle(db, actor.companyId, articleId)
  if (!current) throw AppError.notFound(ARTICLE_MESSAGES.articleError)
  const { version, dont_notify } = validated(ArticlePatchSchema, {
    version: fields.version ?? current.version,
    dont_notify: textFlag(fields.dont_notify) ?? false,
  })
  if (version !== current.version) throw new AppError('CONFLICT', ARTICLE_MESSAGES.stale)
  const input = validated(ArticlePatchSchema, {
    version,
    dont_notify,
    blocks: [...new Set([...current.blocks, 'video'])],
    video_file_id: await videoFileId(actor, meta, source),
  })
  return updateArticle(actor, articleId, input, meta)
}

/** A multipart body sends `dont_notify` as text; JSON as a boolean. Anything else is refused. */
const textFlag = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value)
