import { allowed, apiRoutes, validated, validBody } from '~/platform/api.server'
import { can } from '../courses.policy'
import { LIBRARY_MESSAGES, LibraryFilterSchema, SubscribeSchema } from './library.schema'
import {
  listLibraryCategories,
  listLibraryCourses,
  subscribeToLibraryCourse,
} from './library.server'

/**
 * knowledgebase/api/library/*: seed 001 §7's library calls, thin over the library services.
 * Subscribing answers the new course's id (201), or, for a course the company already has, a 409
 * naming that copy instead of making a second one.
 */
export const libraryApi = apiRoutes()
  .get('/library/courses', async (c) => {
    const asker = { actor: c.var.actor, meta: c.var.meta }
    const { category } = validated(LibraryFilterSchema, c.req.query())
    return c.json(await listLibraryCourses(asker, { categoryId: category }))
  })
  .get('/library/categories', async (c) =>
    c.json(await listLibraryCategories({ actor: c.var.actor, meta: c.var.meta })),
  )
  .post('/library/courses/subscribe', allowed(can, 'course.subscribe'), async (c) => {
    const asker = { actor: c.var.actor, meta: c.var.meta }
    const { library_course_id } = await validBody(c, SubscribeSchema)
    const outcome = await subscribeToLibraryCourse(asker, library_course_id)
    if (!outcome.created) {
      return c.json(
        { detail: LIBRARY_MESSAGES.alreadySubscribed, course_id: outcome.courseId },
        409,
      )
    }
    return c.json({ id: outcome.courseId, library_course_id }, 201)
  })
