import { json } from '@remix-run/node'
import { isAppError } from './errors.server'
import type { FormReply } from './form-reply'
import { readUploadForm, uploadIn, type Upload } from './uploads.server'

/**
 * Reads a multipart form for handleForm: its text fields (`formData`, without the file, so a
 * refusal's echo never carries the bytes) and the chosen file. An upload refused before any
 * field is read (too large, unreadable) is already the form's FormReply, with its error's status.
 */
export async function readUploadFormOrReply(
  request: Request,
  options: { maxBytes: number; fileField: string },
): Promise<Response | { formData: FormData; upload: Upload | null }> {
  let formData: FormData
  try {
    formData = await readUploadForm(request, options)
  } catch (error) {
    if (!isAppError(error)) throw error
    const reply: FormReply = {
      status: 'error',
      error: error.fieldErrors ?? { '': [error.message] },
    }
    return json(reply, { status: error.status })
  }
  const upload = await uploadIn(formData, options.fileField)
  if (typeof formData.get(options.fileField) !== 'string') formData.delete(options.fileField)
  return { formData, upload }
}
