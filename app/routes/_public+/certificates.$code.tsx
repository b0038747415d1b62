import {
  json,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CertificateVerification } from '~/domains/courses/learning/components/certificate-verification'
import { verifyCertificate } from '~/domains/courses/learning/certificates.server'

/** Plain HTML, no scripts: anyone opens it from a certificate, signed in or not (ADR 026). */
export const handle = { hydrate: false }

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: MetaFunction = () => [
  { title: 'Certificate verification | Groundwork' },
  // A certificate names a person: it is checked by whoever holds its address, never found by search.
  { name: 'robots', content: 'noindex' },
]

/**
 * /certificates/{code}: whether a course certificate is genuine — who completed which course of
 * which company, and when — or that no certificate has this code (a 404).
 */
export const loader = async ({ params }: LoaderFunctionArgs) => {
  const facts = await verifyCertificate(params.code ?? '')
  const certificate = facts && {
    name: facts.name,
    course: facts.course,
    company: facts.company,
    completed_at: facts.completedAt.toISOString(),
  }
  return json(
    { certificate },
    { status: certificate ? 200 : 404, headers: { 'X-Robots-Tag': 'noindex' } },
  )
}

export default function CertificateVerificationPage() {
  return <CertificateVerification {...useLoaderData<typeof loader>()} />
}
