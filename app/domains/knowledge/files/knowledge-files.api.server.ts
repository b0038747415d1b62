import { allowed, apiRoutes, pathId, validBody } from '~/platform/api.server'
import { isKnowledgeAdmin } from '../knowledge.policy'
import { bodyWithFile } from '../../files/api-helpers.server'
import {
  deleteKnowledgeFile,
  getKnowledgeFile,
  storeKnowledgeUpload,
} from './knowledge-files.server'
import { startDirectUpload } from './knowledge-file-uploads.server'
import { PresignRequestSchema } from '../../files/direct-uploads'

/** Only knowledge admins upload; the services refuse everyone else under this same action. */
const uploading = allowed(isKnowledgeAdmin, 'knowledge_file.create')

/**
 * knowledgebase/api/*: seed §7 upload calls. `generate-s3-presigned-url/` answers where to PUT a
 * file (S3 or our own signed URL) plus `file_id` and `complete_url`; `knowledge-files/` takes a
 * small file as multipart in one request.
 */
export const knowledgeFilesApi = apiRoutes()
  .post('/generate-s3-presigned-url', uploading, async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, PresignRequestSchema)
    return c.json(await startDirectUpload(actor, c.var.meta, input))
  })
  .post('/knowledge-files', uploading, async (c) => {
    const actor = c.var.actor
    const { upload } = await bodyWithFile(c)
    const file = await storeKnowledgeUpload(actor, c.var.meta, upload)
    return c.json(await getKnowledgeFile(actor, c.var.meta, file.id), 201)
  })
  .get('/knowledge-files/:id', async (c) => {
    const actor = c.var.actor
    return c.json(await getKnowledgeFile(actor, c.var.meta, pathId(c.req.param('id'))))
  })
  .delete('/knowledge-files/:id', async (c) => {
    const actor = c.var.actor
    await deleteKnowledgeFile(actor, c.var.meta, pathId(c.req.param('id')))
    return c.body(null, 204)
  })
