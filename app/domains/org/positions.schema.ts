import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema, versionField } from '~/platform/form-fields'

/** Shared by the position form (server and browser) and the REST API. Texts are what users read. */

/**
 * A company has at most this many positions: every select of positions (manager position, order
 * choices, the bulk edit) and every hierarchy answer stays bounded by it.
 */
export const MAX_POSITIONS = 1000
/** The responsibilities select loads up to 100 (seed 001 §9). */
export const MAX_POSITION_RESPONSIBILITIES = 100
/**
 * The articles or courses assigned to one position: the form offers 100 besides the chosen ones,
 * and links made from the article side count too, so the bound is wider.
 */
export const MAX_POSITION_LINKS = 1000
export const POSITIONS_PAGE_SIZE = 25

export const POSITIONS_PATH = '/account/positions'
export const positionEditPath = (id: number) => `${POSITIONS_PATH}/${id}/edit`
export const positionDeletePath = (id: number) => `${POSITIONS_PATH}/${id}/delete`
export const POSITIONS_BULK_PATH = `${POSITIONS_PATH}/bulk`

export const POSITION_MESSAGES = {
  nameRequired: msg('Please enter position name.'),
  looksGood: msg('Looks good!'),
  nameTooLong: msg('Use at most 150 characters'),
  divisionRequired: msg('Please choose a division.'),
  division: msg('Choose a division from the list.'),
  manager: msg('Choose a manager position from the list.'),
  order: msg('Choose an order from the list.'),
  responsibility: msg('Choose responsibilities from the list.'),
  tooManyResponsibilities: msg('Choose at most 100 responsibilities.'),
  article: msg('Choose articles from the list.'),
  course: msg('Choose courses from the list.'),
  textTooLong: msg('Use at most 2000 characters'),
  orderHint: msg('Determines whether it is to the right or left of follow juniors'),
  divisionOrderHint: msg('Where it stands among the positions of its division.'),
  ownManager: msg('A position cannot be its own manager.'),
  loop: msg(
    'A position cannot be managed by one of its own juniors: that would make a loop in the chart.',
  ),
  tooMany: msg('A company can have at most 1000 positions. Delete one before adding another.'),
  notFound: msg('Position not found.'),
  stale: msg(
    'Someone updated this position after you opened it. The saved data is shown below; make your change again.',
  ),
  createFailed: msg('Error creating position'),
  updateFailed: msg('Error updating position'),
  deleteFailed: msg('Error deleting positions!'),
  created: msg('Position created.'),
  updated: msg('Position updated.'),
  deleted: msg('Position deleted.'),
  bulkUpdated: msg('Positions updated.'),
  bulkDeleted: msg('Positions deleted.'),
  noneChosen: msg('Choose positions in the list first.'),
  nothingToChange: msg('Choose a division or a manager position to set.'),
} as const

/** A place in a list of positions: 1 to one past the most a company may have. */
const orderField = () =>
  z.coerce
    .number({ invalid_type_error: POSITION_MESSAGES.order })
    .int(POSITION_MESSAGES.order)
    .min(1, POSITION_MESSAGES.order)
    .max(MAX_POSITIONS + 1, POSITION_MESSAGES.order)

/** A form's empty select means "none"; a missing field means "unchanged". */
const emptyToNull = (value: unknown) => (value === '' ? null : value)
const optionalText = z.string().trim().max(2000, POSITION_MESSAGES.textTooLong)

const fields = {
  name: z
    .string({ required_error: POSITION_MESSAGES.nameRequired })
    .trim()
    .min(1, POSITION_MESSAGES.nameRequired)
    .max(150, POSITION_MESSAGES.nameTooLong),
  division: z.preprocess(emptyToNull, idSchema(POSITION_MESSAGES.division).nullable()),
  manager: z.preprocess(emptyToNull, idSchema(POSITION_MESSAGES.manager).nullable()),
  order: orderField(),
  division_order: orderField(),
  responsibilities: z
    .array(idSchema(POSITION_MESSAGES.responsibility))
    .max(MAX_POSITION_RESPONSIBILITIES, POSITION_MESSAGES.tooManyResponsibilities),
  articles: z.array(idSchema(POSITION_MESSAGES.article)).max(MAX_POSITION_LINKS),
  courses: z.array(idSchema(POSITION_MESSAGES.course)).max(MAX_POSITION_LINKS),
  version: versionField('This field is required'),
}

/** What the services take: the page form and the API both become this. */
export interface PositionInput {
  name: string
  division: number | null
  manager: number | null
  order: number
  division_order?: number
  above_text: string
  description: string
  responsibilities: number[]
  /** Articles and courses assigned to whoever holds the position. */
  articles: number[]
  courses: number[]
}

/** A list of ticked boxes: conform sends none as undefined and one as a plain value. */
const ticked = <T extends z.ZodTypeAny>(list: T) =>
  z.preprocess((value) => (value === undefined || value === '' ? [] : [value].flat()), list)

/**
 * The page form (seed 001 §5): name and division required; Header and Description count only
 * while their switch is on (a switched-off field is saved empty). conform sends a list with one
 * choice as a plain value, hence the preprocess.
 */
