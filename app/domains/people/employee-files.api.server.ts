import { pathId } from '~/platform/api.server'
import { Hono } from 'hono'
import { requireApiActor } from '~/platform/auth.server'
import { AppError } from '~/platform/errors.server'
import { idSchema } from '~/platform/form-fields'
import { requestMeta } from '~/platform/request-meta.server'
import { bodyWithFile } from '../files/api-helpers.server'
import {
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
export const employeeFilesApi = new Hono({ strict: false })
  .get('/staffs/:id/employee_files', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(await listEmployeeFiles(actor, pathId(c.req.param('id')), requestMeta(c.req.raw)))
  })
  .post('/staffs/:id/upload_employee_file', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const id = pathId(c.req.param('id'))
    const { fields, upload } = await bodyWithFile(c)
    const input = { upload, fileTypeId: fileTypeIdOf(fields.file_type) }
    return c.json(await uploadEmployeeFile(actor, id, input, requestMeta(c.req.raw)), 201)
  })
  .delete('/employee_files/:fileId/staff/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const parsed = [c.req.param('fileId'), c.req.param('id')].map((raw) =>
      idSchema(FILE_NOT_FOUND).safeParse(raw),
    )
    if (!parsed[0]!.success || !parsed[1]!.success) throw AppError.notFound(FILE_NOT_FOUND)
    await deleteEmployeeFile(actor, parsed[1]!.data, parsed[0]!.data, requestMeta(c.req.raw))
    return c.body(null, 204)
  })
