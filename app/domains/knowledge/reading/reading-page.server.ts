import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import { ACKNOWLEDGEMENT_MESSAGES, acknowledgeArticle } from './acknowledgements.server'
import { AcknowledgeFormSchema } from './reading.schema'
import { ARTICLES_PATH } from './reading-format'

/**
 * The reader page's acknowledgement form (kept here, not in the route, so the page's browser
 * bundle carries no zod). Refusals become the form's messages; anything unexpected the seed's
 * 'An error occurred in acknowledging article, please try again'.
 */
export function acknowledgeFromForm({ actor, meta, request }: SignedInArgs, articleId: number) {
  return handleForm(
    request,
    AcknowledgeFormSchema,
    async (value) => {
      await acknowledgeArticle(actor, meta, { ...value, article: articleId })
      // Read as an item of a course: the page keeps its way back to the course.
      const course = new URL(request.url).searchParams.get('course')
      const query = course ? `?course=${encodeURIComponent(course)}` : ''
      return redirectWithFlash(`${ARTICLES_PATH}/${articleId}${query}`, {
        kind: 'success',
        message: msg('Article acknowledged.'),
      })
    },
    { unexpected: ACKNOWLEDGEMENT_MESSAGES.failed },
  )
}
