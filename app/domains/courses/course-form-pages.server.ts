import { parseWithZod } from '@conform-to/zod'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import type { z } from 'zod'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import type { FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { routeId, signedIn, type SignedInArgs } from '~/platform/request-context.server'
import { msg } from '~/i18n'
import { createCourseCategory } from './course-categories.server'
import { courseFormChoices } from './course-choices.server'
import { inputOf, type CourseDto } from './course-records.server'
import { structureChange, type CourseValues } from './course-structure'
import {
  COURSES_PATH,
  CourseEditSchema,
  CourseSchema,
  newCourse,
  type CourseInput,
} from './courses.schema'
import { authorizeCourseAdmin, createCourse, getCourse, updateCourse } from './courses.server'
import { formValuesOf, itemIdsIn } from './components/course-form-values'
import { newArticleInCoursePath } from './course-article.server'

/**
 * The loaders and actions of the course form's pages (create, edit), as course admin: the page
 * gives the form what the loader composed (`form`) and the action's last answer.
 */

export const COURSE_PAGE_MESSAGES = {
  saved: msg('Course saved.'),
  categoryAdded: msg('Category added.'),
} as const

const asCourseAdmin = <Result>(
  args: LoaderFunctionArgs,
  handler: (context: SignedInArgs) => Promise<Result>,
) =>
  signedIn(args, async (context) => {
    await authorizeCourseAdmin(context)
    return handler(context)
  })

/** What the form needs to show `saved`: its values and every list it offers. */
async function formOf(context: SignedInArgs, saved: CourseInput) {
  const values = formValuesOf(saved)
  const choices = await courseFormChoices(context.actor, {
    ...itemIdsIn(values),
    divisions: saved.divisions,
    positions: saved.positions,
    responsibilities: saved.responsibilities,
    people: saved.individuals,
  })
  return { values, choices }
}

/** The form shown again as typed after a structural button, or the inline category's add. */
const shownAgain = (values: CourseValues, error?: Record<string, string[]>) =>
  json<FormReply<never, CourseDto>>(
    { status: error ? 'error' : undefined, initialValue: values as never, error },
    { status: error ? 400 : 200 },
  )

/** The inline "Add category" (no JS too): creates it, then shows the form with it chosen. */
async function addCategory({ actor, meta }: SignedInArgs, values: CourseValues) {
  const name = String(values.new_category_name ?? '').trim()
  try {
    const category = await createCourseCategory(actor, name, meta)
    return shownAgain({ ...values, category: String(category.id), new_category_name: '' })
  } catch (error) {
    if (!isAppError(error) || error.code !== 'VALIDATION') throw error
    const message = error.fieldErrors?.name ?? [error.message]
    return shownAgain(values, { new_category_name: message })
  }
}

interface CourseSave<Schema extends z.ZodTypeAny> {
  schema: Schema
  /** Saves the course; answers its id. */
  save: (value: z.output<Schema>) => Promise<{ id: number }>
  /** The course as saved now, shown next to the typed one on a 409. */
  current?: () => Promise<CourseDto>
}

/**
 * The course form's action: a structural button (add/move/remove a section or an item) or Add
 * category shows the form again with everything typed kept; Save validates with the shared
 * schema and saves (a 409 carries the course as saved now); "Write a new article" saves and
 * goes to the article form, which adds the article to the section and comes back.
 */
async function courseFormAction<Schema extends z.ZodTypeAny>(
  context: SignedInArgs,
  { schema, save, current }: CourseSave<Schema>,
) {
  const { request } = context
  const formData = await request.formData()
  const intent = String(formData.get('intent') ?? 'save')
  const values = () => parseWithZod(formData, { schema }).payload as CourseValues
  if (intent === 'add-category') return addCategory(context, values())
  const changed = structureChange(values(), intent)
  if (changed) return shownAgain(changed)
  return handleForm(
    request,
    schema,
    async (value) => {
      const { id } = await save(value)
      const section = /^new-article:(\d+)$/.exec(intent)?.[1]
      if (section !== undefined)
        return redirectWithFlash(newArticleInCoursePath(id, Number(section)), {
          kind: 'success',
          message: COURSE_PAGE_MESSAGES.saved,
        })
      return redirectWithFlash(COURSES_PATH, {
        kind: 'success',
        message: COURSE_PAGE_MESSAGES.saved,
      })
    },
    { formData, current },
  )
}

export const createCoursePage = {
  load: (args: LoaderFunctionArgs) =>
    asCourseAdmin(args, async (context) => {
      return json({ form: await formOf(context, newCourse()) })
    }),
  save: (args: LoaderFunctionArgs) =>
    asCourseAdmin(args, (context) =>
      courseFormAction(context, {
        schema: CourseSchema,
        save: (value) => createCourse(context.actor, value, context.meta),
      }),
    ),
}

export const editCoursePage = {
  load: (args: LoaderFunctionArgs) =>
    asCourseAdmin(args, async (context) => {
      const course = await getCourse(context.actor, routeId(context.params.id), context.meta)
      return json({ course, form: await formOf(context, inputOf(course)) })
    }),
  save: (args: LoaderFunctionArgs) =>
    asCourseAdmin(args, (context) => {
      const { actor, meta, params } = context
      const id = routeId(params.id)
      return courseFormAction(context, {
        schema: CourseEditSchema,
        save: (value) => updateCourse(actor, id, value, meta),
        current: () => getCourse(actor, id, meta),
      })
    }),
}
