import type { LoaderFunctionArgs } from '@remix-run/node'
import { uploadFailure } from '~/domains/knowledge/files/knowledge-files.server'
import { presignUploadPart } from '~/domains/knowledge/files/knowledge-file-uploads.server'

/**
 * A fresh presigned URL for one part of a large S3 upload (ADR 023). The token is the
 * credential, like the upload URL it belongs to, so no session is needed.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  return presignUploadPart(params.token ?? '', Number(params.part)).then(
    (part) => Response.json(part, { headers: { 'Cache-Control': 'no-store' } }),
    uploadFailure,
  )
}
