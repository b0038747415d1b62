import { can } from './holidays.policy'
import { allowed, apiRoutes, pathId, validBody } from '~/platform/api.server'
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
export const holidaysApi = apiRoutes()
  .get('/holidays', async (c) => {
    const actor = c.var.actor
    return c.json(await listHolidays(actor, HolidayListQuerySchema.parse(c.req.query())))
  })
  .post('/holidays', allowed(can, 'holiday.write'), async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, HolidayCreateSchema)
    return c.json(await createHoliday(actor, input, c.var.meta), 201)
  })
  .get('/holidays/:id', async (c) => {
    const actor = c.var.actor
    return c.json(
      await getHoliday(actor, pathId(c.req.param('id'), HOLIDAY_MESSAGES.notFound), c.var.meta),
    )
  })
  .patch('/holidays/:id', allowed(can, 'holiday.write'), async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), HOLIDAY_MESSAGES.notFound)
    const input = await validBody(c, HolidayUpdateSchema)
    return c.json(await updateHoliday(actor, id, input, c.var.meta))
  })
  .delete('/holidays/:id', async (c) => {
    const actor = c.var.actor
    await deleteHoliday(actor, pathId(c.req.param('id'), HOLIDAY_MESSAGES.notFound), c.var.meta)
    return c.body(null, 204)
  })
