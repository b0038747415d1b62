import { pathId, validated } from '~/platform/api.server'
import { Hono } from 'hono'
import { requireApiActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'
import { bodyWithFile } from '../files/api-helpers.server'
import { CompanyFileCreateSchema, CompanyFileUpdateSchema } from './company-files.schema'
import {
  createCompanyFile,
  deleteCompanyFile,
  getCompanyFile,
  listCompanyFiles,
  updateCompanyFile,
} from './company-files.server'

const BASE = '/companies/:companyId/files'

/** company/api/companies/{companyId}/files/*: seed §7 "Company files" (list paginated). */
export const companyFilesApi = new Hono({ strict: false })
  .get(BASE, async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const companyId = pathId(c.req.param('companyId'))
    const requested = Number(c.req.query('page') ?? 1)
    const page = Number.isInteger(requested) && requested > 0 ? requested : 1
    const list = await listCompanyFiles(actor, companyId, page, requestMeta(c.req.raw))
    const pageUrl = (n: number) => {
      const url = new URL(c.req.url)
      url.searchParams.set('page', String(n))
      return url.toString()
    }
    return c.json({
      count: list.count,
      next: list.page < list.pages ? pageUrl(list.page + 1) : null,
      previous: list.page > 1 ? pageUrl(list.page - 1) : null,
      results: list.results,
    })
  })
  .post(BASE, async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const companyId = pathId(c.req.param('companyId'))
    const { fields, upload } = await bodyWithFile(c)
    const input = { ...validated(CompanyFileCreateSchema, fields), upload }
    return c.json(await createCompanyFile(actor, companyId, input, requestMeta(c.req.raw)), 201)
  })
  .get(`${BASE}/:fileId`, async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const [companyId, id] = [pathId(c.req.param('companyId')), pathId(c.req.param('fileId'))]
    return c.json(await getCompanyFile(actor, companyId, id, requestMeta(c.req.raw)))
  })
  .patch(`${BASE}/:fileId`, async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const [companyId, id] = [pathId(c.req.param('companyId')), pathId(c.req.param('fileId'))]
    const { fields, upload } = await bodyWithFile(c)
    const input = { ...validated(CompanyFileUpdateSchema, fields), upload }
    return c.json(await updateCompanyFile(actor, companyId, id, input, requestMeta(c.req.raw)))
  })
  .delete(`${BASE}/:fileId`, async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const [companyId, id] = [pathId(c.req.param('companyId')), pathId(c.req.param('fileId'))]
    await deleteCompanyFile(actor, companyId, id, requestMeta(c.req.raw))
    return c.body(null, 204)
  })
