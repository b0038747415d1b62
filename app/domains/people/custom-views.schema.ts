import { z } from 'zod'
import { REQUIRED } from '~/platform/form-fields'
import { msg } from '~/i18n'
import { directoryFilters, parseDirectoryQuery } from './directory.schema'

/** Shared by the directory's view forms and the REST API. Texts are what users read. */

/** A person keeps a short list of views; more would not fit the directory's list either. */
export const MAX_VIEWS_PER_PERSON = 50
/** Views of one type listed at most (own and shared). */
export const MAX_VIEWS_LISTED = 200

export const CUSTOM_VIEW_MESSAGES = {
  saved: msg('View saved.'),
  renamed: msg('View renamed.'),
  deleted: msg('View deleted.'),
  notFound: msg('View not found.'),
  tooMany: msg('You can keep at most 50 views. Delete one before saving another.'),
  stale: msg('This view was changed by someone else. Reload it and try again.'),
} as const

const required = REQUIRED

export const VIEW_TYPE = z
  .string({ required_error: required })
  .trim()
  .min(1, required)
  .max(50, msg('Use at most 50 characters'))
  .regex(/^[a-z0-9_-]+$/, msg('Use lower-case letters, digits, - and _'))

const name = z
  .string({ required_error: required })
  .trim()
  .min(1, required)
  .max(100, msg('Use at most 100 characters'))

/** Checkbox (form: 'on'), JSON boolean or 'true'/'false' from a query string. */
const flag = z.preprocess(
  (value) => (value === 'on' || value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ invalid_type_error: msg('Choose yes or no') }),
)

/** A view's filters: a JSON object, or a query string ('q=ann&division=3') from a form. */
const filters = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? Object.fromEntries(new URLSearchParams(value.replace(/^\?/, '')))
      : value,
  z
    .record(
      z.string().max(50),
      z.union([z.string().max(200), z.array(z.string().max(200)).max(50)]),
    )
    .refine((record) => Object.keys(record).length <= 50, msg('Use at most 50 filters')),
)

export const CustomViewCreateSchema = z.object({
  name,
  type: VIEW_TYPE.default('directory'),
  filters: filters.default({}),
  is_shared: flag.default(false),
})
export type CustomViewCreateInput = z.infer<typeof CustomViewCreateSchema>

export const CustomViewUpdateSchema = z.object({
  name: name.optional(),
  filters: filters.optional(),
  is_shared: flag.optional(),
  /** When given, a change made from an older version is refused (409). */
  version: z.coerce.number().int().positive().optional(),
})
export type CustomViewUpdateInput = z.infer<typeof CustomViewUpdateSchema>

export const CustomViewListSchema = z.object({
  type: VIEW_TYPE.optional(),
  is_shared: flag.optional(),
  /** Only the actor's own views. */
  mine: flag.optional(),
  search: z.string().trim().max(100).optional(),
})
export type CustomViewListFilter = z.infer<typeof CustomViewListSchema>

/**
 * The directory keeps only the filters it understands, in its own spelling: a saved view opens
 * exactly what the directory would show for them. Other types are stored as given.
 */
export function normalizeViewFilters(
  type: string,
  input: Record<string, string | string[]>,
): Record<string, string> | Record<string, string | string[]> {
  if (type !== 'directory') return input
  return directoryFilters(parseDirectoryQuery(input))
}
