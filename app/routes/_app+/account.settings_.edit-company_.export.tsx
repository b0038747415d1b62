import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportCompany } from '~/domains/company/company-settings.server'
import { asErrorPage } from '~/platform/request-context.server'
import { requireActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'
import { attachmentDisposition } from '~/platform/uploads.server'

/** The company's data as one JSON file, offered before deleting it (company admins only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  const data = await exportCompany(actor, requestMeta(request)).catch(asErrorPage)
  const day = data.exported_at.slice(0, 10)
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': attachmentDisposition(`${actor.companySlug}-export-${day}.json`),
      'Cache-Control': 'no-store',
    },
  })
}
