import { json } from '@remix-run/node'
import { isAppError } from './errors.server'
import type { FormReply } from './form-reply'
import { readUploadForm } from './uploads.server'

/**
 * Reads a multipart form for handleForm (`{ formData }`). An upload refused before any field is
 * read (too large, unreadable) is already the form's FormReply, with its error's status.
 */
export async function readUploadFormOrReply(
  request: Request,
  options: { maxBytes: number; fileField: string },
): Promise<FormData | Response> {
  try {
    return await readUploadForm(request, options)
  } catch (error) {
    if (!isAppError(error)) throw error
    const reply: FormReply = {
      status: 'error',
      error: error.fieldErrors ?? { '': [error.message] },
    }
    return json(reply, { status: error.status })
  }
}
