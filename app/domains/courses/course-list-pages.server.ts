import { json } from '@remix-run/node'
import { z } from 'zod'
import { assertAllChanged } from '~/platform/bulk-reply.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { idSchema } from '~/platform/form-fields'
import { handleForm, handleIntents, intent } from '~/platform/forms.server'
import { asErrorPage, type SignedInArgs } from '~/platform/request-context.server'
import { msg } from '~/i18n'
import { listCourseCategories } from './course-categories.server'
import {
  COURSE_MESSAGES,
  COURSES_PATH,
  CourseBulkFormSchema,
  CourseListQuerySchema,
  courseEditPath,
} from './courses.schema'
import {
  authorizeCourseAdmin,
  bulkDeleteCourses,
  bulkUpdateCourses,
  duplicateCourse,
  listCourses,
} from './courses.server'

export const COURSE_LIST_MESSAGES = {
  duplicated: msg('Course duplicated. You are editing the copy.'),
  updated: msg('Courses updated.'),
  deleted: msg('Courses deleted.'),
  updateFailed: msg('Error updating courses'),
  deleteFailed: msg('Error deleting courses!'),
} as const

/** The courses admin list: the query's page of courses and the categories to filter by. */
export async function courseListPage({ actor, meta, request }: SignedInArgs) {
  const query = CourseListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const [list, categories] = await Promise.all([
    listCourses(actor, query, meta),
    listCourseCategories(actor),
  ])
  return json({ query, list, categories })
}

/** The list's Duplicate buttons: the copy opens in its edit form. */
export async function courseListForms({ actor, meta, request }: SignedInArgs) {
  await authorizeCourseAdmin({ actor, meta })
  return handleIntents(request, {
    duplicate: intent(z.object({ id: idSchema(COURSE_MESSAGES.notFound) }), async ({ id }) => {
      const copy = await duplicateCourse(actor, id, meta)
      return redirectWithFlash(courseEditPath(copy.id), {
        kind: 'success',
        message: COURSE_LIST_MESSAGES.duplicated,
      })
    }),
  })
}

/**
 * The bulk page's forms: delete the chosen courses or set the same fields on them, all or none;
 * a refused id changes nothing and comes back as the seed's 'Error for ID {id}: {error}' line.
 */
export async function bulkCoursesFromForm({ actor, meta, request }: SignedInArgs) {
  await authorizeCourseAdmin({ actor, meta })
  return handleForm(request, CourseBulkFormSchema, async ({ intent, ids, ...fields }) => {
    const deleting = intent === 'delete'
    const result = deleting
      ? bulkDeleteCourses(actor, ids, meta)
      : bulkUpdateCourses(actor, ids, fields, meta)
    assertAllChanged(await result.catch(asErrorPage))
    return redirectWithFlash(COURSES_PATH, {
      kind: 'success',
      message: deleting ? COURSE_LIST_MESSAGES.deleted : COURSE_LIST_MESSAGES.updated,
    })
  })
}
