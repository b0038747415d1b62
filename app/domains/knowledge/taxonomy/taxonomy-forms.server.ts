import { json } from '@remix-run/node'
import { validated } from '~/platform/api.server'
import { isAppError } from '~/platform/errors.server'
import { idSchema } from '~/platform/form-fields'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { createArticleType, deleteArticleType, updateArticleType } from './article-types.server'
import { createCategory, deleteCategory, updateCategory } from './categories.server'
import type { TaxonomyDialogReply } from './components/taxonomy-dialog'
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

/**
 * The dialogs of CategoryField and ArticleTypeField (JS only): one small form per intent, a JSON
 * reply (`TaxonomyDialogReply`) instead of a redirect, so the article form stays where it is.
 */
export async function runTaxonomyDialog(
  actor: Actor,
  formData: FormData,
  meta: RequestMeta,
): Promise<Response> {
  const intent = String(formData.get('intent') ?? '')
  const id = () => validated(idSchema(TAXONOMY_MESSAGES.categoryNotFound), formData.get('id'))
  const fields = withCheckbox(formData, 'is_default')
  try {
    let savedId: number | null = null
    switch (intent) {
      case 'category.create':
        savedId = (await createCategory(actor, validated(CategoryCreateSchema, fields), meta)).id
        break
      case 'category.update':
        savedId = (await updateCategory(actor, id(), validated(CategoryUpdateSchema, fields), meta))
          .id
        break
      case 'category.delete':
        await deleteCategory(actor, id(), meta)
        break
      case 'type.create':
        savedId = (await createArticleType(actor, validated(ArticleTypeCreateSchema, fields), meta))
          .id
        break
      case 'type.update':
        savedId = (
          await updateArticleType(actor, id(), validated(ArticleTypeUpdateSchema, fields), meta)
        ).id
        break
      case 'type.delete':
        await deleteArticleType(actor, id(), meta)
        break
      default:
        throw new Response('Not Found', { status: 404 })
    }
    return json<TaxonomyDialogReply>({ ok: true, id: savedId })
  } catch (error) {
    if (!isAppError(error)) throw error
    const errors = error.fieldErrors ?? {}
    const message = error.fieldErrors ? TAXONOMY_MESSAGES.fixFields : error.message
    return json<TaxonomyDialogReply>({ ok: false, message, errors }, { status: error.status })
  }
}
