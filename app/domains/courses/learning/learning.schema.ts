import { z } from 'zod'
import { idSchema, pageNumber } from '~/platform/form-fields'
import { msg } from '~/i18n'

/** What learners send (isomorphic: the pages and the REST API validate alike). */

/** mark-course-as-read/: the course, and the article of that course the caller has read. */
export const MarkCourseAsReadSchema = z.object({
  course: idSchema(msg('Choose a course.')),
  article: idSchema(msg('Choose an article of the course.')),
})
export type MarkCourseAsReadInput = z.output<typeof MarkCourseAsReadSchema>

/** The assigned courses page's query string. */
export const AssignedCoursesQuery = z.object({ page: pageNumber })
