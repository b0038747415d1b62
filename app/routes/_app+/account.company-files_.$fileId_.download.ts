import type { LoaderFunctionArgs } from '@remix-run/node'
import { companyFileResponse } from '~/domains/company/company-files.server'
import { routeId, signedIn } from '~/platform/request-context.server'

/** The file's bytes as a download (admins only; anyone else gets a recorded 403). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    return companyFileResponse(actor, routeId(params.fileId), 'attachment', meta, request)
  })
