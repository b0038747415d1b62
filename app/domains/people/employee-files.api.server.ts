import { allowedBy, apiRoutes, pathId, validBody } from '~/platform/api.server'
import { AppError } from '~/platform/errors.server'
import { idSchema } from '~/platform/form-fields'
import { bodyWithIncomingFile } from '../files/api-helpers.server'
import { PresignRequestSchema } from '../files/direct-uploads'
import { startFileUpload } from '../files/file-uploads.server'
import {
  authorizeUpload,
  deleteEmployeeFile,
  FILE_NOT_FOUND,
  listEmployeeFiles,
  uploadEmployeeFile,
} from './employee-files.server'

/** An optional file type id from a form or JSON ('' or absent: none). */
export function fileTypeIdOf(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null
  const parsed = idSchema('Choose a file type from the list').safeParse(raw)
  if (!parsed.success) throw AppError.invalidField('file_type', 'Choose a file type from the list')
  return parsed.data
}

const uploadingFor = allowedBy(({ actor, meta }, c) =>
  authorizeUpload(actor, meta, pathId(c.req.param('id'))),
)

/**
 * account/api: a person's files (seed §7 upload_employee_file, employee_files delete). A file
 * over 50 MB goes up through `generate-s3-presigned-url` (ADR 043) and is then recorded by
 * `upload_employee_file` with its `upload_token`.
 */
export const employeeFilesApi = apiRoutes()
  .get('/staffs/:id/employee_files', async (c) => {
    const actor = c.var.actor
    return c.json(await listEmployeeFiles(actor, pathId(c.req.param('id')), c.var.meta))
  })
  .post('/staffs/:id/employee_files/generate-s3-presigned-url', uploadingFor, async (c) => {
    const input = await validBody(c, PresignRequestSchema)
    return c.json(await startFileUpload(c.var.actor, c.var.meta, input, 'employee-files'))
  })
  .post('/staffs/:id/upload_employee_file', uploadingFor, async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'))
    const { fields, upload } = await bodyWithIncomingFile(c)
    const input = { upload, fileTypeId: fileTypeIdOf(fields.file_type) }
    return c.json(await uploadEmployeeFile(actor, id, input, c.var.meta), 201)
  })
  .delete('/employee_files/:fileId/staff/:id', async (c) => {
    const actor = c.var.actor
    const parsed = [c.req.param('fileId'), c.req.param('id')].map((raw) =>
      idSchema(FILE_NOT_FOUND).safeParse(raw),
    )
    if (!parsed[0]!.success || !parsed[1]!.success) throw AppError.notFound(FILE_NOT_FOUND)
    await deleteEmployeeFile(actor, parsed[1]!.data, parsed[0]!.data, c.var.meta)
    return c.body(null, 204)
  })
