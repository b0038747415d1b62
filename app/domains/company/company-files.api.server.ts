import type { Context } from 'hono'
import { allowedBy, apiRoutes, pathId, validated, validBody } from '~/platform/api.server'
import { bodyWithIncomingFile } from '../files/api-helpers.server'
import { PresignRequestSchema } from '../files/direct-uploads'
import { startFileUpload } from '../files/file-uploads.server'
import { CompanyFileCreateSchema, CompanyFileUpdateSchema } from './company-files.schema'
import {
  authorizeCreate,
  authorizeManage,
  createCompanyFile,
  deleteCompanyFile,
  getCompanyFile,
  listCompanyFiles,
  updateCompanyFile,
} from './company-files.server'

const BASE = '/companies/:companyId/files'

const companyIdOf = (c: Context) => pathId(c.req.param('companyId'))
/** The company's id and the file's, in the path's order (a bad one is not found). */
const idsOf = (c: Context) => [companyIdOf(c), pathId(c.req.param('fileId'))] as const

const creating = allowedBy(({ actor, meta }, c) => authorizeCreate(actor, meta, companyIdOf(c)))

/**
 * company/api/companies/{companyId}/files/*: seed §7 "Company files" (list paginated). A file
 * over 50 MB goes up through `files/generate-s3-presigned-url` (ADR 043) and is then created or
 * replaced with its `upload_token`.
 */
export const companyFilesApi = apiRoutes()
  .get(BASE, async (c) => {
    const { actor, meta } = c.var
    const companyId = companyIdOf(c)
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
  .post(`${BASE}/generate-s3-presigned-url`, creating, async (c) => {
    const input = await validBody(c, PresignRequestSchema)
    return c.json(await startFileUpload(c.var.actor, c.var.meta, input, 'company-files'))
  })
  .post(BASE, creating, async (c) => {
    const { actor, meta } = c.var
    const companyId = companyIdOf(c)
    const { fields, upload } = await bodyWithIncomingFile(c)
    const input = { ...validated(CompanyFileCreateSchema, fields), upload }
    return c.json(await createCompanyFile(actor, companyId, input, meta), 201)
  })
  .get(`${BASE}/:fileId`, async (c) => {
    const { actor, meta } = c.var
    const [companyId, id] = idsOf(c)
    return c.json(await getCompanyFile(actor, companyId, id, meta))
  })
  .patch(
    `${BASE}/:fileId`,
    allowedBy(({ actor, meta }, c) => {
      const [, id] = idsOf(c)
      return authorizeManage(actor, meta, 'company_file.update', id)
    }),
    async (c) => {
      const { actor, meta } = c.var
      const [companyId, id] = idsOf(c)
      const { fields, upload } = await bodyWithIncomingFile(c)
      const input = { ...validated(CompanyFileUpdateSchema, fields), upload }
      return c.json(await updateCompanyFile(actor, companyId, id, input, meta))
    },
  )
  .delete(`${BASE}/:fileId`, async (c) => {
    const { actor, meta } = c.var
    const [companyId, id] = idsOf(c)
    await deleteCompanyFile(actor, companyId, id, meta)
    return c.body(null, 204)
  })
