import { Hono } from 'hono'
import { pathId, validBody } from '~/platform/api.server'
import { requireApiActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'
import {
  HOLIDAY_MESSAGES,
  HolidayCreateSchema,
  HolidayListQuerySchema,
  HolidayUpdateSchema,
} from './holidays.schema'
import {
  createHoliday,
  deleteHoliday,
  getHoliday,
  listHolidays,
  updateHoliday,
} from './holidays.server'

/** account/api/holidays/*: seed §7 Attendance, thin over the services. */
export const holidaysApi = new Hono({ strict: false })
  .get('/holidays', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(await listHolidays(actor, HolidayListQuerySchema.parse(c.req.query())))
  })
  .post('/holidays', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const input = await validBody(c, HolidayCreateSchema)
    return c.json(await createHoliday(actor, input, requestMeta(c.req.raw)), 201)
  })
  .get('/holidays/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(
      await getHoliday(
        actor,
        pathId(c.req.param('id'), HOLIDAY_MESSAGES.notFound),
        requestMeta(c.req.raw),
      ),
    )
  })
  .patch('/holidays/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const id = pathId(c.req.param('id'), HOLIDAY_MESSAGES.notFound)
    const input = await validBody(c, HolidayUpdateSchema)
    return c.json(await updateHoliday(actor, id, input, requestMeta(c.req.raw)))
  })
  .delete('/holidays/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    await deleteHoliday(
      actor,
      pathId(c.req.param('id'), HOLIDAY_MESSAGES.notFound),
      requestMeta(c.req.raw),
    )
    return c.body(null, 204)
  })
