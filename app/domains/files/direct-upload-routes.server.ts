import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { validated } from '~/platform/api.server'
import { requestMeta } from '~/platform/request-meta.server'
import { PresignRequestSchema, type PresignedUpload, type PresignRequest } from './direct-uploads'
import {
  completeUpload,
  presignUploadPart,
  receiveUploadPart,
  uploadFailure,
  uploadProgress,
  type UploadKind,
  type UploadProgress,
} from './direct-uploads.server'
import type { PendingUpload } from './files.tables'

/**
 * The handlers of an upload kind's signed URLs (ADR 023); each kind's route files call them
 * with their kind (an arrow function per export, so the browser build drops them). The token is
 * the credential, like a presigned S3 URL, so no session is needed.
 */

/**
 * POST of the presign endpoint a page's upload widget calls (session cookie, JSON body): the
 * file it announces goes to `start`, which authorizes and answers where to PUT the bytes.
 */
export async function presignAnswer(
  request: Request,
  start: (input: PresignRequest) => Promise<PresignedUpload>,
): Promise<Response> {
  try {
    const input = validated(PresignRequestSchema, await request.json().catch(() => ({})))
    return Response.json(await start(input))
  } catch (error) {
    return uploadFailure(error)
  }
}

const progressAnswer = (progress: UploadProgress) =>
  Response.json(progress, {
    headers: { 'Upload-Offset': String(progress.received), 'Cache-Control': 'no-store' },
  })

/** GET/HEAD `{urlBase}/{token}`: how many bytes arrived, so a dropped upload resumes there. */
export function uploadOffset(kind: UploadKind, { params }: LoaderFunctionArgs) {
  return uploadProgress(kind, params.token ?? '').then(progressAnswer, uploadFailure)
}

/** PUT `{urlBase}/{token}`: one Content-Range part. */
export async function uploadPart(kind: UploadKind, { request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return Response.json({ detail: 'Use PUT.' }, { status: 405 })
  return receiveUploadPart(kind, params.token ?? '', request, requestMeta(request)).then(
    progressAnswer,
    uploadFailure,
  )
}

/** GET `{urlBase}/{token}/parts/{n}`: a fresh presigned URL for one part of a large S3 upload. */
export function uploadPartUrl(kind: UploadKind, { params }: LoaderFunctionArgs) {
  return presignUploadPart(kind, params.token ?? '', Number(params.part)).then(
    (part) => Response.json(part, { headers: { 'Cache-Control': 'no-store' } }),
    uploadFailure,
  )
}

/**
 * POST `{urlBase}/{token}/complete` after the last byte (needed for S3, with the parts' ETags
 * for a multipart upload; confirms our own uploads). `answer` says what the browser gets back.
 */
export async function uploadComplete(
  kind: UploadKind,
  { request, params }: ActionFunctionArgs,
  answer: (file: PendingUpload, token: string) => unknown,
) {
  const token = params.token ?? ''
  const body: unknown = await request.json().catch(() => null)
  return completeUpload(kind, token, requestMeta(request), new Date(), body).then(
    (file) => Response.json(answer(file, token)),
    uploadFailure,
  )
}
