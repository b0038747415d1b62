import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportCompany } from '~/domains/company/company-settings.server'
import { signedIn } from '~/platform/request-context.server'
import { attachmentDisposition } from '~/platform/uploads.server'

/** The company's data as one JSON file, offered before deleting it (company admins only). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    const data = await exportCompany(actor, meta)
    const day = data.exported_at.slice(0, 10)
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': attachmentDisposition(`${actor.companySlug}-export-${day}.json`),
        'Cache-Control': 'no-store',
      },
    })
  })
