import type { Context } from 'hono'
import { z } from 'zod'
import { isAppError } from '~/platform/errors.server'
import {
  allowed,
  apiRoutes,
  paginatedJson,
  pathId,
  publicRoute,
  validBody,
  validated,
} from '~/platform/api.server'
import type { ApiEnv } from '~/platform/api.server'
import { uploadValues } from './bulk-values.server'
import { recordExternalValue } from './external-stats.server'
import { isCalendarDay } from './periods'
import { readStat } from './stat-records.server'
import { listAllStats, listStatPage, statChoices, statTags } from './stat-lists.server'
import {
  createStatValue,
  deleteStatValue,
  readStatValue,
  statValuesOf,
  updateStatValue,
  valueOfDay,
} from './stat-values.server'
import { createStat, deleteStat, duplicateStats, updateStat } from './stats.server'
import { STAT_MESSAGES } from './statistics.messages'
import { can } from './statistics.policy'
import {
  BulkValuesSchema,
  DuplicateStatsSchema,
  StatCreateSchema,
  StatListQuerySchema,
  StatPatchSchema,
  StatValueCreateSchema,
  StatValueUpdateSchema,
  decimalValue,
} from './statistics.schema'
import { STAT_FIELDS_DESCRIPTION } from './stat-fields'

/**
 * statistics/api/* (seed 001 §7 Statistics), thin over the services, in the seed's field names.
 * single-stat/{id}/ (the chart's data) is served by the charts' own routes.
 */

const asker = (c: Context<ApiEnv>) => ({ actor: c.var.actor, meta: c.var.meta })
const statId = (c: Context) => pathId(c.req.param('id'), STAT_MESSAGES.notFound)
const valueId = (c: Context) => pathId(c.req.param('id'), STAT_MESSAGES.valueNotFound)
const listQuery = (c: Context) => StatListQuerySchema.parse(c.req.query())

/** A client's value: the number, and optionally a day of its period (default: today). */
const ExternalValueSchema = z.object({
  stat_value: decimalValue,
  stat_date: z.string().refine(isCalendarDay, STAT_MESSAGES.uploadDate).optional(),
})

const managing = allowed(can, 'stat.manage')

/** A write that may meet a newer one: the 409 carries the value as it is saved now (`current`). */
async function savedOr409(
  c: Context<ApiEnv>,
  save: () => Promise<unknown>,
  current: () => Promise<unknown>,
  status: 200 | 201 = 200,
) {
  try {
    return c.json(await save(), status)
  } catch (error) {
    if (!isAppError(error) || error.code !== 'CONFLICT') throw error
    return c.json({ detail: error.message, current: await current() }, 409)
  }
}

export const statisticsApi = apiRoutes()
  .get('/list-create-paginated', async (c) =>
    paginatedJson(c, await listStatPage(asker(c), listQuery(c))),
  )
  .get('/list-create-all-paginated', async (c) =>
    paginatedJson(c, await listStatPage(asker(c), listQuery(c))),
  )
  .get('/list-create', async (c) => c.json(await listAllStats(asker(c), listQuery(c))))
  .get('/list-create2', async (c) => c.json(await listAllStats(asker(c), listQuery(c))))
  .post('/list-create', managing, async (c) => {
    const input = await validBody(c, StatCreateSchema)
    return c.json(await createStat(asker(c), input), 201)
  })
  // The seed's client asks OPTIONS for the form's fields and their choices.
  .on('OPTIONS', '/list-create', (c) => c.json(STAT_FIELDS_DESCRIPTION))
  .patch('/update-delete/:id', managing, async (c) => {
    const input = await validBody(c, StatPatchSchema)
    return c.json(await updateStat(asker(c), statId(c), input))
  })
  .delete('/update-delete/:id', managing, async (c) => {
    await deleteStat(asker(c), statId(c))
    return c.body(null, 204)
  })
  .get('/settings/:id', async (c) => c.json(await readStat(asker(c), statId(c))))
  .post('/duplicate-stats', managing, async (c) => {
    const input = await validBody(c, DuplicateStatsSchema)
    return c.json(await duplicateStats(asker(c), input), 201)
  })
  .get('/simple-list', async (c) =>
    c.json(await statChoices(asker(c), c.req.query('all') !== undefined)),
  )
  .get('/tags', async (c) => c.json(await statTags(asker(c))))
  .get('/statvalues/:id', async (c) => {
    const query = listQuery(c)
    return c.json(await statValuesOf(asker(c), statId(c), query))
  })
  .post('/statvalue/create', async (c) => {
    const input = await validBody(c, StatValueCreateSchema)
    return savedOr409(
      c,
      () => createStatValue(asker(c), input),
      () => valueOfDay(asker(c), input.stat, input.stat_date),
      201,
    )
  })
  .post('/statvalue/bulk-create', async (c) => {
    const input = await validBody(c, BulkValuesSchema)
    return c.json({ saved: await uploadValues(asker(c), input) }, 201)
  })
  .put('/statvalue/update-delete/:id', async (c) => {
    const id = valueId(c)
    const input = await validBody(c, StatValueUpdateSchema)
    return savedOr409(
      c,
      () => updateStatValue(asker(c), id, input),
      () => readStatValue(asker(c), id),
    )
  })
  .delete('/statvalue/update-delete/:id', async (c) => {
    await deleteStatValue(asker(c), valueId(c))
    return c.body(null, 204)
  })
  // An external stat's client: its stat token as the bearer, no person's session.
  .post(
    '/external/value',
    publicRoute(async (c) => {
      const token = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '')
      const input = validated(ExternalValueSchema, await c.req.json().catch(() => ({})))
      return c.json(await recordExternalValue(token, input, c.var.meta), 201)
    }),
  )
