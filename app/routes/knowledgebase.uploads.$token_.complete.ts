import type { ActionFunctionArgs } from '@remix-run/node'
import { completeDirectUpload, uploadFailure } from '~/domains/knowledge/knowledge-files.server'
import { requestMeta } from '~/platform/request-meta.server'

/** POST after the last byte of a direct upload (needed for S3; confirms our own uploads). */
export async function action({ request, params }: ActionFunctionArgs) {
  return completeDirectUpload(params.token ?? '', requestMeta(request)).then(
    (file) => Response.json(file),
    uploadFailure,
  )
}
