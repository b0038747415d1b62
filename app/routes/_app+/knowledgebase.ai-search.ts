import { dialogAnswerJson, dialogArticlesJson } from '~/domains/ai/ai-search-page.server'
import { signedIn } from '~/platform/request-context.server'

/** The AI search dialog's two steps: GET ?query=… finds articles, POST answers from them. */
export const loader = signedIn(dialogArticlesJson)
export const action = signedIn(dialogAnswerJson)
