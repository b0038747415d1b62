import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { dialogAnswerJson, dialogArticlesJson } from '~/domains/ai/ai-search-page.server'
import { signedIn } from '~/platform/request-context.server'

/** The AI search dialog's two steps: GET ?query=… finds articles, POST answers from them. */
export const loader = (args: LoaderFunctionArgs) => signedIn(args, dialogArticlesJson)
export const action = (args: ActionFunctionArgs) => signedIn(args, dialogAnswerJson)
