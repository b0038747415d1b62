import type { LoaderFunctionArgs } from '@remix-run/node'
import { companyFileResponse } from '~/domains/company/company-files.server'
import { routeId, signedIn } from '~/platform/request-context.server'

/** The PDF an office document or presentation is shown as (ADR 042); 404 until it is made. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    return companyFileResponse(actor, routeId(params.fileId), 'preview', meta)
  })
