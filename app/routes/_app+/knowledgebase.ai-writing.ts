import type { ActionFunctionArgs } from '@remix-run/node'
import { writingJson } from '~/domains/ai/ai-search-page.server'

/** The editor's AI writing helper (the openai-proxy behind the page's own session). */
export const action = ({ request, context }: ActionFunctionArgs) => writingJson(request, context)
