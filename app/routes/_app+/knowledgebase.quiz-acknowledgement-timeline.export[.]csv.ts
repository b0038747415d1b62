import type { LoaderFunctionArgs } from '@remix-run/node'
import { quizTimelineCsv } from '~/domains/quizzes/quiz-timeline.server'
import { TimelineQuery } from '~/domains/quizzes/quizzes.schema'
import { attachmentDisposition } from '~/platform/uploads.server'
import { signedIn } from '~/platform/request-context.server'

/** The Quiz Response Timeline as filtered (every page) as a CSV download. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const filters = TimelineQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
    const csv = await quizTimelineCsv(actor, meta, filters)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition('quiz-responses.csv'),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
