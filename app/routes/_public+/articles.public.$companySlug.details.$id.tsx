import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PublicArticlePage } from '~/domains/public-kb/components/public-pages'
import { loadPublicArticle } from '~/domains/public-kb/public-page-loaders.server'

/** Plain HTML, no scripts (root.tsx leaves them out; ADR 026). */
export const handle = { hydrate: false }

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.article.title} | ${data.kb.name}` }] : []

/** A PUBLIC article of a public knowledge base (seed 001 §2, no login); anything else is a 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadPublicArticle(request, { companySlug: params.companySlug, id: params.id })

export default function PublicArticleRoute() {
  return <PublicArticlePage {...useLoaderData<typeof loader>()} />
}
