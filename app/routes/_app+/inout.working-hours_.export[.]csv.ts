import type { LoaderFunctionArgs } from '@remix-run/node'
import { ReportQuerySchema } from '~/domains/attendance/attendance.schema'
import { workingHoursCsv } from '~/domains/attendance/working-hours.server'
import { attachmentDisposition } from '~/platform/uploads.server'
import { signedIn } from '~/platform/request-context.server'

/** The working-hours report as filtered (every person) as a CSV download. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const query = ReportQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
    const csv = await workingHoursCsv({ actor, meta }, query)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition(`working-hours.csv`),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
