import { json } from '@remix-run/node'
import { idSchema, NO_FIELDS } from '~/platform/form-fields'
import { handleIntents, intent, savedReply } from '~/platform/forms.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import {
  createCourseCategory,
  deleteCourseCategory,
  listCourseCategories,
  renameCourseCategory,
} from './course-categories.server'
import { COURSE_MESSAGES, CourseCategoryEditSchema, CourseCategorySchema } from './courses.schema'
import { authorizeCourseAdmin } from './courses.server'

const withId = { id: idSchema(COURSE_MESSAGES.categoryNotFound) }

/** The course categories page (and, with JS, the course form's dialog reading it). */
export async function courseCategoriesPage({ actor, meta }: SignedInArgs) {
  await authorizeCourseAdmin({ actor, meta })
  return json({ categories: await listCourseCategories(actor) })
}

/**
 * Its forms: add, rename (version-checked), delete. Each answers a FormReply and stays on the
 * page, so the same forms serve the plain page and the course form's dialog (a fetcher); every
 * refusal shows next to the form that was sent.
 */
export async function courseCategoryForms({ actor, meta, request }: SignedInArgs) {
  await authorizeCourseAdmin({ actor, meta })
  return handleIntents(
    request,
    {
      create: intent(CourseCategorySchema, async ({ name }) =>
        savedReply({ id: (await createCourseCategory(actor, name, meta)).id }),
      ),
      rename: intent(CourseCategoryEditSchema.extend(withId), async ({ id, ...input }) =>
        savedReply({ id: (await renameCourseCategory(actor, id, input, meta)).id }),
      ),
      delete: intent(NO_FIELDS.extend(withId), async ({ id }) => {
        await deleteCourseCategory(actor, id, meta)
        return savedReply({ id: null })
      }),
    },
    { errorPages: [] },
  )
}
