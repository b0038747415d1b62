import { authorize } from '~/platform/authorize.server'
import { assertAllChanged } from '~/platform/bulk-reply.server'
import { handleForm } from '~/platform/forms.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { asErrorPage, type SignedInArgs } from '~/platform/request-context.server'
import { ARTICLES_PATH, ArticleBulkFormSchema, BULK_MESSAGES } from './articles.schema'
import { bulkDeleteArticles, bulkUpdateArticles } from './articles.server'
import { can } from '../knowledge.policy'
import { ARTICLE_STATUS } from '../knowledge-constants'

/**
 * The articles list's bulk page posts here (kept out of the route so its browser bundle carries
 * no zod): delete the chosen articles or set the same fields on them, all or none. A refusal of
 * any id changes nothing and comes back as the seed's 'Error for ID {id}: {error}' lines.
 */
export async function bulkArticlesFromForm({ actor, meta, request }: SignedInArgs) {
  await authorize({ actor, meta }, can, 'article.author')
  return handleForm(request, ArticleBulkFormSchema, async (value) => {
    const { intent, ids, article_category, type, visibility, status } = value
    const deleting = intent === 'delete'
    const fields = {
      article_category,
      type,
      visibility,
      status: status === 'published' ? ARTICLE_STATUS.published : undefined,
    }
    const result = deleting
      ? bulkDeleteArticles(actor, ids, meta)
      : bulkUpdateArticles(actor, ids, fields, meta)
    assertAllChanged(await result.catch(asErrorPage))
    return redirectWithFlash(ARTICLES_PATH, {
      kind: 'success',
      message: deleting ? BULK_MESSAGES.deleted : BULK_MESSAGES.updated,
    })
  })
}
