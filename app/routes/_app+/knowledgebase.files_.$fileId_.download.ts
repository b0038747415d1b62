import type { LoaderFunctionArgs } from '@remix-run/node'
import { knowledgeFileLoader } from '~/domains/knowledge/files/knowledge-file-page.server'

/** The file's bytes as an attachment. */
export const loader = (args: LoaderFunctionArgs) => knowledgeFileLoader(args, 'attachment')
