import type { LoaderFunctionArgs } from '@remix-run/node'
import { companyFileResponse } from '~/domains/company/company-files.server'
import { asErrorPage, routeId } from '~/platform/request-context.server'
import { requireActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'

/** The file's bytes as a download (admins only; anyone else gets a recorded 403). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  return companyFileResponse(
    actor,
    routeId(params.fileId),
    'attachment',
    requestMeta(request),
  ).catch(asErrorPage)
}
