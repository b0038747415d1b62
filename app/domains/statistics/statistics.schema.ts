import { z } from 'zod'
import {
  NO_NUL,
  emptyToNull,
  hasNul,
  idSchema,
  isoDate,
  optionalId,
  optionalText,
  pageNumber,
  requiredText,
  searchText,
  versionField,
} from '~/platform/form-fields'
import { DEFAULT_PERIOD_COUNT, PERIOD_TYPES } from './periods'
import { STAT_MESSAGES } from './statistics.messages'

/**
 * The stat forms' and the API's fields (seed 001 §3, §7), named as the API names them. Shared by
 * the pages (conform), their actions and the REST API.
 */

/** How many stats a list page shows. */
export const STATS_PAGE_SIZE = 25
/** The most periods a list or chart asks for at once (three years of weeks fit). */
export const MAX_PERIOD_COUNT = 400
/** The most rows one bulk upload takes. */
export const MAX_UPLOAD_ROWS = 5000
export const STAT_SORTS = ['stat_division', 'stat_owner', 'stat_name'] as const
export type StatSort = (typeof STAT_SORTS)[number]

/** A checkbox ('on'), an API boolean, or the strings 'true'/'false'. */
const flag = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true' || value === '1',
  z.boolean(),
)

/** An exact decimal as text (numbers from JSON too): at most 15 digits before the point, 10 after. */
export const decimalValue = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({
      required_error: STAT_MESSAGES.notANumber,
      invalid_type_error: STAT_MESSAGES.notANumber,
    })
    .trim()
    .regex(/^[-+]?(\d+(\.\d*)?|\.\d+)$/, STAT_MESSAGES.notANumber)
    .refine((value) => {
      const [whole = '', fraction = ''] = value.replace(/^[-+]/, '').split('.')
      return whole.replace(/^0+/, '').length <= 15 && fraction.length <= 10
    }, STAT_MESSAGES.tooManyDigits)
    .transform((value) => value.replace(/^\+/, '')),
)

const optionalDecimal = z.preprocess(emptyToNull, decimalValue.nullable())

/** Tags as a list, or one comma-separated text (the form's field); trimmed, each once. */
const tagList = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : []),
    z.array(z.string().trim().max(60, 'Use at most 60 characters')).max(30),
  )
  .transform((tags) => [...new Set(tags.filter(Boolean))])

const periodType = z.enum(PERIOD_TYPES, {
  errorMap: () => ({ message: STAT_MESSAGES.choosePeriodType }),
})

const statFields = {
  stat_name: requiredText(200, undefined, STAT_MESSAGES.nameRequired),
  stat_owner: optionalId(STAT_MESSAGES.chooseOwner),
  stat_division: optionalId(STAT_MESSAGES.chooseDivision),
  tags: tagList,
  period_type: periodType,
  lower_is_better: flag,
  description: optionalText(5000),
  is_external: flag,
  /** Empty: values are entered. Else the formula, stats named in braces. */
  formula: z.preprocess(emptyToNull, z.string().trim().max(2000).nullable()),
  upper_guide: optionalDecimal,
  lower_guide: optionalDecimal,
}

interface StatRulesSubject {
  upper_guide: string | null
  lower_guide: string | null
  is_external: boolean
  formula: string | null
}

type CrossFieldRule = [(stat: StatRulesSubject) => boolean, { message: string; path: string[] }]

/** The lower guide below the upper one, when both are set. */
const guidesInOrder: CrossFieldRule = [
  (stat: StatRulesSubject) =>
    stat.upper_guide === null ||
    stat.lower_guide === null ||
    Number(stat.lower_guide) < Number(stat.upper_guide),
  { message: STAT_MESSAGES.guidesReversed, path: ['lower_guide'] },
]

/** A stat's values come from people, a formula or a client: not a formula and a client. */
const oneSource: CrossFieldRule = [
  (stat: StatRulesSubject) => !(stat.is_external && stat.formula),
  { message: STAT_MESSAGES.formulaOrExternal, path: ['formula'] },
]

const StatObject = z.object({
  ...statFields,
  tags: statFields.tags.default([]),
  period_type: statFields.period_type.default('WEEKLY'),
})

/** list-create/ POST and the create form: every field (absent flags are false). */
export const StatCreateSchema = StatObject.refine(...guidesInOrder).refine(...oneSource)
export type StatCreateInput = z.infer<typeof StatCreateSchema>

/** The edit form sends every field and the version it was loaded at. */
export const StatEditSchema = StatObject.extend({ version: versionField() })
  .refine(...guidesInOrder)
  .refine(...oneSource)
export type StatEditInput = z.infer<typeof StatEditSchema>

