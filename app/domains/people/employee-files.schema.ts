import { z } from 'zod'
import { optionalId } from '~/platform/form-fields'

/**
 * The files page's two forms. The upload's `file` is read from the multipart form by the page
 * (the schema sees only its text fields); the delete names the file's id.
 */
export const EmployeeFileUploadFormSchema = z.object({
  file_type: optionalId('Choose a file type from the list'),
})
export const EmployeeFileDeleteFormSchema = z.object({ file: z.string().default('') })
