import { json, redirect } from '@remix-run/node'
import { handleIntents, intent } from '~/platform/forms.server'
import { isAppError } from '~/platform/errors.server'
import { requestMeta } from '~/platform/request-meta.server'
import { completeDocument } from './esign-completion.server'
import { declineDocument, signDocument, signingPage } from './esign-signing.server'
import { ReasonSchema, SignSchema } from './esign.schema'
import { signedOffArticle } from '../knowledge/reading/article-esign.server'

/** The public signing page (/humesign/sign/{token}): its loader and its two forms. */

export const SIGNED_PATH = '/humesign/signed'

/** The page, or (a spent, expired or withdrawn link) the reason it cannot be signed, as a 404. */
export async function loadSigningPage(token: string) {
  try {
    return json({ token, page: await signingPage(token), invalid: null })
  } catch (error) {
    if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error
    return json({ token, page: null, invalid: error.message }, { status: 404 })
  }
}

/**
 * Sign or decline. The last signature completes the document here (stamped, audit page,
 * sealed); if that fails the signature stands and the hourly job completes it.
 */
export function signingActions(request: Request, token: string) {
  const meta = requestMeta(request)
  return handleIntents(request, {
    sign: intent(SignSchema, async (input) => {
      const { allSigned, documentId } = await signDocument(token, input, meta)
      if (allSigned) {
        await completeDocument(documentId).catch((error: unknown) =>
          console.error(`[esign] completing document ${documentId} failed:`, error),
        )
      }
      return landing('signed', documentId)
    }),
    decline: intent(ReasonSchema, async (input) => {
      const { documentId } = await declineDocument(token, input.reason, meta)
      return landing('declined', documentId)
    }),
  })
}

/** The page after signing or declining; a reader of an article's sign-off gets the way back. */
async function landing(done: 'signed' | 'declined', documentId: number) {
  const article = await signedOffArticle(documentId)
  return redirect(`${SIGNED_PATH}?done=${done}${article ? `&article=${article}` : ''}`)
}
