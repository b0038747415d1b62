import { Hono } from 'hono'
import { pathId, validBody } from '~/platform/api.server'
import { requireApiActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'
import { bodyWithFile } from '../files/api-helpers.server'
import {
  deleteKnowledgeFile,
  getKnowledgeFile,
  PresignRequestSchema,
  startDirectUpload,
  storeKnowledgeUpload,
} from './knowledge-files.server'

/**
 * knowledgebase/api/*: seed §7 upload calls. `generate-s3-presigned-url/` answers where to PUT a
 * file (S3 or our own signed URL) plus `file_id` and `complete_url`; `knowledge-files/` takes a
 * small file as multipart in one request.
 */
export const knowledgeFilesApi = new Hono({ strict: false })
  .post('/generate-s3-presigned-url', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const input = await validBody(c, PresignRequestSchema)
    return c.json(await startDirectUpload(actor, requestMeta(c.req.raw), input))
  })
  .post('/knowledge-files', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const { upload } = await bodyWithFile(c)
    const file = await storeKnowledgeUpload(actor, requestMeta(c.req.raw), upload)
    return c.json(await getKnowledgeFile(actor, requestMeta(c.req.raw), file.id), 201)
  })
  .get('/knowledge-files/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(await getKnowledgeFile(actor, requestMeta(c.req.raw), pathId(c.req.param('id'))))
  })
  .delete('/knowledge-files/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    await deleteKnowledgeFile(actor, requestMeta(c.req.raw), pathId(c.req.param('id')))
    return c.body(null, 204)
  })
