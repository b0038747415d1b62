import type { z } from 'zod'
import { handleIntents, type IntentHandler } from '~/platform/forms.server'
import { handleUploadForm } from '~/platform/upload-form.server'
import { uploadIn, type Upload } from '~/platform/uploads.server'
import { MAX_FILE_BYTES } from './file-kinds'

/**
 * A page's forms that may carry a file (multipart, in `file`) on the form protocol: the body is
 * read by the upload reader (a file over `maxBytes` is the form's message at the file), the chosen file
 * is handed to `intents`, and the posted intent's schema and service run as handleIntents does.
 * The bytes are the service's, never echoed back into the page. A refusal or a missing record
 * is the 403/404 page, not a form message.
 */
export function handleFileForms(
  request: Request,
  intents: (upload: Upload | null) => Record<string, IntentHandler<z.ZodTypeAny>>,
  maxBytes = MAX_FILE_BYTES,
): Promise<Response> {
  const options = { maxBytes, fileField: 'file' }
  return handleUploadForm(request, options, async (formData) =>
    handleIntents(request, intents(await uploadIn(formData, 'file')), {
      formData,
      hideFields: ['file'],
      errorPages: ['FORBIDDEN', 'NOT_FOUND'],
    }),
  )
}
