import { allowedBy, apiRoutes, pathId } from '~/platform/api.server'
import { AppError } from '~/platform/errors.server'
import { idSchema } from '~/platform/form-fields'
import { bodyWithFile } from '../files/api-helpers.server'
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

/** account/api: a person's files (seed §7 upload_employee_file, employee_files delete). */
export const employeeFilesApi = apiRoutes()
  .get('/staffs/:id/employee_files', async (c) => {
    const actor = c.var.actor
    return c.json(await listEmployeeFiles(actor, pathId(c.req.param('id')), c.var.meta))
  })
  .post(
    '/staffs/:id/upload_employee_file',
    allowedBy(({ actor, meta }, c) => authorizeUpload(actor, meta, pathId(c.req.param('id')))),
    async (c) => {
      const actor = c.var.actor
      const id = pathId(c.req.param('id'))
      const { fields, upload } = await bodyWithFile(c)
      const input = { upload, fileTypeId: fileTypeIdOf(fields.file_type) }
      return c.json(await uploadEmployeeFile(actor, id, input, c.var.meta), 201)
    },
  )
  .delete('/employee_files/:fileId/staff/:id', async (c) => {
    const actor = c.var.actor
    const parsed = [c.req.param('fileId'), c.req.param('id')].map((raw) =>
      idSchema(FILE_NOT_FOUND).safeParse(raw),
    )
    if (!parsed[0]!.success || !parsed[1]!.success) throw AppError.notFound(FILE_NOT_FOUND)
    await deleteEmployeeFile(actor, parsed[1]!.data, parsed[0]!.data, c.var.meta)
    return c.body(null, 204)
  })
