import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema, REQUIRED } from '~/platform/form-fields'

/** Shared by the dashboard's to-do forms and the REST API. Texts are what users read. */

/** A person's list stays a list: past this, finished to-dos have to go first. */
export const MAX_TODOS_PER_PERSON = 200

/** Each message is its own translation key, so the limit is written out in it. */
export const TODO_MESSAGES = {
  tooMany: msg('You can keep at most 200 to-dos. Delete finished ones to add more.'),
  notFound: msg('To-do not found.'),
  stale: msg('This to-do was changed elsewhere. Reload it and try again.'),
  badDate: msg('Enter a date like 2026-12-31'),
} as const

const required = REQUIRED

/** A real calendar day written YYYY-MM-DD ('2026-02-30' is not one). */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
}

const title = z
  .string({ required_error: required })
  .trim()
  .min(1, required)
  .max(200, msg('Use at most 200 characters'))

/** Checkboxes post 'on' (or nothing); JSON clients send true/false. */
const isDone = z.preprocess(
  (value) => {
    if (value === 'on' || value === 'true' || value === '1') return true
    if (value === 'false' || value === '0' || value === '') return false
    return value
  },
  z.boolean({ invalid_type_error: msg('Choose yes or no') }),
)

/** Optional; an empty field clears it. */
const dueDate = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string({ invalid_type_error: TODO_MESSAGES.badDate })
    .refine(isIsoDate, TODO_MESSAGES.badDate)
    .nullable(),
)

export const TodoCreateSchema = z.object({
  title,
  is_done: isDone.default(false),
  due_date: dueDate.default(null),
})
export type TodoCreateInput = z.infer<typeof TodoCreateSchema>

/** Any subset of the fields; `version`, when sent, must be the current one (else 409). */
export const TodoUpdateSchema = z.object({
  title: title.optional(),
  is_done: isDone.optional(),
  due_date: dueDate.optional(),
  version: z.coerce
    .number({ invalid_type_error: msg('Reload the page and try again') })
    .int(msg('Reload the page and try again'))
    .positive(msg('Reload the page and try again'))
    .optional(),
})
export type TodoUpdateInput = z.infer<typeof TodoUpdateSchema>

const todoId = idSchema(TODO_MESSAGES.notFound)

/**
 * The dashboard's one-button "mark as done / not done" form: the state wanted and the version
 * the page showed, so a change made elsewhere in the meantime is refused (409), not overwritten.
 */
export const TodoToggleSchema = z.object({
  id: todoId,
  is_done: isDone,
  version: TodoUpdateSchema.shape.version.unwrap(),
})

/** The dashboard's delete form (from its dialog or from the confirmation page). */
export const TodoDeleteSchema = z.object({ id: todoId })