const formShape = {
  name: fields.name,
  // Field-level, so the message shows even while other fields are wrong (an object refinement
  // runs only once every field parsed); conform sends an empty select as undefined.
  division: z
    .preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      idSchema(POSITION_MESSAGES.division).nullable(),
    )
    .refine((value) => value !== null, POSITION_MESSAGES.divisionRequired),
  manager: fields.manager.default(null),
  order: fields.order.default(1),
  division_order: fields.division_order.default(1),
  has_above_text: z.literal('on').optional(),
  above_text: optionalText.default(''),
  has_description: z.literal('on').optional(),
  description: optionalText.default(''),
  responsibilities: ticked(fields.responsibilities),
  articles: ticked(fields.articles),
  courses: ticked(fields.courses),
}

function toInput<T extends z.infer<z.ZodObject<typeof formShape>>>(value: T): PositionInput {
  return {
    name: value.name,
    division: value.division,
    manager: value.manager,
    order: value.order,
    division_order: value.division_order,
    above_text: value.has_above_text ? value.above_text : '',
    description: value.has_description ? value.description : '',
    responsibilities: [...new Set(value.responsibilities)],
    articles: [...new Set(value.articles)],
    courses: [...new Set(value.courses)],
  }
}

const requireDivision = <T extends { division: number | null }>(value: T, ctx: z.RefinementCtx) => {
  if (value.division === null) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['division'],
      message: POSITION_MESSAGES.divisionRequired,
    })
  }
}

export const PositionFormSchema = z.object(formShape).transform(toInput)

export const PositionUpdateFormSchema = z
  .object({ ...formShape, version: fields.version })
  .transform((value) => ({ ...toInput(value), version: value.version }))

const apiShape = {
  name: fields.name,
  division: fields.division.default(null),
  manager: fields.manager.default(null),
  order: fields.order.default(1),
  division_order: z.coerce.number().int().min(1).max(MAX_POSITIONS).optional(),
  above_text: optionalText.default(''),
  description: optionalText.default(''),
  responsibilities: fields.responsibilities.default([]),
  articles: fields.articles.default([]),
  courses: fields.courses.default([]),
}

/**
 * POST account/api/positions/: the same rules; `simple: true` is the seed's simple form, which
 * has no division field.
 */
export const PositionCreateApiSchema = z
  .object({ ...apiShape, simple: z.coerce.boolean().default(false) })
  .superRefine((value, ctx) => {
    if (!value.simple) requireDivision(value, ctx)
  })
  .transform(({ simple: _simple, ...input }): PositionInput => input)

/** PATCH: only the fields sent change; the version it was made from is required. */
export const PositionPatchApiSchema = z.object({
  name: apiShape.name.optional(),
  division: fields.division.optional(),
  manager: fields.manager.optional(),
  order: fields.order.optional(),
  division_order: apiShape.division_order,
  above_text: optionalText.optional(),
  description: optionalText.optional(),
  responsibilities: fields.responsibilities.optional(),
  articles: fields.articles.optional(),
  courses: fields.courses.optional(),
  version: fields.version,
})
export type PositionPatch = z.infer<typeof PositionPatchApiSchema>

const idList = z
  .array(idSchema(POSITION_MESSAGES.notFound))
  .min(1, POSITION_MESSAGES.noneChosen)
  .max(MAX_POSITIONS, POSITION_MESSAGES.noneChosen)

/** What a bulk edit sets for every position chosen; undefined leaves a field as it is. */
export interface PositionBulkChange {
  division?: number | null
  manager?: number | null
}

/** bulk-edit-positions/ POST: `{ids, division?, manager?}` (null clears). */
export const PositionBulkEditApiSchema = z
  .object({ ids: idList, division: fields.division.optional(), manager: fields.manager.optional() })
  .refine((value) => value.division !== undefined || value.manager !== undefined, {
    message: POSITION_MESSAGES.nothingToChange,
  })

/** bulk-edit-positions/ DELETE: `{ids}`. */
export const PositionBulkDeleteApiSchema = z.object({ ids: idList })

/**
 * The list page's bulk form: ticked ids, and per field "keep" (empty), "none" or an id. The
 * delete button posts the same ids with intent=delete.
 */
const keepNoneOrId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value === 'none' ? null : value),
    idSchema(message).nullable().optional(),
  )

export const PositionBulkFormSchema = z
  .object({
    intent: z.enum(['edit', 'delete']),
    ids: z.preprocess((value) => [value ?? []].flat(), idList),
    division: keepNoneOrId(POSITION_MESSAGES.division),
    manager: keepNoneOrId(POSITION_MESSAGES.manager),
  })
  .refine(
    (value) =>
      value.intent === 'delete' || value.division !== undefined || value.manager !== undefined,
    { message: POSITION_MESSAGES.nothingToChange },
  )

export const PositionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  search: z.string().trim().max(100).catch(''),
})
export type PositionListQuery = z.infer<typeof PositionListQuerySchema>

/** The order choices of the form: 1 … number of positions + 1 (seed 001 §9). */
export function orderChoices(positionCount: number): number[] {
  return Array.from({ length: Math.min(positionCount, MAX_POSITIONS) + 1 }, (_, i) => i + 1)
}
