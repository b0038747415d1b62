import { apiRoutes, pathId, validated } from '~/platform/api.server'
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
export const companyFilesApi = apiRoutes()
  .get(BASE, async (c) => {
    const { actor, meta } = c.var
    const companyId = pathId(c.req.param('companyId'))
    const requested = Number(c.req.query('page') ?? 1)
    const page = Number.isInteger(requested) && requested > 0 ? requested : 1
    const list = await listCompanyFiles(actor, companyId, page, meta)
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
    const { actor, meta } = c.var
    const companyId = pathId(c.req.param('companyId'))
    const { fields, upload } = await bodyWithFile(c)
    const input = { ...validated(CompanyFileCreateSchema, fields), upload }
    return c.json(await createCompanyFile(actor, companyId, input, meta), 201)
  })
  .get(`${BASE}/:fileId`, async (c) => {
    const { actor, meta } = c.var
    const [companyId, id] = [pathId(c.req.param('companyId')), pathId(c.req.param('fileId'))]
    return c.json(await getCompanyFile(actor, companyId, id, meta))
  })
  .patch(`${BASE}/:fileId`, async (c) => {
    const { actor, meta } = c.var
    const [companyId, id] = [pathId(c.req.param('companyId')), pathId(c.req.param('fileId'))]
    const { fields, upload } = await bodyWithFile(c)
    const input = { ...validated(CompanyFileUpdateSchema, fields), upload }
    return c.json(await updateCompanyFile(actor, companyId, id, input, meta))
  })
  .delete(`${BASE}/:fileId`, async (c) => {
    const { actor, meta } = c.var
    const [companyId, id] = [pathId(c.req.param('companyId')), pathId(c.req.param('fileId'))]
    await deleteCompanyFile(actor, companyId, id, meta)
    return c.body(null, 204)
  })
