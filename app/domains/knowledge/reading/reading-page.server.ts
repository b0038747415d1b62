import { redirect } from '@remix-run/node'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm, intent } from '~/platform/forms.server'
import { NO_FIELDS } from '~/platform/form-fields'
import type { SignedInArgs } from '~/platform/request-context.server'
import { ACKNOWLEDGEMENT_MESSAGES, acknowledgeArticle } from './acknowledgements.server'
import { AcknowledgeFormSchema, EsignFileFormSchema } from './reading.schema'
import { ARTICLES_PATH } from './reading-format'
import {
  authoredArticle,
  setEsignFile,
  startEsignAcknowledgement,
  uploadEsignFile,
} from './article-esign.server'
import { esignFileOf } from './esign-requirement.server'
import { MAX_PDF_BYTES } from '../../esign/esign-constants'
import { signingPath } from '../../esign/esign-paths'
import { articleEditPath, articleEsignPath } from '../articles/article-paths'
import { handleFileForms } from '../../files/file-forms.server'

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
 * The article form's sign-off page (/knowledgebase/articles/{id}/esign), two plain forms:
 * `choose` which of the article's PDF files readers e-sign to acknowledge it (or none: a typed
 * signature), or `upload` a PDF (multipart, in `file`) that becomes the one they e-sign.
 * Non-authors are refused before the upload is read.
 */
export async function esignSignOffForms({ actor, meta, request }: SignedInArgs, articleId: number) {
  const asker = { actor, meta }
  await authoredArticle(asker, articleId)
  return handleFileForms(
    request,
    (upload) => ({
      choose: intent(EsignFileFormSchema, async (value) => {
        await setEsignFile(asker, articleId, value.esign_file_id)
        return redirectWithFlash(articleEditPath(articleId), {
          kind: 'success',
          message: msg('The acknowledgement is saved.'),
        })
      }),
      upload: intent(NO_FIELDS, async () => {
        await uploadEsignFile(asker, articleId, upload)
        return redirectWithFlash(articleEsignPath(articleId), {
          kind: 'success',
          message: msg('The PDF is uploaded: readers e-sign it to acknowledge this article.'),
        })
      }),
    }),
    MAX_PDF_BYTES,
  )
}
