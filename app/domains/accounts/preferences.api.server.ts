import type { Context } from 'hono'
import { allowedBy, apiRoutes, validBody } from '~/platform/api.server'
import { AppError } from '~/platform/errors.server'
import { idSchema } from '~/platform/form-fields'
import { PrivateInfoSchema } from './preferences.schema'
import { authorizeOwnInfo, updatePrivateInfo } from './preferences.server'

function staffIdOf(c: Context): number {
  const parsed = idSchema('Staff member not found.').safeParse(c.req.param('id'))
  if (!parsed.success) throw AppError.notFound('Staff member not found.')
  return parsed.data
}

/** account/api/staffs/{id}/private_info_update/ (seed §7): the user's own staff_info. */
export const preferencesApi = apiRoutes().put(
  '/staffs/:id/private_info_update',
  allowedBy(({ actor, meta }, c) => authorizeOwnInfo(actor, meta, staffIdOf(c))),
  async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, PrivateInfoSchema)
    return c.json(await updatePrivateInfo(actor, staffIdOf(c), input, c.var.meta))
  },
)
