import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema, versionField } from '~/platform/form-fields'
import { DEFAULT_DIVISION_COLOR } from './org-constants'

/** Shared by the division forms (server and, with JS, the browser) and the REST API. */

export const DIVISIONS_PATH = '/account/divisions'

/** Seed 001 §8: the one text every division failure shows. */
export const DIVISION_FAILED = msg('An error occurred, please try again.')

export const DIVISION_MESSAGES = {
  failed: DIVISION_FAILED,
  notFound: msg('Division not found.'),
  stale: msg('This division was changed by someone else. Its saved details are shown below.'),
  badColor: msg('Enter a colour as # and six hexadecimal digits, such as #0cb2fc'),
  badOrder: msg('Enter a whole number from 1 to 10000'),
  moveTarget: msg('Choose another division to move them to'),
  chooseDisposal: msg('Choose what happens to its people and positions'),
  added: msg('Division added.'),
  updated: msg('Division updated.'),
  deleted: msg('Division deleted.'),
} as const

const required = msg('This field is required')

/** A form's empty field is "not given" (seed: order is dropped when empty). */
const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value

const name = z
  .string({ required_error: required })
  .trim()
  .min(1, required)
  .max(100, msg('Use at most 100 characters'))

const color = z
  .string({ required_error: required })
  .trim()
  .min(1, required)
  // An empty colour is only "required", not also "badly written".
  .refine((value) => value === '' || /^#[0-9a-fA-F]{6}$/.test(value), DIVISION_MESSAGES.badColor)
  .transform((value) => value.toLowerCase())

const order = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ invalid_type_error: DIVISION_MESSAGES.badOrder })
    .int(DIVISION_MESSAGES.badOrder)
    .min(1, DIVISION_MESSAGES.badOrder)
    .max(10_000, DIVISION_MESSAGES.badOrder)
    .optional(),
)

const description = z
  .string()
  .trim()
  .max(2000, msg('Use at most 2000 characters'))
  .optional()
  .transform((value) => value ?? '')

/**
 * A new division: the name is required, the colour defaults to #0cb2fc when it is not sent at
 * all (an empty one is refused), and an empty order is dropped, so the division gets order 1.
 */
export const DivisionCreateSchema = z.object({
  division_name: name,
  division_color: z.preprocess(
    (value) => (value === undefined ? DEFAULT_DIVISION_COLOR : value),
    color,
  ),
  division_order: order,
  division_description: description,
})
export type DivisionCreateInput = z.infer<typeof DivisionCreateSchema>

/**
 * The division form of the pages (checked in the browser too): name and colour are required
 * (the form starts with #0cb2fc and order 1); an emptied order is dropped (a new division gets
 * 1, an edited one keeps its order). The edit form also posts the version it was loaded with.
 */
export const DivisionFormSchema = z.object({
  division_name: name,
  division_color: color,
  division_order: order,
  division_description: description,
  version: z.coerce.number().int().positive().optional(),
})
export type DivisionFormInput = z.infer<typeof DivisionFormSchema>

/** A change: the fields sent (an empty order is dropped, keeping the saved one) and the version. */
export const DivisionUpdateSchema = z.object({
  division_name: name.optional(),
  division_color: color.optional(),
  division_order: order,
  division_description: z.string().trim().max(2000, msg('Use at most 2000 characters')).optional(),
  version: versionField(required),
})
export type DivisionUpdateInput = z.infer<typeof DivisionUpdateSchema>

/**
 * What happens to a deleted division's people and positions: moved to another division, or left
 * without one. The page posts `then` ('move' with `move_to`, or 'clear'); the API sends
 * `{"move_to": id | null}`.
 */
export const DivisionDeleteFormSchema = z
  .object({
    // Absent when the division looked empty: then nothing is moved, and the service refuses
    // (409) if people or positions joined it in the meantime.
    then: z
      .enum(['move', 'clear'], { invalid_type_error: DIVISION_MESSAGES.chooseDisposal })
      .optional(),
    move_to: z.preprocess(emptyToUndefined, idSchema(DIVISION_MESSAGES.moveTarget).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.then === 'move' && value.move_to === undefined) {
      ctx.addIssue({ code: 'custom', path: ['move_to'], message: DIVISION_MESSAGES.moveTarget })
    }
  })
  .transform((value): DivisionDisposal => ({
    moveTo: value.then === undefined ? undefined : value.then === 'move' ? value.move_to! : null,
  }))

export const DivisionDeleteApiSchema = z
  .object({
    move_to: idSchema(DIVISION_MESSAGES.moveTarget).nullable().optional(),
  })
  .transform((value): DivisionDisposal => ({ moveTo: value.move_to }))

/** A division's disposal: a target division id, null (no division) or undefined (not chosen). */
export type DivisionDisposal = { moveTo: number | null | undefined }
