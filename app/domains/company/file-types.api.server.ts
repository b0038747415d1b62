import { can } from './file-types.policy'
import { allowed, apiRoutes, pathId, validated } from '~/platform/api.server'
import { bodyWithFile } from '../files/api-helpers.server'
import { FileTypeCreateSchema, FileTypeUpdateSchema } from './file-types.schema'
import {
  createFileType,
  deleteFileType,
  getFileType,
  listFileTypes,
  updateFileType,
} from './file-types.server'

/** company/api/file-types/*: seed §7 "File types" (bodies: multipart, form or JSON). */
export const fileTypesApi = apiRoutes()
  .get('/file-types', async (c) => {
    const { actor } = c.var
    const companyType = c.req.query('company_type') === 'true'
    return c.json(await listFileTypes(actor, { companyType }))
  })
  .post('/file-types', allowed(can, 'fileType.manage'), async (c) => {
    const { actor, meta } = c.var
    const { fields } = await bodyWithFile(c)
    const input = validated(FileTypeCreateSchema, fields)
    return c.json(await createFileType(actor, input, meta), 201)
  })
  .get('/file-types/:id', async (c) => {
    const { actor, meta } = c.var
    return c.json(await getFileType(actor, pathId(c.req.param('id')), meta))
  })
  .patch('/file-types/:id', allowed(can, 'fileType.manage'), async (c) => {
    const { actor, meta } = c.var
    const id = pathId(c.req.param('id'))
    const { fields } = await bodyWithFile(c)
    const input = validated(FileTypeUpdateSchema, fields)
    return c.json(await updateFileType(actor, id, input, meta))
  })
  .delete('/file-types/:id', async (c) => {
    const { actor, meta } = c.var
    await deleteFileType(actor, pathId(c.req.param('id')), meta)
    return c.body(null, 204)
  })
