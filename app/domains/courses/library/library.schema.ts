import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema } from '~/platform/form-fields'

/** What the library pages and library/courses/subscribe/ say (not in the seed: our own texts). */
export const LIBRARY_MESSAGES = {
  unknownCourse: msg('Choose one of the library’s courses.'),
  alreadySubscribed: msg('This course is already in your courses.'),
  subscribed: msg('The course is now in your courses, ready to edit and assign.'),
  notFound: msg('Library course not found.'),
} as const

/** The Subscribe button's form and the REST body: which library course to copy. */
export const SubscribeSchema = z.object({
  library_course_id: idSchema(LIBRARY_MESSAGES.unknownCourse),
})
export type SubscribeInput = z.output<typeof SubscribeSchema>

/** GET library/courses/?category={library category id}: the courses of one category. */
export const LibraryFilterSchema = z.object({
  category: idSchema(msg('Choose one of the library’s categories.')).optional(),
})
