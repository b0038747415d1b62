import type { ActionFunctionArgs } from '@remix-run/node'
import { uploadFailure } from '~/domains/knowledge/files/knowledge-files.server'
import { completeDirectUpload } from '~/domains/knowledge/files/knowledge-file-uploads.server'
import { requestMeta } from '~/platform/request-meta.server'

/**
 * POST after the last byte of a direct upload (needed for S3, with the parts' ETags for a
 * multipart upload; confirms our own uploads).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const body: unknown = await request.json().catch(() => null)
  return completeDirectUpload(params.token ?? '', requestMeta(request), new Date(), body).then(
    (file) => Response.json(file),
    uploadFailure,
  )
}
