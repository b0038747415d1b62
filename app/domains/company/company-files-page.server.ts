import { json } from '@remix-run/node'
import { asErrorPage } from '~/platform/request-context.server'
import { isAppError } from '~/platform/errors.server'
import { MAX_FILE_BYTES } from '../files/file-kinds'
import { readUploadForm, uploadIn, type Upload } from '~/platform/uploads.server'

/** A company-file form post: its text fields and the chosen file (if any). */
export async function readCompanyFileForm(
  request: Request,
): Promise<{ fields: Record<string, string>; upload: Upload | null }> {
  const formData = await readUploadForm(request, { maxBytes: MAX_FILE_BYTES, fileField: 'file' })
  const fields: Record<string, string> = {}
  for (const [key, value] of formData) if (typeof value === 'string') fields[key] = value
  return { fields, upload: await uploadIn(formData, 'file') }
}

/** A refused form: field messages (400), a stale version (409), else the 403/404 page. */
export function companyFileFormError(error: unknown, values: Record<string, string> = {}) {
  if (isAppError(error) && error.code === 'VALIDATION') {
    return json(
      { fieldErrors: error.fieldErrors ?? { file: [error.message] }, message: null, values },
      { status: 400 },
    )
  }
  if (isAppError(error) && error.code === 'CONFLICT') {
    return json({ fieldErrors: {}, message: error.message, values }, { status: 409 })
  }
  return asErrorPage(error)
}
