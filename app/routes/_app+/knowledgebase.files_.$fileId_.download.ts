import type { LoaderFunctionArgs } from '@remix-run/node'
import { knowledgeFileResponse } from '~/domains/knowledge/files/knowledge-files.server'
import { routeId, signedIn } from '~/platform/request-context.server'

/** The file's bytes (attachment): access is checked by the service (404 for anyone it is not for). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    return knowledgeFileResponse(
      actor,
      meta,
      routeId(params.fileId),
      'attachment',
      request.headers.get('range'),
    )
  })
