import type { LoaderFunctionArgs } from '@remix-run/node'
import { knowledgeFileLoader } from '~/domains/knowledge/files/knowledge-file-page.server'

/** The PDF an office document or presentation is shown as (ADR 042); 404 until it is made. */
export const loader = (args: LoaderFunctionArgs) => knowledgeFileLoader(args, 'preview')
