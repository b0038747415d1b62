import type { LoaderFunctionArgs } from '@remix-run/node'
import {
  certificatePdf,
  learnerCertificate,
  verificationUrl,
} from '~/domains/courses/learning/certificates.server'
import { resolveLanguage } from '~/platform/i18n.server'
import { routeId, signedIn } from '~/platform/request-context.server'

/** The learner's certificate of a course as a PDF (their own only; anything else is a 404). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const courseId = routeId(params.id)
    const facts = await learnerCertificate({ actor, meta }, courseId)
    const language = await resolveLanguage(request, actor)
    const pdf = await certificatePdf(facts, verificationUrl(facts.code, request), language)
    return new Response(Buffer.from(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="certificate-${courseId}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    })
  })
