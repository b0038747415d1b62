import { z } from 'zod'
import { msg } from '~/i18n'

/**
 * The field builders every domain schema is made of. Isomorphic (no `.server`): the same zod
 * schema validates a form in the browser (conform), its action and the REST API, so a rule and
 * its message are written once.
 */

export const REQUIRED = msg('This field is required')

/**
 * "Use at most N characters": the number is filled in before the text reaches the page, where
 * each filled-in text is translated (the locale files hold them per number).
 */
const TOO_LONG = 'Use at most {{max}} characters'

/** The largest value of a PostgreSQL integer column; beyond it a query fails instead of missing. */
export const MAX_ID = 2_147_483_647

/**
 * The NUL character: no text column can store it (PostgreSQL refuses it), and no one types it.
 * Every text builder here refuses it with this message, before it can reach the database.
 */
export const NO_NUL = msg('Text cannot contain the NUL character (\\u0000).')
export const hasNul = (value: string) => value.includes('\u0000')
const withoutNul = <T extends z.ZodString>(schema: T) =>
  schema.refine((value) => !hasNul(value), NO_NUL)

/** An empty form field ('' or absent) means "none". */
export const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value)

/** A record id from a form or a request body: anything that is not one gets `message`. */
export function idSchema(message: string) {
  return z.coerce
    .number({ invalid_type_error: message, required_error: message })
    .int(message)
    .positive(message)
    .max(MAX_ID, message)
}

/** An id that may be left empty (a select's "None" option): empty is null. */
export function optionalId(message: string) {
  return z.preprocess(emptyToNull, idSchema(message).nullable())
}

/** Trimmed text that must not be empty, at most `max` characters. */
export function requiredText(max: number, tooLong: string = TOO_LONG, required: string = REQUIRED) {
  return withoutNul(
    z
      .string({ required_error: required, invalid_type_error: required })
      .trim()
      .min(1, required)
      .max(max, tooLong.replace('{{max}}', String(max))),
  )
}

/** Trimmed text that may be left empty (stored as ''), at most `max` characters. */
export function optionalText(max: number, tooLong: string = TOO_LONG) {
  return withoutNul(
    z
      .string()
      .trim()
      .max(max, tooLong.replace('{{max}}', String(max))),
  ).default('')
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day as YYYY-MM-DD (what <input type="date"> sends), checked to exist. */
export function isoDate(message: string = msg('Enter a date as YYYY-MM-DD')) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .regex(ISO_DAY, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message)
}

/** A day that may be left empty: empty is null. */
export function optionalIsoDate(message?: string) {
  return z.preprocess(emptyToNull, isoDate(message).nullable())
}

/** The version an edit was made from (hidden field); a stale one is refused with 409. */
export function versionField(message: string = REQUIRED) {
  return z.coerce
    .number({ required_error: message, invalid_type_error: message })
    .int(message)
    .positive(message)
    .max(MAX_ID, message)
}

/** Search or filter text from the query string: NUL characters dropped, anything odd no filter. */
export function searchText(max: number) {
  return z
    .string()
    .transform((value) => value.replaceAll('\u0000', '').trim())
    .pipe(z.string().max(max))
    .catch('')
    .default('')
}

/** A list's page number from the query string: anything odd is page 1. */
/** A form whose only content is its button (a delete, a confirmation): nothing to read. */
export const NO_FIELDS = z.object({})

export const pageNumber = z.coerce.number().int().min(1).max(100_000).catch(1).default(1)
