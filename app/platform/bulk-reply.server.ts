import type { BulkResult } from './bulk.server'
import { rowErrorKey } from './bulk-reply'
import { AppError, type FieldErrors } from './errors.server'

/**
 * Inside handleForm: a bulk change that refused rows (and so changed nothing) becomes the form's
 * 400 reply, one field error per refused row (`bulkRefusalOf` reads them back).
 */
export function assertAllChanged(result: BulkResult): void {
  if (result.ok) return
  const byRow: FieldErrors = {}
  for (const { id, error } of result.errors) (byRow[rowErrorKey(id)] ??= []).push(error)
  throw new AppError('VALIDATION', 'Some rows were refused.', byRow)
}
