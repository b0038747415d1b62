import { can } from './divisions.policy'
import type { Context } from 'hono'
import { z } from 'zod'
import {
  allowed,
  apiRoutes,
  pathId,
  readBody,
  validated,
  validBody,
  type ApiEnv,
} from '~/platform/api.server'
import { paginated } from '../people/directory.api.server'
import {
  DIVISION_MESSAGES,
  DivisionCreateSchema,
  DivisionDeleteApiSchema,
  DivisionUpdateSchema,
} from './divisions.schema'
import {
  createDivision,
  deleteDivision,
  listDivisions,
  listDivisionsWithEmployees,
  listDivisionUsers,
  updateDivision,
} from './divisions.server'

const PageSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
})

function pageOf(c: Context) {
  const { page, page_size } = validated(PageSchema, c.req.query())
  return { page, pageSize: page_size }
}

async function patchDivision(c: Context<ApiEnv>) {
  const { actor, meta } = c.var
  const id = pathId(c.req.param('id'), DIVISION_MESSAGES.notFound)
  const input = await validBody(c, DivisionUpdateSchema)
  return c.json(await updateDivision(actor, id, input, meta))
}

/** division/api/*: seed 001 §7 divisions, thin over the services. */
export const divisionsApi = apiRoutes()
  .get('/', async (c) => {
    const { actor } = c.var
    return c.json(await listDivisions(actor))
  })
  .post('/', allowed(can, 'division.create'), async (c) => {
    const { actor, meta } = c.var
    const input = await validBody(c, DivisionCreateSchema)
    return c.json(await createDivision(actor, input, meta), 201)
  })
  .get('/division-with-employees', async (c) => {
    const { actor } = c.var
    const page = pageOf(c)
    const { count, results } = await listDivisionsWithEmployees(actor, page)
    return c.json(paginated(c, page.page, page.pageSize, count, results))
  })
  .get('/division_users/:id', async (c) => {
    const { actor, meta } = c.var
    const id = pathId(c.req.param('id'), DIVISION_MESSAGES.notFound)
    const page = pageOf(c)
    const { count, results } = await listDivisionUsers(actor, id, page, meta)
    return c.json(paginated(c, page.page, page.pageSize, count, results))
  })
  .patch('/:id', allowed(can, 'division.update'), patchDivision)
  .delete('/:id', allowed(can, 'division.delete'), async (c) => {
    const { actor, meta } = c.var
    const id = pathId(c.req.param('id'), DIVISION_MESSAGES.notFound)
    // A DELETE may come without a body: then nothing was chosen for the division's people.
    const raw = c.req.header('content-type') ? await readBody(c) : {}
    const disposal = validated(DivisionDeleteApiSchema, raw ?? {})
    await deleteDivision(actor, id, disposal, meta)
    return c.body(null, 204)
  })

/**
 * account/api/add-delete-menu-link/{id}/: seed 001 §7 names this path as a second way to update a
 * division (the original app's clients call it), so it is the same handler as division/api/{id}/.
 */
export const divisionUpdateAliasApi = apiRoutes().patch(
  '/add-delete-menu-link/:id',
  allowed(can, 'division.update'),
  patchDivision,
)
