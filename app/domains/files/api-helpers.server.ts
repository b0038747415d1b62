import type { Context } from 'hono'
import type { z } from 'zod'
import { readBody } from '~/platform/api.server'
import { AppError } from '~/platform/errors.server'
import { idSchema } from '~/platform/ids'
import { readUploadForm, uploadIn, type Upload } from '~/platform/uploads.server'
import { MAX_FILE_BYTES } from './file-kinds'

/** A path id that is not a record id cannot name anything: not found. */
export function pathId(raw: string | undefined): number {
  const parsed = idSchema('Not found.').safeParse(raw)
  if (!parsed.success) throw AppError.notFound()
  return parsed.data
}

/** Zod problems as the API's `{field: [messages]}` 400. */
export function validated<Schema extends z.ZodTypeAny>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const { fieldErrors, formErrors } = parsed.error.flatten()
  const errors: Record<string, string[]> = { ...(fieldErrors as Record<string, string[]>) }
  if (formErrors.length) errors.non_field_errors = formErrors
  throw new AppError('VALIDATION', 'Invalid input.', errors)
}

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
