import type { Context } from 'hono'
import { allowed, apiRoutes, paginatedJson, pathId, validBody } from '~/platform/api.server'
import { bulkReply } from '~/platform/bulk.server'
import { isAppError } from '~/platform/errors.server'
import {
  createCourseCategory,
  deleteCourseCategory,
  listCourseCategories,
  renameCourseCategory,
} from './course-categories.server'
import { can } from './courses.policy'
import {
  COURSE_MESSAGES,
  CourseBulkIdsSchema,
  CourseBulkUpdateSchema,
  CourseCategoryEditSchema,
  CourseCategorySchema,
  CourseListQuerySchema,
  CoursePatchSchema,
  CourseSchema,
} from './courses.schema'
import {
  bulkDeleteCourses,
  bulkUpdateCourses,
  createCourse,
  deleteCourse,
  duplicateCourse,
  getCourse,
  listCourses,
  updateCourse,
} from './courses.server'

/** Every route here is a course admin's: refused (403, audited) before a body is read. */
const managing = allowed(can, 'course.manage')

const courseIdOf = (c: Context) => pathId(c.req.param('id'), COURSE_MESSAGES.notFound)
const categoryIdOf = (c: Context) => pathId(c.req.param('id'), COURSE_MESSAGES.categoryNotFound)

/**
 * knowledgebase/api courses/ and course-categories/ (seed 001 §7 Courses), thin over the course
 * services, in the seed's snake_case shapes. A stale PATCH is a 409 that carries the course as it
 * is saved now (`current`), so a client can show both versions.
 */
export const coursesApi = apiRoutes()
  .get('/courses', managing, async (c) => {
    const query = CourseListQuerySchema.parse(c.req.query())
    // The seed's client follows a full next URL: the same query, the next page.
    return paginatedJson(c, await listCourses(c.var.actor, query, c.var.meta))
  })
  .post('/courses', managing, async (c) => {
    const input = await validBody(c, CourseSchema)
    return c.json(await createCourse(c.var.actor, input, c.var.meta), 201)
  })
  // Before /courses/:id, so 'bulk-update' is not read as an id.
  .patch('/courses/bulk-update', managing, async (c) => {
    const { ids, fields } = await validBody(c, CourseBulkUpdateSchema)
    const result = await bulkUpdateCourses(c.var.actor, ids, fields, c.var.meta)
    return bulkReply(c, result, COURSE_MESSAGES.fetchError)
  })
  .delete('/courses/bulk-delete', managing, async (c) => {
    const { ids } = await validBody(c, CourseBulkIdsSchema)
    const result = await bulkDeleteCourses(c.var.actor, ids, c.var.meta)
    return bulkReply(c, result, COURSE_MESSAGES.fetchError)
  })
  .get('/courses/:id', managing, async (c) => {
    return c.json(await getCourse(c.var.actor, courseIdOf(c), c.var.meta))
  })
  .patch('/courses/:id', managing, async (c) => {
    const { actor, meta } = c.var
    const id = courseIdOf(c)
    const input = await validBody(c, CoursePatchSchema)
    try {
      return c.json(await updateCourse(actor, id, input, meta))
    } catch (error) {
      if (!isAppError(error) || error.code !== 'CONFLICT') throw error
      return c.json({ detail: error.message, current: await getCourse(actor, id, meta) }, 409)
    }
  })
  .delete('/courses/:id', managing, async (c) => {
    await deleteCourse(c.var.actor, courseIdOf(c), c.var.meta)
    return c.body(null, 204)
  })
  .post('/courses/:id/duplicate', managing, async (c) => {
    return c.json(await duplicateCourse(c.var.actor, courseIdOf(c), c.var.meta), 201)
  })
  .get('/course-categories', managing, async (c) => {
    return c.json(await listCourseCategories(c.var.actor))
  })
  .post('/course-categories', managing, async (c) => {
    const { name } = await validBody(c, CourseCategorySchema)
    return c.json(await createCourseCategory(c.var.actor, name, c.var.meta), 201)
  })
  .put('/course-category/:id', managing, async (c) => {
    const id = categoryIdOf(c)
    const input = await validBody(c, CourseCategoryEditSchema)
    return c.json(await renameCourseCategory(c.var.actor, id, input, c.var.meta))
  })
  .delete('/course-category/:id', managing, async (c) => {
    await deleteCourseCategory(c.var.actor, categoryIdOf(c), c.var.meta)
    return c.body(null, 204)
  })
