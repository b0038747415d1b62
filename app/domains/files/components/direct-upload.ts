/**
 * The browser side of the direct upload (ADR 023): ask where to PUT the file, send it (in
 * Content-Range parts to our own URL, in one PUT to S3, or in numbered S3 multipart parts for a
 * large file), resume after a dropped part (from the server's offset, or by sending that S3 part
 * again), and confirm. XMLHttpRequest because fetch reports no upload progress.
 */
import type { PresignedUpload } from '../direct-uploads'

type Presigned = PresignedUpload

export interface UploadCallbacks {
  onProgress: (sent: number, total: number) => void
  signal: AbortSignal
}

export class UploadError extends Error {
  /** The HTTP status of a refusal; null when the connection failed. */
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message)
  }
}

/**
 * A refusal that sending again cannot change (the content does not match its name, the link is
 * not valid): only a dropped connection, a conflict over the offset or a server error is retried.
 */
const isFinal = (error: unknown) =>
  error instanceof UploadError &&
  error.status !== null &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 409

/** Our own upload URL explains a refusal in `detail`; S3 answers XML. */
function refusalOf(request: XMLHttpRequest): UploadError {
  let detail = `HTTP ${request.status}`
  try {
    detail = (JSON.parse(request.responseText) as { detail?: string }).detail ?? detail
  } catch {
    // Not JSON: the status says it.
  }
  return new UploadError(detail, request.status)
}

/** Attempts per part before giving up (each retry resumes where the server's bytes end). */
const RETRIES = 3

/** PUTs a body; answers the response's ETag (S3 names a multipart part by it). */
function put(
  url: string,
  body: Blob,
  headers: Record<string, string>,
  callbacks: { onProgress: (sent: number) => void; signal: AbortSignal },
): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', url)
    for (const [header, value] of Object.entries(headers)) request.setRequestHeader(header, value)
    request.upload.onprogress = (event) => callbacks.onProgress(event.loaded)
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve(request.getResponseHeader('ETag'))
        : reject(refusalOf(request))
    request.onerror = () => reject(new UploadError('network'))
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    callbacks.signal.addEventListener('abort', () => request.abort(), { once: true })
    request.send(body)
  })
}

async function receivedSoFar(url: string): Promise<number> {
  const response = await fetch(url, { method: 'HEAD', cache: 'no-store' })
  if (!response.ok) throw new UploadError(`HTTP ${response.status}`)
  return Number(response.headers.get('upload-offset') ?? 0)
}

async function sendInParts(file: Blob, target: Presigned, callbacks: UploadCallbacks) {
  const chunk = target.chunk_size!
  let offset = 0
  let failures = 0
  while (offset < file.size) {
    const end = Math.min(offset + chunk, file.size)
    try {
      await put(
        target.url,
        file.slice(offset, end),
        { 'Content-Range': `bytes ${offset}-${end - 1}/${file.size}` },
        {
          onProgress: (sent) => callbacks.onProgress(offset + sent, file.size),
          signal: callbacks.signal,
        },
      )
      offset = end
      failures = 0
    } catch (error) {
      if (callbacks.signal.aborted || isFinal(error) || ++failures > RETRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, 500 * failures))
      offset = await receivedSoFar(target.url)
    }
  }
}

/** Fails with the server's `detail` when the answer is not 2xx. */
async function jsonOf<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { detail?: string }
  if (!response.ok) throw new UploadError(body.detail ?? 'Error uploading file', response.status)
  return body
}

/**
 * S3 multipart: each part to its own presigned URL (part 1's came with the plan, the others are
 * asked for one at a time, so none expires while earlier parts are sent); a failed part is sent
 * again with a fresh URL. Answers the parts' ETags for the complete call.
 */
async function sendMultipart(file: Blob, target: Presigned, callbacks: UploadCallbacks) {
  const plan = target.multipart!
  const parts: { part_number: number; etag: string }[] = []
  for (let number = 1; number <= plan.part_count; number++) {
    const start = (number - 1) * plan.part_size
    const body = file.slice(start, Math.min(start + plan.part_size, file.size))
    for (let attempt = 0; ; attempt++) {
      try {
        const url =
          number === 1 && attempt === 0
            ? target.url
            : (
                await jsonOf<{ url: string }>(
                  await fetch(`${plan.part_url}/${number}`, { signal: callbacks.signal }),
                )
              ).url
        const etag = await put(
          url,
          body,
          {},
          {
            onProgress: (sent) => callbacks.onProgress(start + sent, file.size),
            signal: callbacks.signal,
          },
        )
        if (!etag) throw new UploadError('Error uploading file')
        parts.push({ part_number: number, etag })
        break
      } catch (error) {
        if (callbacks.signal.aborted || isFinal(error) || attempt >= RETRIES) throw error
        await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)))
      }
    }
  }
  return parts
}

/**
 * Sends `file` through the direct upload that `presignUrl` grants; answers what the complete
 * call answers (a knowledge file's view, a staff or company file's upload token).
 */
export async function uploadDirect<Finished>(
  file: File,
  presignUrl: string,
  callbacks: UploadCallbacks,
): Promise<Finished> {
  const presign = await fetch(presignUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      file_name: file.name,
      file_content_type: file.type,
      file_size: file.size,
    }),
    signal: callbacks.signal,
  })
  const target = await jsonOf<Presigned>(presign)
  let parts: { part_number: number; etag: string }[] | null = null
  if (target.multipart) parts = await sendMultipart(file, target, callbacks)
  else if (target.chunk_size) await sendInParts(file, target, callbacks)
  else {
    await put(
      target.url,
      file,
      { 'Content-Type': target.content_type },
      { onProgress: (sent) => callbacks.onProgress(sent, file.size), signal: callbacks.signal },
    )
  }
  const done = await fetch(target.complete_url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(parts ? { parts } : {}),
    signal: callbacks.signal,
  })
  return jsonOf<Finished>(done)
}
