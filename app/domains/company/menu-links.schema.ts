import { z } from 'zod'
import { idSchema, versionField } from '~/platform/form-fields'
import { DEFAULT_MENU_LINK_ICON } from './menu-tree'

/** Shared by the menu-link forms and the REST API. Texts are what users read. */

/** More links than this would not fit a menu anyone can use. */
export const MAX_MENU_LINKS = 100

export const MENU_LINK_MESSAGES = {
  tooMany: `A company can have at most ${MAX_MENU_LINKS} menu links. Remove one before adding another.`,
  createFailed: 'Error With Adding Link',
  updateFailed: 'Error With Updating Link',
  deleteFailed: 'Error deleting menu link',
  stale: 'This link was changed by someone else. Reload it and try again.',
  ownParent: 'A link cannot be inside itself',
  badUrl: 'Enter a web address starting with http:// or https://, or a path starting with /',
} as const

const required = 'This field is required'

/** http(s) anywhere, or a path of this site ('/…' but not '//host', which leaves the site). */
export function isAllowedMenuUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\')
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A form's empty select means "no parent"; a missing field means "unchanged". */
const emptyToNull = (value: unknown) => (value === '' ? null : value)

const fields = {
  name: z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(100, 'Use at most 100 characters'),
  icon: z
    .string()
    .trim()
    .max(100, 'Use at most 100 characters')
    .transform((value) => value || DEFAULT_MENU_LINK_ICON),
  order: z.coerce
    .number({ invalid_type_error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(-1_000_000, 'Enter a number between -1000000 and 1000000')
    .max(1_000_000, 'Enter a number between -1000000 and 1000000'),
  url: z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(2000, 'Use at most 2000 characters')
    // An emptied address is only "required", not also "badly written".
    .refine((value) => value === '' || isAllowedMenuUrl(value), MENU_LINK_MESSAGES.badUrl),
  parent: z.preprocess(emptyToNull, idSchema('Choose a parent link').nullable()),
}

export const MenuLinkCreateSchema = z.object({
  name: fields.name,
  icon: fields.icon.optional(),
  order: fields.order.default(0),
  url: fields.url,
  parent: fields.parent.default(null),
})
export type MenuLinkCreateInput = z.infer<typeof MenuLinkCreateSchema>

/** A change carries the version it was made from; a stale one is refused (409). */
export const MenuLinkUpdateSchema = z.object({
  name: fields.name.optional(),
  icon: fields.icon.optional(),
  order: fields.order.optional(),
  url: fields.url.optional(),
  parent: fields.parent.optional(),
  version: versionField(required),
})
export type MenuLinkUpdateInput = z.infer<typeof MenuLinkUpdateSchema>
