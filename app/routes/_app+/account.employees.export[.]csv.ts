import type { LoaderFunctionArgs } from '@remix-run/node'
import { parseDirectoryQuery } from '~/domains/people/directory.schema'
import { exportDirectoryCsv } from '~/domains/people/directory.server'
import { attachmentDisposition } from '~/platform/uploads.server'
import { signedIn } from '~/platform/request-context.server'

/** The directory's current view (same filters, every page) as a CSV download. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, request }) => {
    const query = parseDirectoryQuery(new URL(request.url).searchParams)
    const csv = await exportDirectoryCsv(actor, query)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition('directory.csv'),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
