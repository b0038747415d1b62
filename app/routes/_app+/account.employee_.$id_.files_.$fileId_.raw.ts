import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId, signedIn } from '~/platform/request-context.server'
import { employeeFileResponse } from '~/domains/people/employee-files.server'

/** The file's bytes as shown in the page (viewable kinds, for those who may see it). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) =>
    employeeFileResponse(
      actor,
      routeId(params.id),
      routeId(params.fileId),
      'inline',
      meta,
      request,
    ),
  )
