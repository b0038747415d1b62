import type { ActionFunctionArgs } from '@remix-run/node'
import {
  PresignRequestSchema,
  startDirectUpload,
  uploadFailure,
} from '~/domains/knowledge/knowledge-files.server'
import { validated } from '~/platform/api.server'
import { requireActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'

/**
 * generate-s3-presigned-url for pages (session cookie): the upload widgets ask here where to PUT
 * a file. REST clients use /knowledgebase/api/generate-s3-presigned-url/ (same service).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context)
  try {
    const input = validated(PresignRequestSchema, await request.json().catch(() => ({})))
    return Response.json(await startDirectUpload(actor, requestMeta(request), input))
  } catch (error) {
    return uploadFailure(error)
  }
}
