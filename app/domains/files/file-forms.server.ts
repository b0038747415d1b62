import type { z } from 'zod'
import { msg } from '~/i18n'
import { handleIntents, type IntentHandler } from '~/platform/forms.server'
import { handleUploadForm } from '~/platform/upload-form.server'
import { uploadIn, type Upload } from '~/platform/uploads.server'
import { MAX_FILE_BYTES } from './file-kinds'
import { ticketIn, type IncomingFile } from './file-uploads.server'

/**
 * A file over the form's limit on a page with the direct upload can only have come without
 * JavaScript (with it, the file field sends the file straight to storage, up to 30 GB).
 */
export const TOO_LARGE_WITHOUT_JS = msg(
  'The file is too large: at most 50 MB without JavaScript. Turn JavaScript on to upload files up to 30 GB.',
)

type Intents<File> = (file: File | null) => Record<string, IntentHandler<z.ZodTypeAny>>

function fileForms<File>(
  request: Request,
  fileIn: (formData: FormData) => Promise<File | null>,
  intents: Intents<File>,
  limits: { maxBytes?: number; tooLargeMessage?: string } = {},
): Promise<Response> {
  const { maxBytes = MAX_FILE_BYTES, tooLargeMessage } = limits
  const options = { maxBytes, fileField: 'file', tooLargeMessage }
  return handleUploadForm(request, options, async (formData) =>
    handleIntents(request, intents(await fileIn(formData)), {
      formData,
      hideFields: ['file', 'upload_token'],
      errorPages: ['FORBIDDEN', 'NOT_FOUND'],
    }),
  )
}

/**
 * A page's forms that may carry a file (multipart, in `file`) on the form protocol: the body is
 * read by the upload reader (a file over `maxBytes` is the form's message at the file), the chosen file
 * is handed to `intents`, and the posted intent's schema and service run as handleIntents does.
 * The bytes are the service's, never echoed back into the page. A refusal or a missing record
 * is the 403/404 page, not a form message.
 */
export function handleFileForms(
  request: Request,
  intents: Intents<Upload>,
  maxBytes = MAX_FILE_BYTES,
): Promise<Response> {
  return fileForms(request, (formData) => uploadIn(formData, 'file'), intents, { maxBytes })
}

/**
 * handleFileForms for the pages whose file field uploads directly (staff and company files):
 * the file is the bytes sent in `file` (without JavaScript), else the finished direct upload
 * named in `upload_token`.
 */
export function handleDirectFileForms(
  request: Request,
  intents: Intents<IncomingFile>,
): Promise<Response> {
  const fileIn = async (formData: FormData) =>
    (await uploadIn(formData, 'file')) ?? ticketIn(formData)
  return fileForms(request, fileIn, intents, { tooLargeMessage: TOO_LARGE_WITHOUT_JS })
}
