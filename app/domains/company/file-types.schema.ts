import { versionField } from '~/platform/form-fields'
import { z } from 'zod'

/** Shared by the file-type forms and the REST API (seed §7 "File types"). */
export const FILE_TYPE_MESSAGES = {
  deleteFailed: 'An error occurred while deleting file type',
  inUse: 'This file type is still used by files. Change or delete those files first.',
  stale: 'This file type was changed by someone else. Reload it and try again.',
  notFound: 'Not found.',
} as const

const required = 'This field is required'

/** Forms send 'true'/'on', JSON sends booleans. */
export const formBoolean = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1',
  z.boolean(),
)

const name = z
  .string({ required_error: required })
  .trim()
  .min(1, required)
  .max(100, 'Use at most 100 characters')

export const FileTypeCreateSchema = z.object({
  name,
  company_type: formBoolean.default(false),
})
export type FileTypeCreateInput = z.infer<typeof FileTypeCreateSchema>

export const FileTypeUpdateSchema = z.object({
  name: name.optional(),
  company_type: formBoolean.optional(),
  version: versionField(required),
})
export type FileTypeUpdateInput = z.infer<typeof FileTypeUpdateSchema>
