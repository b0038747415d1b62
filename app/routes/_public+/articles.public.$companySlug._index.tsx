import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PublicKbHome } from '~/domains/public-kb/components/public-pages'
import { loadPublicKbHome } from '~/domains/public-kb/public-page-loaders.server'

/** Plain HTML, no scripts (root.tsx leaves them out; ADR 026). */
export const handle = { hydrate: false }

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.kb.name} | ${data.company.name}` }] : []

/** A company's default public knowledge base (seed 001 §2, no login). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadPublicKbHome(request, { companySlug: params.companySlug })

export default function PublicKbDefaultPage() {
  return <PublicKbHome {...useLoaderData<typeof loader>()} />
}
