import type { LoaderFunctionArgs } from '@remix-run/node'
import { asErrorPage, routeId } from '~/platform/request-context.server'
import { employeeFileResponse } from '~/domains/people/employee-files.server'
import { requireActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'

/** The file's bytes as shown in the page (viewable kinds, for those who may see it). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  return employeeFileResponse(
    actor,
    routeId(params.id),
    routeId(params.fileId),
    'inline',
    requestMeta(request),
  ).catch(asErrorPage)
}
