import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { dialogAnswerJson, dialogArticlesJson } from '~/domains/ai/ai-search-page.server'

/** The AI search dialog's two steps: GET ?query=… finds articles, POST answers from them. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  dialogArticlesJson(request, context)
export const action = ({ request, context }: ActionFunctionArgs) =>
  dialogAnswerJson(request, context)
