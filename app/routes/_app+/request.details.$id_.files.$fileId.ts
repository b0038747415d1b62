import type { LoaderFunctionArgs } from '@remix-run/node'
import { attachmentResponse } from '~/domains/requests/request-attachments.server'
import { routeId, signedIn } from '~/platform/request-context.server'

/** A request's file as a download, for whoever may read the request. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, ({ actor, meta, params }) =>
    attachmentResponse(actor, routeId(params.id), routeId(params.fileId), meta),
  )
