import { parseWithZod } from '@conform-to/zod'
import { json } from '@remix-run/node'
import { msg } from '~/i18n'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import { ACKNOWLEDGEMENT_MESSAGES, acknowledgeArticle } from './acknowledgements.server'
import { AcknowledgeFormSchema } from './reading.schema'
import { ARTICLES_PATH } from './reading-format'

/**
 * The reader page's acknowledgement form (kept here, not in the route, so the page's browser
 * bundle carries no zod). Refusals become the form's messages; anything unexpected the seed's
 * 'An error occurred in acknowledging article, please try again'.
 */
export async function acknowledgeFromForm(
  { actor, meta, request }: SignedInArgs,
  articleId: number,
) {
  const submission = parseWithZod(await request.formData(), { schema: AcknowledgeFormSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  try {
    await acknowledgeArticle(actor, meta, {
      ...submission.value,
      article: articleId,
    })
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw error
    if (isAppError(error) && error.status < 500) {
      const reply = error.fieldErrors
        ? submission.reply({ fieldErrors: error.fieldErrors })
        : submission.reply({ formErrors: [error.message] })
      return json(reply, { status: error.status })
    }
    console.error('[knowledge] acknowledging failed:', error)
    return json(submission.reply({ formErrors: [ACKNOWLEDGEMENT_MESSAGES.failed] }), {
      status: 500,
    })
  }
  return redirectWithFlash(`${ARTICLES_PATH}/${articleId}`, {
    kind: 'success',
    message: msg('Article acknowledged.'),
  })
}
