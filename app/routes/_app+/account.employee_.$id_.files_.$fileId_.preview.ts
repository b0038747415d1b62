import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId, signedIn } from '~/platform/request-context.server'
import { employeeFileResponse } from '~/domains/people/employee-files.server'

/** The PDF an office document or presentation is shown as (ADR 042); 404 until it is made. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) =>
    employeeFileResponse(actor, routeId(params.id), routeId(params.fileId), 'preview', meta),
  )
