import { apiRoutes, validBody } from '~/platform/api.server'
import { AppError } from '~/platform/errors.server'
import { idSchema } from '~/platform/form-fields'
import { PrivateInfoSchema } from './preferences.schema'
import { updatePrivateInfo } from './preferences.server'

/** account/api/staffs/{id}/private_info_update/ (seed §7): the user's own staff_info. */
export const preferencesApi = apiRoutes().put('/staffs/:id/private_info_update', async (c) => {
  const actor = c.var.actor
  const parsed = idSchema('Staff member not found.').safeParse(c.req.param('id'))
  if (!parsed.success) throw AppError.notFound('Staff member not found.')
  const input = await validBody(c, PrivateInfoSchema)
  return c.json(await updatePrivateInfo(actor, parsed.data, input, c.var.meta))
})
