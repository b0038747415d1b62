import { type z } from 'zod'
import type { Actor } from '~/platform/actor'
import { idSchema, NO_FIELDS } from '~/platform/form-fields'
import { handleIntents, intent, savedReply } from '~/platform/forms.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { createArticleType, deleteArticleType, updateArticleType } from './article-types.server'
import { createCategory, deleteCategory, updateCategory } from './categories.server'
import { createDivision } from '../../org/divisions.server'
import { DivisionCreateSchema } from '../../org/divisions.schema'
import {
  ArticleTypeCreateSchema,
  ArticleTypeUpdateSchema,
  CategoryCreateSchema,
  CategoryUpdateSchema,
  TAXONOMY_MESSAGES,
} from './taxonomy.schema'

/** A form's unticked checkbox is absent; for a type it means "not the default". */
export function withCheckbox(formData: FormData, name: string): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(formData)
  fields[name] = formData.has(name) ? 'on' : 'false'
  return fields
}

/** The record an edit or delete dialog is about (a hidden field). */
const withId = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({ id: idSchema(TAXONOMY_MESSAGES.categoryNotFound) })

/** The saved record's id, so the field chooses it (null after a delete: nothing to choose). */
const saved = (record: { id: number } | null) => savedReply({ id: record?.id ?? null })

/**
 * The dialogs of CategoryField, ArticleTypeField and DivisionsField (JS only): one small form per intent, a
 * FormReply instead of a redirect, so the article form stays where it is. Every refusal, a
 * missing record included, shows in the dialog; a field emptied in an edit dialog clears it.
 */
export async function runTaxonomyDialog(
  request: Request,
  actor: Actor,
  meta: RequestMeta,
): Promise<Response> {
  const formData = await request.formData()
  formData.set('is_default', String(withCheckbox(formData, 'is_default').is_default))
  return handleIntents(
    request,
    {
      'category.create': intent(CategoryCreateSchema, async (input) =>
        saved(await createCategory(actor, input, meta)),
      ),
      'category.update': intent(withId(CategoryUpdateSchema), async ({ id, ...input }) =>
        saved(await updateCategory(actor, id, input, meta)),
      ),
      'category.delete': intent(withId(NO_FIELDS), async ({ id }) => {
        await deleteCategory(actor, id, meta)
        return saved(null)
      }),
      'type.create': intent(ArticleTypeCreateSchema, async (input) =>
        saved(await createArticleType(actor, input, meta)),
      ),
      'type.update': intent(withId(ArticleTypeUpdateSchema), async ({ id, ...input }) =>
        saved(await updateArticleType(actor, id, input, meta)),
      ),
      'type.delete': intent(withId(NO_FIELDS), async ({ id }) => {
        await deleteArticleType(actor, id, meta)
        return saved(null)
      }),
      // The article form's 'Add Division/Dept' (the org domain's service and rules).
      'division.create': intent(DivisionCreateSchema, async (input) =>
        saved(await createDivision(actor, input, meta)),
      ),
    },
    { formData, blanksAreValues: true, errorPages: [] },
  )
}
