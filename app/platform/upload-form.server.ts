import { isAppError } from './errors.server'
import { handleForm } from './forms.server'
import { readUploadForm, type UploadFormOptions } from './uploads.server'
import { NO_FIELDS } from './form-fields'

/**
 * A page's upload form on the form protocol: the body read as `readUploadForm` does, then
 * `handle` with it (which goes on to handleForm with the form data). An upload refused before
 * the form could be read (too large, unreadable) is answered as the form's FormReply, with its
 * status and its field's message, like any other refusal.
 *
 * The same as branch i16b-rest's `handleUploadForm` in uploads.server.ts (written at the same
 * time): when both are merged, this file goes and its importers take that one.
 */
export async function handleUploadForm(
  request: Request,
  options: UploadFormOptions,
  handle: (formData: FormData) => Promise<Response>,
): Promise<Response> {
  let formData: FormData
  try {
    formData = await readUploadForm(request, options)
  } catch (error) {
    if (!isAppError(error)) throw error
    return handleForm(request, NO_FIELDS, () => Promise.reject(error), {
      formData: new FormData(),
    })
  }
  return handle(formData)
}
