import type { Context } from 'hono'
import { z } from 'zod'
import { allowedBy, apiRoutes, pathId, validBody } from '~/platform/api.server'
import { AppError } from '~/platform/errors.server'
import { readUploadForm, uploadIn } from '~/platform/uploads.server'
import {
  COMPANY_MESSAGES,
  CompanyDeleteSchema,
  CompanyUpdateSchema,
  LOGO_MAX_BYTES,
} from './company.schema'
import {
  authorizeCompany,
  deleteCompany,
  getCompany,
  listAllCompanies,
  updateCompany,
} from './company-settings.server'
import { CURRENCIES } from './currencies'

/** JSON, or a multipart form (seed §7: PATCH is multipart) that may carry `company_logo`. */
async function companyChange(c: Context) {
  const type = c.req.header('content-type') ?? ''
  if (!type.includes('multipart/form-data')) {
    return { input: await validBody(c, CompanyUpdateSchema), logo: null }
  }
  const form = await readUploadForm(c.req.raw, {
    maxBytes: LOGO_MAX_BYTES,
    fileField: 'company_logo',
  })
  const logo = await uploadIn(form, 'company_logo')
  const fields: Record<string, unknown> = {}
  for (const key of new Set(form.keys())) {
    if (key === 'company_logo') continue
    const values = form.getAll(key)
    fields[key] = key === 'company_weekend_info' ? values : values[0]
  }
  const parsed = CompanyUpdateSchema.safeParse(fields)
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION',
      'Invalid input.',
      parsed.error.flatten().fieldErrors as Record<string, string[]>,
    )
  }
  return { input: parsed.data, logo }
}

const AllCompaniesQuery = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
})

const companyIdOf = (c: Context) => pathId(c.req.param('id'), COMPANY_MESSAGES.notFound)

/** Refuses, as the service does, someone who may not change the company, before the body is read. */
const refusedUnless = (permission: 'company.update' | 'company.delete') =>
  allowedBy(({ actor, meta }, c) => authorizeCompany(actor, meta, permission, companyIdOf(c)))

/** company/api/*: the company itself (seed §7 "Company"), thin over the services. */
export const companyApi = apiRoutes()
  .get('/detail-update/:id', async (c) => {
    const { actor, meta } = c.var
    return c.json(await getCompany(actor, companyIdOf(c), meta))
  })
  .patch('/detail-update/:id', refusedUnless('company.update'), async (c) => {
    const { actor, meta } = c.var
    const id = companyIdOf(c)
    const { input, logo } = await companyChange(c)
    return c.json(await updateCompany(actor, id, input, logo, meta))
  })
  .delete('/delete/:id', refusedUnless('company.delete'), async (c) => {
    const { actor, meta } = c.var
    const id = companyIdOf(c)
    const input = await validBody(c, CompanyDeleteSchema)
    await deleteCompany(actor, id, input.confirm_name, meta)
    return c.body(null, 204)
  })
  .get('/currencies', async (c) => {
    return c.json(CURRENCIES)
  })
  .get('/all-companies', async (c) => {
    const { actor, meta } = c.var
    const query = AllCompaniesQuery.parse(c.req.query())
    return c.json(await listAllCompanies(actor, query, meta))
  })
