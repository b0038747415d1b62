import { apiRoutes, validBody } from '~/platform/api.server'
import { markCourseArticleAsRead } from './course-reading.server'
import { MarkCourseAsReadSchema } from './learning.schema'

/** knowledgebase/api/*: the learner's side of courses (seed 001 §7), on the pages' services. */
export const learningApi = apiRoutes().post('/mark-course-as-read', async (c) => {
  const input = await validBody(c, MarkCourseAsReadSchema)
  const asker = { actor: c.var.actor, meta: c.var.meta }
  return c.json(await markCourseArticleAsRead(asker, input), 201)
})
