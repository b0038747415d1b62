import { can } from './responsibilities.policy'
import { allowed, apiRoutes, pathId, validated, validBody } from '~/platform/api.server'
import { paginated } from '../people/directory.api.server'
import {
  CreateEmployeeResponsibilitiesSchema,
  EmployeeResponsibilitiesQuerySchema,
  EmployeeResponsibilityUpdateSchema,
  RESPONSIBILITY_MESSAGES,
  ResponsibilityListQuerySchema,
  ResponsibilitySchema,
  ResponsibilityUpdateSchema,
} from './responsibilities.schema'
import {
  createResponsibility,
  deleteResponsibility,
  getResponsibility,
  listResponsibilities,
  listResponsibilityTitles,
  updateResponsibility,
} from './responsibilities.server'
import {
  createEmployeeResponsibilities,
  deleteEmployeeResponsibility,
  listEmployeeResponsibilities,
  updateEmployeeResponsibility,
} from './employee-responsibilities.server'

const notFound = RESPONSIBILITY_MESSAGES.notFound

/**
 * account/api/responsibilities/*, employee-responsibilities/* and
 * create-employee-responsibilities/ (seed 001 §7), thin over the services.
 */
export const responsibilitiesApi = apiRoutes()
  .get('/responsibilities', async (c) => {
    const { actor } = c.var
    const query = validated(ResponsibilityListQuerySchema, c.req.query())
    const page = { search: query.search, page: query.page, pageSize: query.page_size }
    const { count, results } = query.simple
      ? await listResponsibilityTitles(actor, page)
      : await listResponsibilities(actor, page)
    return c.json(paginated(c, query.page, query.page_size, count, results))
  })
  .post('/responsibilities', allowed(can, 'responsibility.create'), async (c) => {
    const { actor, meta } = c.var
    const input = await validBody(c, ResponsibilitySchema)
    return c.json(await createResponsibility(actor, input, meta), 201)
  })
  .get('/responsibilities/:id', async (c) => {
    const { actor, meta } = c.var
    const id = pathId(c.req.param('id'), notFound)
    return c.json(await getResponsibility(actor, id, meta))
  })
  .patch('/responsibilities/:id', allowed(can, 'responsibility.update'), async (c) => {
    const { actor, meta } = c.var
    const id = pathId(c.req.param('id'), notFound)
    const input = await validBody(c, ResponsibilityUpdateSchema)
    return c.json(await updateResponsibility(actor, id, input, meta))
  })
  .delete('/responsibilities/:id', async (c) => {
    const { actor, meta } = c.var
    const id = pathId(c.req.param('id'), notFound)
    await deleteResponsibility(actor, id, meta)
    return c.body(null, 204)
  })
  .get('/employee-responsibilities', async (c) => {
    const { actor, meta } = c.var
    const query = validated(EmployeeResponsibilitiesQuerySchema, c.req.query())
    const { count, results } = await listEmployeeResponsibilities(
      actor,
      query.id,
      { page: query.page, pageSize: query.page_size },
      meta,
    )
    return c.json(paginated(c, query.page, query.page_size, count, results))
  })
  .patch('/employee-responsibilities/:id', async (c) => {
    const { actor, meta } = c.var
    const id = pathId(c.req.param('id'), notFound)
    const input = await validBody(c, EmployeeResponsibilityUpdateSchema)
    return c.json(await updateEmployeeResponsibility(actor, id, input, meta))
  })
  .delete('/employee-responsibilities/:id', async (c) => {
    const { actor, meta } = c.var
    const id = pathId(c.req.param('id'), notFound)
    await deleteEmployeeResponsibility(actor, id, meta)
    return c.body(null, 204)
  })
  .post('/create-employee-responsibilities', allowed(can, 'responsibility.assign'), async (c) => {
    const { actor, meta } = c.var
    const input = await validBody(c, CreateEmployeeResponsibilitiesSchema)
    return c.json(await createEmployeeResponsibilities(actor, input, meta), 201)
  })
