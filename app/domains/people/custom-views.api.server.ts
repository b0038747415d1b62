import type { Context } from 'hono'
import { allowedBy, apiRoutes, pathId, validBody, validated } from '~/platform/api.server'
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
  viewToUpdate,
} from './custom-views.server'

const viewIdOf = (c: Context) => pathId(c.req.param('id'), CUSTOM_VIEW_MESSAGES.notFound)

const ByTypeSchema = CustomViewListSchema.extend({ type: VIEW_TYPE })

/** company/api/custom-views/*: seed §7 "Custom fields and views", thin over the services. */
export const customViewsApi = apiRoutes()
  .get('/custom-views', async (c) => {
    const actor = c.var.actor
    return c.json(await listCustomViews(actor, validated(CustomViewListSchema, c.req.query())))
  })
  .post('/custom-views', async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, CustomViewCreateSchema)
    return c.json(await createCustomView(actor, input, c.var.meta), 201)
  })
  // Declared before /:id, which would otherwise take 'by-type' for an id.
  .get('/custom-views/by-type', async (c) => {
    const actor = c.var.actor
    return c.json(await listCustomViews(actor, validated(ByTypeSchema, c.req.query())))
  })
  .get('/custom-views/:id', async (c) => {
    const actor = c.var.actor
    return c.json(
      await getCustomView(
        actor,
        pathId(c.req.param('id'), CUSTOM_VIEW_MESSAGES.notFound),
        c.var.meta,
      ),
    )
  })
  .patch(
    '/custom-views/:id',
    // Only the view's owner may change it: asked before the change is read.
    allowedBy(async ({ actor, meta }, c) => {
      await viewToUpdate(actor, viewIdOf(c), meta)
    }),
    async (c) => {
      const actor = c.var.actor
      const input = await validBody(c, CustomViewUpdateSchema)
      return c.json(await updateCustomView(actor, viewIdOf(c), input, c.var.meta))
    },
  )
  .delete('/custom-views/:id', async (c) => {
    const actor = c.var.actor
    await deleteCustomView(
      actor,
      pathId(c.req.param('id'), CUSTOM_VIEW_MESSAGES.notFound),
      c.var.meta,
    )
    return c.body(null, 204)
  })
