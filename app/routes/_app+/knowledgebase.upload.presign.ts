import type { ActionFunctionArgs } from '@remix-run/node'
import { uploadFailure } from '~/domains/knowledge/files/knowledge-files.server'
import { startDirectUpload } from '~/domains/knowledge/files/knowledge-file-uploads.server'
import { PresignRequestSchema } from '~/domains/knowledge/files/knowledge-files.schema'
import { validated } from '~/platform/api.server'
import { signedIn } from '~/platform/request-context.server'

/**
 * generate-s3-presigned-url for pages (session cookie): the upload widgets ask here where to PUT
 * a file. REST clients use /knowledgebase/api/generate-s3-presigned-url/ (same service).
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    try {
      const input = validated(PresignRequestSchema, await request.json().catch(() => ({})))
      return Response.json(await startDirectUpload(actor, meta, input))
    } catch (error) {
      return uploadFailure(error)
    }
  })
