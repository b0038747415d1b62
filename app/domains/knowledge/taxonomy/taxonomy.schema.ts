import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema, versionField } from '~/platform/form-fields'

/**
 * Shared by the category, article type and definition forms (server and, with JS, the browser)
 * and the REST API. Seed 001 §5: 'This field is required' for a type's name and colour and a
 * category's name.
 */

export const CATEGORIES_PATH = '/knowledgebase/categories'
export const ARTICLE_TYPES_PATH = '/knowledgebase/article-types'
export const DEFINITIONS_PATH = '/knowledgebase/definitions'
export const DEFINITION_CATEGORIES_PATH = '/knowledgebase/definition-categories'
/** The resource route the JS dialogs of the article form post to (session cookie, JSON reply). */
export const TAXONOMY_DIALOG_PATH = '/knowledgebase/taxonomy'

export const TAXONOMY_MESSAGES = {
  required: msg('This field is required'),
  tooLong: msg('Use at most 100 characters'),
  badColor: msg('Enter a colour as # and six hexadecimal digits, such as #1e88e5'),
  categoryNotFound: msg('Category not found.'),
  /** The article form's category message (seed 001 §5). */
  selectCategory: msg('Please select a category'),
  typeNotFound: msg('Article type not found.'),
  definitionNotFound: msg('Definition not found.'),
  definitionCategoryNotFound: msg('Definition category not found.'),
  ownParent: msg('A category cannot be inside itself or one of its subcategories.'),
  categoryInUse: msg(
    'This category or one of its subcategories still has articles. Move them to another category before deleting it.',
  ),
  duplicateTerm: msg('A definition of this term already exists.'),
  fixFields: msg('Correct the fields below and try again.'),
  stale: msg('This was changed by someone else. Reload it and try again.'),
  deleteFailed: msg('An error occurred while deleting Category'),
  deleteDefinitionFailed: msg('An error occurred while deleting Definition'),
  categoryAdded: msg('Category added.'),
  categoryUpdated: msg('Category updated.'),
  categoryDeleted: msg('Category deleted.'),
  typeAdded: msg('Article type added.'),
  typeUpdated: msg('Article type updated.'),
  typeDeleted: msg('Article type deleted.'),
  definitionAdded: msg('Definition added.'),
  definitionUpdated: msg('Definition updated.'),
  definitionDeleted: msg('Definition deleted.'),
  definitionCategoryAdded: msg('Definition category added.'),
  definitionCategoryUpdated: msg('Definition category updated.'),
  definitionCategoryDeleted: msg('Definition category deleted.'),
} as const

const required = TAXONOMY_MESSAGES.required

/** A form's empty select means "none". */
const emptyToNull = (value: unknown) => (value === '' ? null : value)
const checkbox = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true' || value === '1',
  z.boolean(),
)

const name = z
  .string({ required_error: required, invalid_type_error: required })
  .trim()
  .min(1, required)
  .max(100, TAXONOMY_MESSAGES.tooLong)

const version = versionField(required)

const parent = z.preprocess(emptyToNull, idSchema(TAXONOMY_MESSAGES.categoryNotFound).nullable())

/** Category fields use the seed's API names: `category` (the name) and `parent`. */
export const CategoryCreateSchema = z.object({ category: name, parent: parent.default(null) })
export type CategoryCreateInput = z.infer<typeof CategoryCreateSchema>

export const CategoryUpdateSchema = z.object({
  category: name.optional(),
  parent: parent.optional(),
  version,
})
export type CategoryUpdateInput = z.infer<typeof CategoryUpdateSchema>

const color = z
  .string({ required_error: required, invalid_type_error: required })
  .trim()
  .min(1, required)
  // An empty colour gets only the required message.
  .regex(/^(#[0-9a-fA-F]{6})?$/, TAXONOMY_MESSAGES.badColor)
  .transform((value) => value.toLowerCase())

const description = z
  .string()
  .trim()
  .max(1000, msg('Use at most 1000 characters'))
  .optional()
  .transform((value) => value ?? '')

/** Article type fields (seed 001 §3): type, color, description, is_default. */
export const ArticleTypeCreateSchema = z.object({
  type: name,
  color,
  description,
  is_default: checkbox.default(false),
})
export type ArticleTypeCreateInput = z.infer<typeof ArticleTypeCreateSchema>

/**
 * A new type typed into the article form (no JS): the type's own rules ('This field is
 * required', the colour's format), reported under the article form's field names.
 */
export function newTypeErrors(name: string, color: string): Record<string, string[]> {
  const parsed = ArticleTypeCreateSchema.safeParse({ type: name, color })
  if (parsed.success) return {}
  const { type, color: colour } = parsed.error.flatten().fieldErrors
  return {
    ...(type ? { new_type_name: type } : {}),
    ...(colour ? { new_type_color: colour } : {}),
  }
}

export const ArticleTypeUpdateSchema = z.object({
  type: name.optional(),
  color: color.optional(),
  description: z.string().trim().max(1000, msg('Use at most 1000 characters')).optional(),
  is_default: checkbox.optional(),
  version,
})
export type ArticleTypeUpdateInput = z.infer<typeof ArticleTypeUpdateSchema>

const term = z
  .string({ required_error: required, invalid_type_error: required })
  .trim()
  .min(1, required)
  .max(100, TAXONOMY_MESSAGES.tooLong)
const definitionText = z
  .string({ required_error: required, invalid_type_error: required })
  .trim()
  .min(1, required)
  .max(20_000, msg('Use at most 20000 characters'))
const definitionCategory = z.preprocess(
  emptyToNull,
  idSchema(TAXONOMY_MESSAGES.definitionCategoryNotFound).nullable(),
)

export const DefinitionCreateSchema = z.object({
  term,
  definition: definitionText,
  category: definitionCategory.default(null),
})
export type DefinitionCreateInput = z.infer<typeof DefinitionCreateSchema>

export const DefinitionUpdateSchema = z.object({
  term: term.optional(),
  definition: definitionText.optional(),
  category: definitionCategory.optional(),
  version,
})
export type DefinitionUpdateInput = z.infer<typeof DefinitionUpdateSchema>

/** definitions/bulk-create/: a list of definitions, all written or none. */
export const MAX_BULK_DEFINITIONS = 500
export const DefinitionBulkCreateSchema = z
  .array(DefinitionCreateSchema)
  .min(1, required)
  .max(MAX_BULK_DEFINITIONS, msg('Send at most 500 definitions at once'))

export const DefinitionCategoryCreateSchema = z.object({ name })
export const DefinitionCategoryUpdateSchema = z.object({ name: name.optional(), version })
export type DefinitionCategoryUpdateInput = z.infer<typeof DefinitionCategoryUpdateSchema>