/** update-delete/{id}/ PATCH: any fields (seed: {order} alone moves it), and the version. */
export const StatPatchSchema = z.object({
  stat_name: statFields.stat_name.optional(),
  stat_owner: statFields.stat_owner.optional(),
  stat_division: statFields.stat_division.optional(),
  tags: statFields.tags.optional(),
  period_type: statFields.period_type.optional(),
  lower_is_better: statFields.lower_is_better.optional(),
  description: statFields.description.optional(),
  is_external: statFields.is_external.optional(),
  formula: statFields.formula.optional(),
  upper_guide: statFields.upper_guide.optional(),
  lower_guide: statFields.lower_guide.optional(),
  is_archived: flag.optional(),
  order: z.coerce.number().int().min(1).max(1_000_000).optional(),
  version: versionField().optional(),
})
export type StatPatchInput = z.infer<typeof StatPatchSchema>

/**
 * A reorder of the admin list: up or down one place (the no-JS buttons), or into the place of
 * another stat (`place_of`, where a drag dropped it). One of the two.
 */
export const StatMoveSchema = z
  .object({
    id: idSchema(STAT_MESSAGES.notFound),
    direction: z.enum(['up', 'down']).optional(),
    place_of: idSchema(STAT_MESSAGES.notFound).optional(),
  })
  .refine(
    (move) => (move.direction === undefined) !== (move.place_of === undefined),
    STAT_MESSAGES.orderFailed,
  )
  // The refine above leaves exactly one of the two.
  .transform(({ id, direction, place_of }) => ({ id, to: direction ?? { placeOf: place_of! } }))

/** Archive, restore or delete one stat from a list's row. */
export const StatRowSchema = z.object({ id: idSchema(STAT_MESSAGES.notFound) })

/** duplicate-stats/ POST {stat_ids, name_prefix, stat_owner}. */
export const DuplicateStatsSchema = z.object({
  stat_ids: z.preprocess(
    (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]),
    z.array(idSchema(STAT_MESSAGES.pickStats)).min(1, STAT_MESSAGES.pickStats).max(500),
  ),
  // Kept as typed, trailing space included ('Q2 ' makes 'Q2 Sales'); none typed is 'Copy of '.
  name_prefix: z
    .string()
    .max(60, 'Use at most 60 characters')
    .refine((prefix) => !hasNul(prefix), NO_NUL)
    .optional()
    .transform((prefix) => (prefix?.trim() ? prefix.trimStart() : 'Copy of ')),
  stat_owner: statFields.stat_owner.optional(),
})
export type DuplicateStatsInput = z.infer<typeof DuplicateStatsSchema>

// ---- Values ------------------------------------------------------------------------------

/** statvalue/create/ POST: a stat, any day of the period, the number. */
export const StatValueCreateSchema = z.object({
  stat: idSchema(STAT_MESSAGES.notFound),
  stat_date: isoDate(STAT_MESSAGES.periodStartRequired),
  stat_value: decimalValue,
})
export type StatValueCreateInput = z.infer<typeof StatValueCreateSchema>

/** statvalue/update-delete/{id}/ PUT: the number and the version it was seen at. */
export const StatValueUpdateSchema = z.object({
  stat_value: decimalValue,
  version: versionField(),
})
export type StatValueUpdateInput = z.infer<typeof StatValueUpdateSchema>

/** statvalue/bulk-create/ POST: pasted or uploaded rows (text), or a JSON list of values. */
export const BulkValuesSchema = z.object({
  rows: z.string().max(2_000_000).optional(),
  values: z
    .array(
      z.object({
        stat: z.union([z.string(), z.number()]),
        stat_date: z.string(),
        stat_value: z.union([z.string(), z.number()]),
      }),
    )
    .max(MAX_UPLOAD_ROWS)
    .optional(),
})
export type BulkValuesInput = z.infer<typeof BulkValuesSchema>

// ---- Lists -------------------------------------------------------------------------------

/** The list filters of seed §7, from a query string: anything odd is no filter. */
export const StatListQuerySchema = z.object({
  periods: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PERIOD_COUNT)
    .catch(DEFAULT_PERIOD_COUNT)
    .default(DEFAULT_PERIOD_COUNT),
  period_type: periodType.optional().catch(undefined),
  sort: z.enum(STAT_SORTS).optional().catch(undefined),
  search: searchText(200),
  division: optionalId('').catch(null),
  tag: searchText(60),
  my_stats: flag.catch(false),
  my_division: flag.catch(false),
  archived: flag.catch(false),
  stat_value_period_start: isoDate().optional().catch(undefined),
  stat_value_period_end: isoDate().optional().catch(undefined),
  page: pageNumber,
})
export type StatListQuery = z.infer<typeof StatListQuerySchema>
