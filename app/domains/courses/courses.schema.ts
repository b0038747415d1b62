import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema, MAX_ID, optionalText, requiredText, versionField } from '~/platform/form-fields'
import { COURSE_PRIORITY, MAX_COURSE_REASSIGN_MONTHS } from './course-constants'

/**
 * The course form's fields (seed 001 §3 Course), shared by the pages (conform) and the REST API:
 * field names are the seed's snake_case, so the no-JS form and a REST client post the same names.
 */
export const COURSE_MESSAGES = {
  nameRequired: msg('A course name is required'),
  badId: msg('Choose one of the offered options'),
  badItem: msg('Choose an article, a quiz or a SCORM package of this company'),
  sectionTitleRequired: msg('Give the section a title'),
  reassignRange: msg('Choose a number of months from 0 to 12'),
  priorityRange: msg('Choose a priority: low, normal or high'),
  stale: msg(
    'Someone updated this Course after you opened it. Compare both versions below, then save again.',
  ),
  notFound: msg('Course not found.'),
  fetchError: msg('An error occurred in fetching courses, please try again'),
  categoryNameRequired: msg('Category name is required'),
  categoryTaken: msg('A course category with this name already exists'),
  categoryStale: msg('Someone changed this category after you opened it. Reload and try again.'),
  categoryNotFound: msg('Course category not found.'),
} as const

export const MAX_COURSE_NAME = 255
export const MAX_SECTIONS = 100
export const MAX_ITEMS_PER_SECTION = 200

/** The kinds of item an admin may put in a section. */
export const OFFERED_ITEM_KINDS = ['article', 'quiz', 'scorm'] as const
export type OfferedItemKind = (typeof OFFERED_ITEM_KINDS)[number]

/** The field of a section item naming its record, per kind (the seed's section_items names). */
export const ITEM_FIELDS = { article: 'article', quiz: 'quiz', scorm: 'scorm_package' } as const

const ids = z.array(idSchema(COURSE_MESSAGES.badId)).max(10_000)
const flag = z.boolean()

/** An item of a section: its kind and the article, quiz or package it shows (the others empty). */
const sectionItemSchema = z
  .object({
    kind: z.enum(OFFERED_ITEM_KINDS, { message: COURSE_MESSAGES.badItem }),
    article: idSchema(COURSE_MESSAGES.badItem).nullable().default(null),
    quiz: idSchema(COURSE_MESSAGES.badItem).nullable().default(null),
    scorm_package: idSchema(COURSE_MESSAGES.badItem).nullable().default(null),
  })
  .refine((item) => item[ITEM_FIELDS[item.kind]] !== null, {
    message: COURSE_MESSAGES.badItem,
    path: ['kind'],
  })
export type SectionItemInput = z.output<typeof sectionItemSchema>

/** A titled section; its items in order (the order of the list is the order saved). */
const sectionSchema = z.object({
  title: requiredText(MAX_COURSE_NAME, undefined, COURSE_MESSAGES.sectionTitleRequired),
  section_items: z.array(sectionItemSchema).max(MAX_ITEMS_PER_SECTION).default([]),
})
export type SectionInput = z.output<typeof sectionSchema>

const reassignMonths = z.coerce
  .number({ invalid_type_error: COURSE_MESSAGES.reassignRange })
  .int(COURSE_MESSAGES.reassignRange)
  .min(0, COURSE_MESSAGES.reassignRange)
  .max(MAX_COURSE_REASSIGN_MONTHS, COURSE_MESSAGES.reassignRange)

const priority = z.coerce
  .number({ invalid_type_error: COURSE_MESSAGES.priorityRange })
  .int(COURSE_MESSAGES.priorityRange)
  .min(COURSE_PRIORITY.low, COURSE_MESSAGES.priorityRange)
  .max(COURSE_PRIORITY.high, COURSE_MESSAGES.priorityRange)

/** Every field of a course, with the defaults of a new one. */
const courseObject = z.object({
  name: requiredText(MAX_COURSE_NAME, undefined, COURSE_MESSAGES.nameRequired),
  category: idSchema(COURSE_MESSAGES.badId).nullable().default(null),
  description: optionalText(5000),
  priority: priority.default(COURSE_PRIORITY.normal),
  sections: z.array(sectionSchema).max(MAX_SECTIONS).default([]),
  divisions: ids.default([]),
  individuals: ids.default([]),
  positions: ids.default([]),
  responsibilities: ids.default([]),
  is_assigned_to_everyone: flag.default(false),
  has_certificate: flag.default(false),
  reassign_month_duration: reassignMonths.default(0),
})

