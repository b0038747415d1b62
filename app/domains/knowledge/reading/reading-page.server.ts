import { redirect } from '@remix-run/node'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import { ACKNOWLEDGEMENT_MESSAGES, acknowledgeArticle } from './acknowledgements.server'
import { AcknowledgeFormSchema, EsignFileFormSchema } from './reading.schema'
import { ARTICLES_PATH } from './reading-format'
import { setEsignFile, startEsignAcknowledgement } from './article-esign.server'
import { esignFileOf } from './esign-requirement.server'
import { signingPath } from '../../esign/esign-paths'
import { articleEditPath } from '../articles/article-paths'

/**
 * The reader page's acknowledgement form (kept here, not in the route, so the page's browser
 * bundle carries no zod). Refusals become the form's messages; anything unexpected the seed's
 * 'An error occurred in acknowledging article, please try again'.
 */
export async function acknowledgeFromForm(args: SignedInArgs, articleId: number) {
  if (await esignFileOf(articleId)) return signOffFromForm(args, articleId)
  const { actor, meta, request } = args
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

/**
 * A policy sign-off's Sign the document button: the reader goes to the signing page of their
 * own document (article-esign.server.ts), or back to the article if they already signed it.
 */
async function signOffFromForm({ actor, meta }: SignedInArgs, articleId: number) {
  const token = await startEsignAcknowledgement({ actor, meta }, articleId)
  if (token) return redirect(signingPath(token))
  return redirectWithFlash(`${ARTICLES_PATH}/${articleId}`, {
    kind: 'success',
    message: msg('Article acknowledged.'),
  })
}

/**
 * The article form's sign-off page (/knowledgebase/articles/{id}/esign): authors choose which of
 * the article's PDF files readers e-sign to acknowledge it, or none (a typed signature).
 */
export function esignFileFromForm({ actor, meta, request }: SignedInArgs, articleId: number) {
  return handleForm(request, EsignFileFormSchema, async (value) => {
    await setEsignFile({ actor, meta }, articleId, value.esign_file_id)
    return redirectWithFlash(articleEditPath(articleId), {
      kind: 'success',
      message: msg('The acknowledgement is saved.'),
    })
  })
}
