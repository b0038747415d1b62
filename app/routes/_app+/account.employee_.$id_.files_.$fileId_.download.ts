import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId, signedIn } from '~/platform/request-context.server'
import { employeeFileResponse } from '~/domains/people/employee-files.server'

/** The file's bytes as a download (admins only; anyone else gets a recorded 403). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) =>
    employeeFileResponse(
      actor,
      routeId(params.id),
      routeId(params.fileId),
      'attachment',
      meta,
      request,
    ),
  )
