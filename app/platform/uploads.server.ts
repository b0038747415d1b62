import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { msg } from '~/i18n'
import { AppError } from './errors.server'

/** The seed's text for any failed upload (§8). */
export const UPLOAD_ERROR = msg('Error uploading file')

/** A file a person sent, read into memory after its size was checked. */
export interface Upload {
  name: string
  contentType: string
  bytes: Uint8Array
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${Math.round(bytes / 1024 ** 3)} GB`
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`
  return `${Math.round(bytes / 1024)} KB`
}

/** What a form's upload limits are, and what a file over them is told (when not the default). */
export interface UploadFormOptions {
  maxBytes: number
  fileField: string
  tooLargeMessage?: string
}

function tooLarge({ fileField, maxBytes, tooLargeMessage }: UploadFormOptions): AppError {
  const message = tooLargeMessage ?? `The file is too large: at most ${formatBytes(maxBytes)}.`
  return AppError.invalidField(fileField, message)
}

const SEND_AS_MULTIPART = msg('Send the file as multipart/form-data.')

/**
 * Reads a multipart form (from a page's action or a REST call) holding at most one file per
 * field, each at most `maxBytes`; anything larger is refused before it is buffered whole.
 * Text fields come back as strings, files as `File`s.
 */
export async function readUploadForm(
  request: Request,
  options: UploadFormOptions,
): Promise<FormData> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  // Room for the other fields and the multipart boundaries.
  if (declared > options.maxBytes + 1024 * 1024) throw tooLarge(options)
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded')) return request.formData()
  if (!type.includes('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', SEND_AS_MULTIPART)
  }
  const handler = unstable_composeUploadHandlers(
    unstable_createMemoryUploadHandler({ maxPartSize: options.maxBytes }),
  )
  try {
    return await unstable_parseMultipartFormData(request, handler)
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) {
      throw tooLarge(options)
    }
    throw AppError.invalidField(options.fileField, UPLOAD_ERROR)
  }
}

/** The file in `field`, or null when none was chosen (browsers send an empty part then). */
export async function uploadIn(formData: FormData, field: string): Promise<Upload | null> {
  const value = formData.get(field)
  if (!value || typeof value === 'string' || value.size === 0) return null
  return {
    name: value.name || 'file',
    contentType: value.type || 'application/octet-stream',
    bytes: new Uint8Array(await value.arrayBuffer()),
  }
}

/** `Content-Disposition: attachment` with the original name, safe for any characters in it. */
export function attachmentDisposition(fileName: string, inline = false): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
