import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId, signedIn } from '~/platform/request-context.server'
import { knowledgeFileResponse } from './knowledge-files.server'

/**
 * The loader of a route that answers a knowledge file's bytes (`/view` inline, streamed;
 * `/download` as an attachment). A Range header (with If-Range) gets that part, so players seek. Access is
 * checked by the service: 404 for anyone the file is not for.
 */
export const knowledgeFileLoader = (args: LoaderFunctionArgs, mode: 'inline' | 'attachment') =>
  signedIn(args, ({ actor, meta, request, params }) =>
    knowledgeFileResponse(
      actor,
      meta,
      routeId(params.fileId),
      mode,
      request.headers.get('range'),
      request.headers.get('if-range'),
    ),
  )
