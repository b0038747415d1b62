import { allowed, apiRoutes, pathId, validBody } from '~/platform/api.server'
import { can } from '../courses.policy'
import { COURSE_NOT_FOUND } from './course-access.server'
import { markCourseArticleAsRead } from './course-reading.server'
import { reassignCourse } from './course-reassignment.server'
import { MarkCourseAsReadSchema } from './learning.schema'

/** knowledgebase/api/*: the learner's side of courses (seed 001 §7), on the pages' services. */
export const learningApi = apiRoutes()
  .post('/mark-course-as-read', async (c) => {
    const input = await validBody(c, MarkCourseAsReadSchema)
    const asker = { actor: c.var.actor, meta: c.var.meta }
    return c.json(await markCourseArticleAsRead(asker, input), 201)
  })
  // A course admin's (refused before anything is read): everyone who completed it must again.
  .put('/reassign-course/:id', allowed(can, 'course.manage'), async (c) => {
    const id = pathId(c.req.param('id'), COURSE_NOT_FOUND)
    const asker = { actor: c.var.actor, meta: c.var.meta }
    return c.json({ reassigned: await reassignCourse(asker, id) })
  })