/** A new course's fields, before anything is typed. */
export const newCourse = (): CourseInput => ({
  name: '',
  category: null,
  description: '',
  priority: COURSE_PRIORITY.normal,
  sections: [],
  divisions: [],
  individuals: [],
  positions: [],
  responsibilities: [],
  is_assigned_to_everyone: false,
  has_certificate: false,
  reassign_month_duration: 0,
})

/** A whole course: the create form and the REST create. */
export const CourseSchema = courseObject
export type CourseInput = z.output<typeof CourseSchema>

const version = versionField(COURSE_MESSAGES.stale)

/** The edit form: every field and the version it was loaded at. */
export const CourseEditSchema = courseObject.extend({ version })
export type CourseEditInput = z.output<typeof CourseEditSchema>

/** A REST PATCH: only the fields sent change. */
export const CoursePatchSchema = courseObject.partial().extend({ version })
export type CoursePatchInput = z.output<typeof CoursePatchSchema>

/** The fields a bulk update may set on many courses at once (only those sent change). */
export const CourseBulkFieldsSchema = courseObject
  .pick({ category: true, priority: true, has_certificate: true, reassign_month_duration: true })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: msg('Choose a category, a priority, a certificate or a reassign period to set.'),
  })
export type CourseBulkFields = z.output<typeof CourseBulkFieldsSchema>

const bulkIds = z
  .array(idSchema(COURSE_MESSAGES.badId))
  .min(1, msg('Choose courses in the list first.'))
  .max(500)

export const CourseBulkIdsSchema = z.object({ ids: bulkIds })
export const CourseBulkUpdateSchema = z.object({ ids: bulkIds, fields: CourseBulkFieldsSchema })

/** An empty select keeps the field as it is. */
const keep = (value: unknown) => (value === '' ? undefined : value)
const yesNo = z.enum(['yes', 'no']).transform((value) => value === 'yes')

/** The list's bulk page: ticked ids and, per field, "keep" (empty) or a value. */
export const CourseBulkFormSchema = z
  .object({
    intent: z.enum(['update', 'delete']),
    ids: z.preprocess((value) => [value ?? []].flat(), bulkIds),
    category: z.preprocess(
      (value) => (value === 'none' ? null : keep(value)),
      idSchema(COURSE_MESSAGES.badId).nullable().optional(),
    ),
    priority: z.preprocess(keep, priority.optional()),
    has_certificate: z.preprocess(keep, yesNo.optional()),
    reassign_month_duration: z.preprocess(keep, reassignMonths.optional()),
  })
  .refine(
    ({ intent, ids: _ids, ...fields }) =>
      intent === 'delete' || Object.values(fields).some((field) => field !== undefined),
    { message: msg('Choose a category, a priority, a certificate or a reassign period to set.') },
  )

/** A course category: its name (create and rename), with the version on rename. */
export const CourseCategorySchema = z.object({
  name: requiredText(100, undefined, COURSE_MESSAGES.categoryNameRequired),
})
export const CourseCategoryEditSchema = CourseCategorySchema.extend({
  version: versionField(COURSE_MESSAGES.categoryStale),
})

/** The admin list's query: search, ordering, category and page (anything odd is ignored). */
export const COURSE_ORDERINGS = [
  'name',
  '-name',
  'priority',
  '-priority',
  'created_at',
  '-created_at',
] as const
export type CourseOrdering = (typeof COURSE_ORDERINGS)[number]

export const CourseListQuerySchema = z.object({
  search: z
    .string()
    .transform((value) => value.replaceAll('\u0000', '').trim().slice(0, 200))
    .catch('')
    .default(''),
  ordering: z.enum(COURSE_ORDERINGS).catch('name').default('name'),
  category: z.coerce.number().int().positive().max(MAX_ID).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
})
export type CourseListQuery = z.output<typeof CourseListQuerySchema>

export {
  PRIORITY_LABELS,
  COURSES_PATH,
  courseEditPath,
  COURSE_CATEGORIES_PATH,
} from './course-paths'
