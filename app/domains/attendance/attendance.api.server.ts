import { allowed, apiRoutes, pathId, validBody } from '~/platform/api.server'
import { db } from '~/platform/db.server'
import { can } from './attendance.policy'
import {
  ATTENDANCE_MESSAGES,
  ClockAllOutSchema,
  ClockSchema,
  CorrectionSchema,
  EntryCreateSchema,
  EntryListQuerySchema,
  ReportQuerySchema,
  SettingsSchema,
} from './attendance.schema'
import { attendanceCalendar, updateAttendanceSettings } from './attendance-settings.server'
import { clockEveryoneOut, clockIn, clockOut, endBreak, startBreak } from './clock.server'
import { correctEntry, createEntry, getEntry, listEntries, openEntryOf } from './entries.server'
import { workingHoursReport } from './working-hours.server'

const entryId = (raw: string | undefined) => pathId(raw, ATTENDANCE_MESSAGES.notFound)

/** inout/api/*: clock in and out, entries, clock everyone out, the report; thin over the services. */
export const attendanceApi = apiRoutes()
  .get('/clock', async (c) => c.json({ open_entry: await openEntryOf(c.var.actor) }))
  .post('/clock-in', async (c) => {
    const input = await validBody(c, ClockSchema)
    return c.json(await clockIn(c.var, input, 'api'), 201)
  })
  .post('/clock-out', async (c) => {
    const input = await validBody(c, ClockSchema)
    return c.json(await clockOut(c.var, input, 'api'))
  })
  .post('/break-start', async (c) => c.json(await startBreak(c.var)))
  .post('/break-end', async (c) => c.json(await endBreak(c.var)))
  .post('/clock-all-users-out', allowed(can, 'entry.manage'), async (c) => {
    const input = await validBody(c, ClockAllOutSchema)
    return c.json(await clockEveryoneOut(c.var, input))
  })
  .get('/entries', async (c) =>
    c.json(await listEntries(c.var, EntryListQuerySchema.parse(c.req.query()))),
  )
  .post('/entries', allowed(can, 'entry.manage'), async (c) => {
    const input = await validBody(c, EntryCreateSchema)
    return c.json(await createEntry(c.var, input), 201)
  })
  .get('/entries/:id', async (c) => c.json(await getEntry(c.var, entryId(c.req.param('id')))))
  .patch('/entries/:id', allowed(can, 'entry.manage'), async (c) => {
    const id = entryId(c.req.param('id'))
    const input = await validBody(c, CorrectionSchema)
    return c.json(await correctEntry(c.var, id, input))
  })
  .get('/working-hours', async (c) =>
    c.json(await workingHoursReport(c.var, ReportQuerySchema.parse(c.req.query()))),
  )
  .get('/settings', allowed(can, 'settings.manage'), async (c) =>
    c.json(await attendanceCalendar(db, c.var.actor.companyId)),
  )
  .patch('/settings', allowed(can, 'settings.manage'), async (c) => {
    const input = await validBody(c, SettingsSchema)
    return c.json(await updateAttendanceSettings(c.var, input))
  })
