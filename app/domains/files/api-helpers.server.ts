import type { Context } from 'hono'
import { readBody } from '~/platform/api.server'
import { readUploadForm, uploadIn, type Upload } from '~/platform/uploads.server'
import { MAX_FILE_BYTES } from './file-kinds'
import type { IncomingFile } from './file-uploads.server'

/**
 * A body that may carry a file (multipart) or not (JSON, form-encoded): the text fields as an
 * object and the upload in `fileField`, if any.
 */
export async function bodyWithFile(
  c: Context,
  fileField = 'file',
): Promise<{ fields: Record<string, unknown>; upload: Upload | null }> {
  const type = c.req.header('content-type') ?? ''
  if (!type.includes('multipart/form-data')) {
    const body = await readBody(c)
    return {
      fields: (body && typeof body === 'object' ? body : {}) as Record<string, unknown>,
      upload: null,
    }
  }
  const formData = await readUploadForm(c.req.raw, { maxBytes: MAX_FILE_BYTES, fileField })
  const fields: Record<string, unknown> = {}
  for (const [key, value] of formData) if (typeof value === 'string') fields[key] = value
  return { fields, upload: await uploadIn(formData, fileField) }
}

/**
 * bodyWithFile for the calls whose file may also come through the direct upload (staff and
 * company files, up to 30 GB): a multipart `file`, else the `upload_token` that the finished
 * upload's complete call answered (a JSON or form field).
 */
export async function bodyWithIncomingFile(
  c: Context,
): Promise<{ fields: Record<string, unknown>; upload: IncomingFile | null }> {
  const { fields, upload } = await bodyWithFile(c)
  const token = fields.upload_token
  const ticket = typeof token === 'string' && token !== '' ? { uploadToken: token } : null
  return { fields, upload: upload ?? ticket }
}
