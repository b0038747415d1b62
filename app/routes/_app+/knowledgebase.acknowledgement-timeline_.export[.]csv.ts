import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportCompletionTimelineCsv } from '~/domains/courses/reports/completion-timeline.server'
import { timelineQueryFrom } from '~/domains/courses/reports/reports.schema'
import { attachmentDisposition } from '~/platform/uploads.server'
import { signedIn } from '~/platform/request-context.server'

/** All Completions as filtered (every page, up to TIMELINE_EXPORT_LIMIT rows) as a CSV download. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const query = timelineQueryFrom(new URL(request.url).searchParams)
    const csv = await exportCompletionTimelineCsv({ actor, meta }, query)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition('completions.csv'),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
