import type { Context } from 'hono'
import { allowedBy, apiRoutes, pathId, validBody, type ApiEnv } from '~/platform/api.server'
import { MENU_LINK_MESSAGES, MenuLinkCreateSchema, MenuLinkUpdateSchema } from './menu-links.schema'
import {
  authorizeWrite,
  createMenuLink,
  deleteMenuLink,
  listMenuLinks,
  updateMenuLink,
} from './menu-links.server'

const updatedLinkId = (c: Context<ApiEnv>) =>
  pathId(c.req.param('id'), MENU_LINK_MESSAGES.updateFailed)

/** account/api/menu-link(s)/*: seed §7 company menu links, thin over the services. */
export const menuLinksApi = apiRoutes()
  .get('/menu-links', async (c) => {
    const { actor } = c.var
    return c.json(await listMenuLinks(actor))
  })
  .post(
    '/menu-link',
    allowedBy(({ actor, meta }) => authorizeWrite(actor, meta, 'menuLink.create')),
    async (c) => {
      const { actor, meta } = c.var
      const input = await validBody(c, MenuLinkCreateSchema)
      return c.json(await createMenuLink(actor, input, meta), 201)
    },
  )
  .patch(
    '/menu-link/:id',
    allowedBy(({ actor, meta }, c) =>
      authorizeWrite(actor, meta, 'menuLink.update', updatedLinkId(c)),
    ),
    async (c) => {
      const { actor, meta } = c.var
      const id = updatedLinkId(c)
      const input = await validBody(c, MenuLinkUpdateSchema)
      return c.json(await updateMenuLink(actor, id, input, meta))
    },
  )
  .delete('/menu-link/:id', async (c) => {
    const { actor, meta } = c.var
    const id = pathId(c.req.param('id'), MENU_LINK_MESSAGES.deleteFailed)
    await deleteMenuLink(actor, id, meta)
    return c.body(null, 204)
  })
