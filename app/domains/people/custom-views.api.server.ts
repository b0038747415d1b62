import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import { validBody } from '~/platform/api.server'
import { requireApiActor } from '~/platform/auth.server'
import { AppError } from '~/platform/errors.server'
import { idSchema } from '~/platform/ids'
import { requestMeta } from '~/platform/request-meta.server'
import {
  CUSTOM_VIEW_MESSAGES,
  CustomViewCreateSchema,
  CustomViewListSchema,
  CustomViewUpdateSchema,
  VIEW_TYPE,
} from './custom-views.schema'
import {
  createCustomView,
  deleteCustomView,
  getCustomView,
  listCustomViews,
  updateCustomView,
} from './custom-views.server'

function pathId(raw: string): number {
  const parsed = idSchema(CUSTOM_VIEW_MESSAGES.notFound).safeParse(raw)
  if (!parsed.success) throw AppError.notFound(CUSTOM_VIEW_MESSAGES.notFound)
  return parsed.data
}

/** Query-string filters, checked with the same rules as bodies: a bad one is a 400. */
function validQuery<Schema extends z.ZodTypeAny>(c: Context, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(c.req.query())
  if (parsed.success) return parsed.data
  throw new AppError(
    'VALIDATION',
    'Invalid input.',
    parsed.error.flatten().fieldErrors as Record<string, string[]>,
  )
}

const ByTypeSchema = CustomViewListSchema.extend({ type: VIEW_TYPE })

/** company/api/custom-views/*: seed §7 "Custom fields and views", thin over the services. */
export const customViewsApi = new Hono({ strict: false })
  .get('/custom-views', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(await listCustomViews(actor, validQuery(c, CustomViewListSchema)))
  })
  .post('/custom-views', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const input = await validBody(c, CustomViewCreateSchema)
    return c.json(await createCustomView(actor, input, requestMeta(c.req.raw)), 201)
  })
  // Declared before /:id, which would otherwise take 'by-type' for an id.
  .get('/custom-views/by-type', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(await listCustomViews(actor, validQuery(c, ByTypeSchema)))
  })
  .get('/custom-views/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(await getCustomView(actor, pathId(c.req.param('id')), requestMeta(c.req.raw)))
  })
  .patch('/custom-views/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const id = pathId(c.req.param('id'))
    const input = await validBody(c, CustomViewUpdateSchema)
    return c.json(await updateCustomView(actor, id, input, requestMeta(c.req.raw)))
  })
  .delete('/custom-views/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    await deleteCustomView(actor, pathId(c.req.param('id')), requestMeta(c.req.raw))
    return c.body(null, 204)
  })
