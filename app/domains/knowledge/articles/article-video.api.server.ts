import type { Context } from 'hono'
import { allowedBy, apiRoutes, pathId, readBody } from '~/platform/api.server'
import { AppError } from '~/platform/errors.server'
import { bodyWithFile } from '../../files/api-helpers.server'
import { ARTICLE_MESSAGES } from './articles.schema'
import { authorizeAuthor } from './articles.server'
import { ACTIONS } from './article-records.server'
import { NO_VIDEO, VIDEO_FIELD, attachArticleVideo } from './article-video.server'
import { analyzeYoutubeLink } from './youtube-details.server'

const articleIdOf = (c: Context) => pathId(c.req.param('id'), ARTICLE_MESSAGES.articleError)

/**
 * knowledgebase/api/*: the video calls of seed 001 §7. `video-upload/{id}/` takes the video as
 * multipart (`file`), or `file_id` of a file finished through `generate-s3-presigned-url/` (the
 * resumable path, for files too large for one request). `youtube/analyze/` reads a YouTube link.
 */
export const articleVideoApi = apiRoutes()
  .post(
    '/video-upload/:id',
    allowedBy((asker, c) => authorizeAuthor(asker, ACTIONS.update, articleIdOf(c))),
    async (c) => {
      const actor = c.var.actor
      const { fields, upload } = await bodyWithFile(c, VIDEO_FIELD)
      const fileId = Number(fields.file_id)
      if (!upload && !(Number.isSafeInteger(fileId) && fileId > 0)) {
        throw AppError.invalidField(VIDEO_FIELD, NO_VIDEO)
      }
      const source = upload ? { upload } : { fileId }
      return c.json(await attachArticleVideo(actor, c.var.meta, articleIdOf(c), source, fields))
    },
  )
  .post(
    '/youtube/analyze',
    allowedBy((asker) => authorizeAuthor(asker, ACTIONS.create)),
    async (c) => {
      const body = (await readBody(c)) as { youtube_url?: unknown } | null
      return c.json(await analyzeYoutubeLink(body?.youtube_url))
    },
  )
