import { Hono } from 'hono'
import { pathId, validBody } from '~/platform/api.server'
import { requireApiActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'
import { MENU_LINK_MESSAGES, MenuLinkCreateSchema, MenuLinkUpdateSchema } from './menu-links.schema'
import { createMenuLink, deleteMenuLink, listMenuLinks, updateMenuLink } from './menu-links.server'

/** account/api/menu-link(s)/*: seed §7 company menu links, thin over the services. */
export const menuLinksApi = new Hono({ strict: false })
  .get('/menu-links', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(await listMenuLinks(actor))
  })
  .post('/menu-link', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const input = await validBody(c, MenuLinkCreateSchema)
    return c.json(await createMenuLink(actor, input, requestMeta(c.req.raw)), 201)
  })
  .patch('/menu-link/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const id = pathId(c.req.param('id'), MENU_LINK_MESSAGES.updateFailed)
    const input = await validBody(c, MenuLinkUpdateSchema)
    return c.json(await updateMenuLink(actor, id, input, requestMeta(c.req.raw)))
  })
  .delete('/menu-link/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const id = pathId(c.req.param('id'), MENU_LINK_MESSAGES.deleteFailed)
    await deleteMenuLink(actor, id, requestMeta(c.req.raw))
    return c.body(null, 204)
  })
