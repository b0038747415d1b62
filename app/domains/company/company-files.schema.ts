import { z } from 'zod'
import { optionalId, optionalText, requiredText, versionField } from '~/platform/form-fields'

export const COMPANY_FILE_MESSAGES = {
  stale: 'This file was changed by someone else. Reload it and try again.',
} as const

/** Files per page of the list (the API's and the page's). */
export const COMPANY_FILES_PAGE_SIZE = 20

const fileType = optionalId('Choose a file type from the list')
const title = requiredText(200)
const description = optionalText(2000)

/** The title defaults to the file's name. */
export const CompanyFileCreateSchema = z.object({
  title: optionalText(200),
  description,
  file_type: fileType,
})
export type CompanyFileCreateInput = z.infer<typeof CompanyFileCreateSchema>

/** The API's change: a field left out stays as it is. */
export const CompanyFileUpdateSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  file_type: fileType.optional(),
  version: versionField(),
})
export type CompanyFileUpdateInput = z.infer<typeof CompanyFileUpdateSchema>

/**
 * The file page's edit form sends every field, and an empty one means "none" (an empty title is
 * refused); the replacement file, if any, is read from the multipart form by the page.
 */
export const CompanyFileEditFormSchema = z.object({
  title,
  description,
  file_type: fileType,
  version: versionField(),
})
