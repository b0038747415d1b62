import { z } from 'zod'
import { idSchema, versionField } from '~/platform/form-fields'

export const COMPANY_FILE_MESSAGES = {
  stale: 'This file was changed by someone else. Reload it and try again.',
} as const

/** Files per page of the list (the API's and the page's). */
export const COMPANY_FILES_PAGE_SIZE = 20

const required = 'This field is required'
const fileType = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  idSchema('Choose a file type from the list').nullable(),
)
const title = z.string().trim().max(200, 'Use at most 200 characters')
const description = z.string().trim().max(2000, 'Use at most 2000 characters')

/** The title defaults to the file's name. */
export const CompanyFileCreateSchema = z.object({
  title: title.default(''),
  description: description.default(''),
  file_type: fileType.default(null),
})
export type CompanyFileCreateInput = z.infer<typeof CompanyFileCreateSchema>

export const CompanyFileUpdateSchema = z.object({
  title: title.min(1, required).optional(),
  description: description.optional(),
  file_type: fileType.optional(),
  version: versionField(required),
})
export type CompanyFileUpdateInput = z.infer<typeof CompanyFileUpdateSchema>
