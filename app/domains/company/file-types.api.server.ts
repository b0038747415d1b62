import { pathId, validated } from '~/platform/api.server'
import { Hono } from 'hono'
import { requireApiActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'
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
export const fileTypesApi = new Hono({ strict: false })
  .get('/file-types', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const companyType = c.req.query('company_type') === 'true'
    return c.json(await listFileTypes(actor, { companyType }))
  })
  .post('/file-types', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const { fields } = await bodyWithFile(c)
    const input = validated(FileTypeCreateSchema, fields)
    return c.json(await createFileType(actor, input, requestMeta(c.req.raw)), 201)
  })
  .get('/file-types/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(await getFileType(actor, pathId(c.req.param('id')), requestMeta(c.req.raw)))
  })
  .patch('/file-types/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const id = pathId(c.req.param('id'))
    const { fields } = await bodyWithFile(c)
    const input = validated(FileTypeUpdateSchema, fields)
    return c.json(await updateFileType(actor, id, input, requestMeta(c.req.raw)))
  })
  .delete('/file-types/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    await deleteFileType(actor, pathId(c.req.param('id')), requestMeta(c.req.raw))
    return c.body(null, 204)
  })
