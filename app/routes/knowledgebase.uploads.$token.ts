import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { uploadFailure } from '~/domains/knowledge/files/knowledge-files.server'
import {
  receiveUploadPart,
  uploadProgress,
  type UploadProgress,
} from '~/domains/knowledge/files/knowledge-file-uploads.server'
import { requestMeta } from '~/platform/request-meta.server'

/**
 * Our own signed, expiring upload URL (ADR 019). The token is the credential, like a presigned
 * S3 URL, so no session is needed. GET/HEAD: how many bytes arrived (resume there). PUT: one
 * Content-Range part.
 */
const answer = (progress: UploadProgress) =>
  Response.json(progress, {
    headers: { 'Upload-Offset': String(progress.received), 'Cache-Control': 'no-store' },
  })

export async function loader({ params }: LoaderFunctionArgs) {
  return uploadProgress(params.token ?? '').then(answer, uploadFailure)
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return Response.json({ detail: 'Use PUT.' }, { status: 405 })
  return receiveUploadPart(params.token ?? '', request, requestMeta(request)).then(
    answer,
    uploadFailure,
  )
}
