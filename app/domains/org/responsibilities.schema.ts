import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema, versionField } from '~/platform/form-fields'

/** Shared by the responsibility forms and the REST API. Texts are what users read. */

export const RESPONSIBILITIES_PATH = '/account/responsibilities'
export const RESPONSIBILITIES_LIST_PATH = '/account/responsibilities/list'

/** Seed 001 §9: a responsibilities select (and a list page) loads up to 100. */
export const RESPONSIBILITIES_PAGE_SIZE = 100
/** The staff a form offers to choose from at once; a search narrows them. */
export const STAFF_CANDIDATES_LIMIT = 100

export const RESPONSIBILITY_MESSAGES = {
  /** Seed 001 §5, verbatim. */
  notFound: msg('Responsibility not found'),
  stale: msg('This responsibility was changed by someone else. Its saved details are shown below.'),
  badPeople: msg('Choose people from the list'),
  badResponsibilities: msg('Choose responsibilities from the list'),
  badArticles: msg('Choose articles from the list'),
  /** An article id of another company (or none) in a body. */
  articleNotFound: msg('Article not found'),
  alreadyAssigned: msg('This person already has this responsibility'),
  newOrExisting: msg('Choose responsibilities or enter a title and a description'),
  added: msg('Responsibility added.'),
  updated: msg('Responsibility updated.'),
  deleted: msg('Responsibility deleted.'),
  failed: msg('An error occurred, please try again.'),
} as const

const required = msg('This field is required')

const title = z
  .string({ required_error: required })
  .trim()
  .min(1, required)
  .max(200, msg('Use at most 200 characters'))
const description = z
  .string({ required_error: required })
  .trim()
  .min(1, required)
  .max(5000, msg('Use at most 5000 characters'))

/** A list of ids: form checkboxes post one value per box (or none), JSON clients an array. */
const ids = (message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? [] : [value].flat()),
    z.array(idSchema(message)).max(10_000, message),
  )

/**
 * Title and description are required (seed 001 §5); assigned_to are the people who hold it,
 * responsibility_articles the articles assigned to them through it.
 */
export const ResponsibilitySchema = z.object({
  title,
  description,
  assigned_to: ids(RESPONSIBILITY_MESSAGES.badPeople).transform((list) => [...new Set(list)]),
  responsibility_articles: ids(RESPONSIBILITY_MESSAGES.badArticles).transform((list) => [
    ...new Set(list),
  ]),
})
export type ResponsibilityInput = z.infer<typeof ResponsibilitySchema>

/** The edit form: every field is posted (no ticked box means nobody), plus the version. */
export const ResponsibilityEditFormSchema = ResponsibilitySchema.extend({
  version: versionField(required),
})

/**
 * A REST change: only the fields sent change; assigned_to and responsibility_articles, when
 * sent, replace the people and the articles.
 */
export const ResponsibilityUpdateSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  assigned_to: z
    .preprocess(
      (value) => (value === '' ? [] : value === undefined ? undefined : [value].flat()),
      z.array(idSchema(RESPONSIBILITY_MESSAGES.badPeople)).max(10_000).optional(),
    )
    .transform((list) => (list ? [...new Set(list)] : undefined)),
  responsibility_articles: z
    .array(idSchema(RESPONSIBILITY_MESSAGES.badArticles))
    .max(10_000, RESPONSIBILITY_MESSAGES.badArticles)
    .optional(),
  version: versionField(required),
})
export type ResponsibilityUpdateInput = z.infer<typeof ResponsibilityUpdateSchema>

const flag = z.preprocess(
  (value) => value === 'true' || value === '1' || value === true,
  z.boolean(),
)

export const ResponsibilityListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(RESPONSIBILITIES_PAGE_SIZE).default(100),
  search: z.string().trim().max(100).optional(),
  simple: flag.optional(),
})

export const EmployeeResponsibilitiesQuerySchema = z.object({
  id: idSchema(msg('Staff member not found.')),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(RESPONSIBILITIES_PAGE_SIZE).default(100),
})

/** Moves one person's responsibility to another responsibility or another person. */
export const EmployeeResponsibilityUpdateSchema = z
  .object({
    responsibility: idSchema(RESPONSIBILITY_MESSAGES.badResponsibilities).optional(),
    employee: idSchema(RESPONSIBILITY_MESSAGES.badPeople).optional(),
  })
  .refine((value) => value.responsibility !== undefined || value.employee !== undefined, {
    message: msg('Send a responsibility or an employee'),
  })
export type EmployeeResponsibilityUpdateInput = z.infer<typeof EmployeeResponsibilityUpdateSchema>

/**
 * Gives one person existing responsibilities (ids), or a new one made from a title and a
 * description (created by the actor), or both.
 */
export const CreateEmployeeResponsibilitiesSchema = z
  .object({
    employee: idSchema(RESPONSIBILITY_MESSAGES.badPeople),
    responsibilities: ids(RESPONSIBILITY_MESSAGES.badResponsibilities).transform((list) => [
      ...new Set(list),
    ]),
    title: z.string().trim().max(200, msg('Use at most 200 characters')).optional(),
    description: z.string().trim().max(5000, msg('Use at most 5000 characters')).optional(),
  })
  .superRefine((value, ctx) => {
    const wantsNew = Boolean(value.title || value.description)
    if (wantsNew) {
      if (!value.title) ctx.addIssue({ code: 'custom', path: ['title'], message: required })
      if (!value.description) {
        ctx.addIssue({ code: 'custom', path: ['description'], message: required })
      }
    } else if (value.responsibilities.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['responsibilities'],
        message: RESPONSIBILITY_MESSAGES.newOrExisting,
      })
    }
  })
export type CreateEmployeeResponsibilitiesInput = z.infer<
  typeof CreateEmployeeResponsibilitiesSchema
>
