/**
 * The browser side of the presigned flow (ADR 019): ask where to PUT the file, send it (in
 * Content-Range parts to our own URL, in one PUT to S3), resume from the server's offset after a
 * dropped part, and confirm. XMLHttpRequest because fetch reports no upload progress.
 */
import type { KnowledgeFileView } from '../knowledge-files'

interface Presigned {
  url: string
  method: 'PUT'
  content_type: string
  file_id: number
  complete_url: string
  chunk_size: number | null
}

export interface UploadCallbacks {
  onProgress: (sent: number, total: number) => void
  signal: AbortSignal
}

export class UploadError extends Error {}

/** Attempts per part before giving up (each retry resumes where the server's bytes end). */
const RETRIES = 3

function put(
  url: string,
  body: Blob,
  headers: Record<string, string>,
  callbacks: { onProgress: (sent: number) => void; signal: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', url)
    for (const [header, value] of Object.entries(headers)) request.setRequestHeader(header, value)
    request.upload.onprogress = (event) => callbacks.onProgress(event.loaded)
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new UploadError(`HTTP ${request.status}`))
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
      if (callbacks.signal.aborted || ++failures > RETRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, 500 * failures))
      offset = await receivedSoFar(target.url)
    }
  }
}

export async function uploadDirect(
  file: File,
  callbacks: UploadCallbacks,
): Promise<KnowledgeFileView> {
  const presign = await fetch('/knowledgebase/upload/presign', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      file_name: file.name,
      file_content_type: file.type,
      file_size: file.size,
    }),
    signal: callbacks.signal,
  })
  const target = (await presign.json()) as Presigned & { detail?: string }
  if (!presign.ok) throw new UploadError(target.detail ?? 'Error uploading file')
  if (target.chunk_size) await sendInParts(file, target, callbacks)
  else {
    await put(
      target.url,
      file,
      { 'Content-Type': target.content_type },
      { onProgress: (sent) => callbacks.onProgress(sent, file.size), signal: callbacks.signal },
    )
  }
  const done = await fetch(target.complete_url, { method: 'POST', signal: callbacks.signal })
  const view = (await done.json()) as KnowledgeFileView & { detail?: string }
  if (!done.ok) throw new UploadError(view.detail ?? 'Error uploading file')
  return view
}
