import type { ActionFunctionArgs } from '@remix-run/node'
import { presignAnswer } from '~/domains/files/direct-upload-routes.server'
import { startDirectUpload } from '~/domains/knowledge/files/knowledge-file-uploads.server'
import { signedIn } from '~/platform/request-context.server'

/**
 * generate-s3-presigned-url for pages (session cookie): the upload widgets ask here where to PUT
 * a file. REST clients use /knowledgebase/api/generate-s3-presigned-url/ (same service).
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    presignAnswer(request, (input) => startDirectUpload(actor, meta, input)),
  )
