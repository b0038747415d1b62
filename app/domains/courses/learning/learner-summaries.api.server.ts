import { z } from 'zod'
import { paginated } from '~/domains/people/directory.api.server'
import { ACKNOWLEDGEMENT_MESSAGES } from '~/domains/knowledge/reading/acknowledgements.server'
import { allowed, apiRoutes, pathId, validated } from '~/platform/api.server'
import { can } from '../courses.policy'
import { COURSE_NOT_FOUND } from './course-access.server'
import {
  COURSE_USERS_PAGE_SIZE,
  courseAssignedUsers,
  coursesArticlesToRead,
  coursesAssignedAndRead,
  upcomingAssignedItems,
  userAssignedCourses,
  userReadCourses,
} from './learner-summaries.server'

const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) })

const personId = (raw: string | undefined) => pathId(raw, ACKNOWLEDGEMENT_MESSAGES.personNotFound)

/**
 * knowledgebase/api/*: the per-person course summaries of seed 001 §7, beside the article ones
 * (user-kb-summary/ …) and with the same rule: a person sees their own, KB admins anyone of their
 * company. Shapes: docs/api.md (Course summaries).
 */
export const learnerSummariesApi = apiRoutes()
  .get('/user-assigned-courses/:id', async (c) => {
    return c.json(await userAssignedCourses(c.var.actor, c.var.meta, personId(c.req.param('id'))))
  })
  .get('/user-read-courses/:id', async (c) => {
    return c.json(await userReadCourses(c.var.actor, c.var.meta, personId(c.req.param('id'))))
  })
  .get('/upcoming-assigned-items/:id', async (c) => {
    const id = personId(c.req.param('id'))
    return c.json(await upcomingAssignedItems(c.var.actor, c.var.meta, id))
  })
  .get('/courses-assigned-and-read', async (c) => c.json(await coursesAssignedAndRead(c.var)))
  .get('/courses-articles-to-read', async (c) => c.json(await coursesArticlesToRead(c.var)))
  .get('/course-assigned-users/:id', allowed(can, 'completions.view'), async (c) => {
    const id = pathId(c.req.param('id'), COURSE_NOT_FOUND)
    const { page } = validated(PageQuery, c.req.query())
    const { course, count, results } = await courseAssignedUsers(c.var, id, page)
    return c.json({ course, ...paginated(c, page, COURSE_USERS_PAGE_SIZE, count, results) })
  })
