import type { ActionFunctionArgs } from '@remix-run/node'
import { completeDirectUpload, uploadFailure } from '~/domains/knowledge/knowledge-files.server'
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
