import { parseWithZod } from '@conform-to/zod'
import { json } from '@remix-run/node'
import type { BulkFailureData } from '~/components/bulk-actions'
import { authorize } from '~/platform/authorize.server'
import { bulkFormErrors } from '~/platform/bulk.server'
import { redirectWithFlash } from '~/platform/flash.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import { ARTICLES_PATH, ArticleBulkFormSchema, BULK_MESSAGES } from './articles.schema'
import { bulkDeleteArticles, bulkUpdateArticles } from './articles.server'
import { can } from './knowledge.policy'
import { ARTICLE_STATUS } from './knowledge.tables'

/**
 * The articles list's bulk page posts here (kept out of the route so its browser bundle carries
 * no zod): delete the chosen articles or set the same fields on them, all or none. A refusal of
 * any id changes nothing and comes back as the seed's 'Error for ID {id}: {error}' lines.
 */
export async function bulkArticlesFromForm({ actor, meta, request }: SignedInArgs) {
  await authorize({ actor, meta }, can, 'article.author')
  const submission = parseWithZod(await request.formData(), { schema: ArticleBulkFormSchema })
  if (submission.status !== 'success') {
    return json<BulkFailureData>(
      {
        failure: BULK_MESSAGES.updateFailed,
        errors: [],
        formErrors: bulkFormErrors(submission.error),
      },
      400,
    )
  }
  const { intent, ids, article_category, type, visibility, status } = submission.value
  const deleting = intent === 'delete'
  const result = await (deleting
    ? bulkDeleteArticles(actor, ids, meta)
    : bulkUpdateArticles(
        actor,
        ids,
        {
          article_category,
          type,
          visibility,
          status: status === 'published' ? ARTICLE_STATUS.published : undefined,
        },
        meta,
      ))
  if (!result.ok) {
    return json<BulkFailureData>(
      {
        failure: deleting ? BULK_MESSAGES.deleteFailed : BULK_MESSAGES.updateFailed,
        errors: result.errors,
        formErrors: [],
      },
      400,
    )
  }
  return redirectWithFlash(ARTICLES_PATH, {
    kind: 'success',
    message: deleting ? BULK_MESSAGES.deleted : BULK_MESSAGES.updated,
  })
}
