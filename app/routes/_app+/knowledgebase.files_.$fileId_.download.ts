import type { LoaderFunctionArgs } from '@remix-run/node'
import { knowledgeFileResponse } from '~/domains/knowledge/knowledge-files.server'
import { requireActor } from '~/platform/auth.server'
import { asErrorPage, routeId } from '~/platform/request-context.server'
import { requestMeta } from '~/platform/request-meta.server'

/** The file's bytes (attachment): access is checked by the service (404 for anyone it is not for). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  return knowledgeFileResponse(
    actor,
    requestMeta(request),
    routeId(params.fileId),
    'attachment',
    request.headers.get('range'),
  ).catch(asErrorPage)
}
