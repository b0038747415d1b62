import { can } from './positions.policy'
import type { Context } from 'hono'
import { z } from 'zod'
import { allowed, allowedBy, apiRoutes, pathId, validated, validBody } from '~/platform/api.server'
import { isAppError } from '~/platform/errors.server'
import { paginated } from '../people/directory.api.server'
import {
  POSITION_MESSAGES,
  PositionBulkDeleteApiSchema,
  PositionBulkEditApiSchema,
  PositionCreateApiSchema,
  PositionPatchApiSchema,
} from './positions.schema'
import {
  authorizeWrite,
  createPosition,
  deletePosition,
  getPosition,
  listPositions,
  patched,
  updatePosition,
} from './positions.server'
import { bulkReply } from '~/platform/bulk.server'
import { bulkDeletePositions, bulkEditPositions } from './positions-bulk.server'
import { divisionPositionHierarchy, employeePositionHierarchy } from './position-hierarchy.server'
import {
  POSITION_PEOPLE_PAGE_SIZE,
  positionPeople,
  positionResponsibilityList,
} from './position-people.server'

/** A program may ask for up to this many positions a page. */
const MAX_PAGE_SIZE = 1000

const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(100),
  search: z.string().trim().max(100).default(''),
})
const PageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) })
const SearchQuerySchema = z.object({ search: z.string().trim().max(100).default('') })

const positionId = (c: Context) => pathId(c.req.param('id'), POSITION_MESSAGES.notFound)

/** Refuses, before the list is read, someone the bulk service would refuse (its audit name). */
const bulkWriting = (action: 'position.bulk_update' | 'position.bulk_delete') =>
  allowedBy(({ actor, meta }) => authorizeWrite(actor, meta, action))

/** account/api/positions/… and the position calls of seed 001 §7, thin over the services. */
export const positionsApi = apiRoutes()
  .get('/positions', async (c) => {
    const { actor } = c.var
    const query = validated(ListQuerySchema, c.req.query())
    const list = await listPositions(actor, query, query.page_size)
    return c.json(paginated(c, list.page, query.page_size, list.count, list.rows))
  })
  .post('/positions', allowed(can, 'position.create'), async (c) => {
    const { actor, meta } = c.var
    const input = await validBody(c, PositionCreateApiSchema)
    return c.json(await createPosition(actor, input, meta), 201)
  })
  .get('/positions/:id{[0-9]+}', async (c) => {
    const { actor, meta } = c.var
    return c.json(await getPosition(actor, positionId(c), meta))
  })
  .patch('/positions/:id', allowed(can, 'position.update'), async (c) => {
    const { actor, meta } = c.var
    const id = positionId(c)
    const patch = await validBody(c, PositionPatchApiSchema)
    const current = await getPosition(actor, id, meta, 'position.update')
    try {
      return c.json(await updatePosition(actor, id, patched(current, patch), patch.version, meta))
    } catch (error) {
      // Never a silent overwrite: the client gets what is saved now, to merge and send again.
      if (isAppError(error) && error.code === 'CONFLICT') {
        return c.json({ detail: error.message, current: await getPosition(actor, id, meta) }, 409)
      }
      throw error
    }
  })
  .delete('/positions/:id', async (c) => {
    const { actor, meta } = c.var
    await deletePosition(actor, pathId(c.req.param('id'), POSITION_MESSAGES.deleteFailed), meta)
    return c.body(null, 204)
  })
  .get('/positions/:id/employees-with-managers', async (c) => {
    const { actor, meta } = c.var
    const { page } = validated(PageQuerySchema, c.req.query())
    const people = await positionPeople(actor, positionId(c), page, meta)
    return c.json(paginated(c, page, POSITION_PEOPLE_PAGE_SIZE, people.count, people.rows))
  })
  .get('/positions/:id/responsibilities', async (c) => {
    const { actor, meta } = c.var
    return c.json(await positionResponsibilityList(actor, positionId(c), meta))
  })
  .get('/position_users/:id', async (c) => {
    const { actor, meta } = c.var
    const { page } = validated(PageQuerySchema, c.req.query())
    const people = await positionPeople(actor, positionId(c), page, meta)
    const results = people.rows.map(({ manager: _manager, ...person }) => person)
    return c.json(paginated(c, page, POSITION_PEOPLE_PAGE_SIZE, people.count, results))
  })
  .get('/division-position-hierarchy', async (c) => {
    const { actor } = c.var
    return c.json(await divisionPositionHierarchy(actor))
  })
  .get('/employee-position-hierarchy', async (c) => {
    const { actor } = c.var
    const { search } = validated(SearchQuerySchema, c.req.query())
    return c.json(await employeePositionHierarchy(actor, search))
  })
  .post('/bulk-edit-positions', bulkWriting('position.bulk_update'), async (c) => {
    const { actor, meta } = c.var
    const { ids, ...change } = await validBody(c, PositionBulkEditApiSchema)
    const result = await bulkEditPositions(actor, ids, change, meta)
    return bulkReply(c, result, POSITION_MESSAGES.updateFailed)
  })
  .delete('/bulk-edit-positions', bulkWriting('position.bulk_delete'), async (c) => {
    const { actor, meta } = c.var
    const { ids } = await validBody(c, PositionBulkDeleteApiSchema)
    const result = await bulkDeletePositions(actor, ids, meta)
    return bulkReply(c, result, POSITION_MESSAGES.deleteFailed)
  })
