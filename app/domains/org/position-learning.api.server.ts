import { allowed, apiRoutes, pathId } from '~/platform/api.server'
import { can } from './positions.policy'
import { POSITION_MESSAGES } from './positions.schema'
import { positionCoursesArticles } from './position-learning.server'

/** The knowledge base's per-position summary (seed 001 §7 Courses), thin over the service. */
export const positionLearningApi = apiRoutes().get(
  '/position-courses-articles/:id',
  allowed(can, 'position.learning.view'),
  async (c) => {
    const { actor, meta } = c.var
    const id = pathId(c.req.param('id'), POSITION_MESSAGES.notFound)
    return c.json(await positionCoursesArticles(actor, id, meta))
  },
)
