import type { ActionFunctionArgs } from '@remix-run/node'
import { writingJson } from '~/domains/ai/ai-search-page.server'
import { signedIn } from '~/platform/request-context.server'

/** The editor's AI writing helper (the openai-proxy behind the page's own session). */
export const action = (args: ActionFunctionArgs) => signedIn(args, writingJson)
