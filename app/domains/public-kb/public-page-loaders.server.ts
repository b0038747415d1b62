import { json } from '@remix-run/node'
import { msg } from '~/i18n'
import { serverT, translationsFor } from '~/platform/i18n.server'
import { idSchema } from '~/platform/form-fields'
import { publicKbOfHost } from './public-host.server'
import { notePublicCompany } from './public-page-versions.server'
import {
  findPublicKb,
  PUBLIC_PAGE_SIZE,
  publicArticle,
  publicArticleList,
  publicCategories,
  publicKbOfArticle,
  searchPublicArticles,
  type PublicKb,
} from './public-pages.server'
import { PUBLIC_ROOT, publicKbPath, type PublicLinks } from './public-paths'

/**
 * The public pages' loaders (ADR 026). Their responses may be kept by browsers and CDNs: the
 * pages are the same for every visitor (the company's language, no session), so a CDN can answer
 * most requests. The lifetimes bound how long a withdrawn article can still be served from a
 * cache: 5 minutes at a CDN (plus 10 minutes stale while it refreshes in the background), 1
 * minute in a browser.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600'

const notFound = () => new Response('Not Found', { status: 404 })

async function linksFor(request: Request, kb: PublicKb): Promise<PublicLinks> {
  const served = await publicKbOfHost(new URL(request.url).host)
  if (served && served.companySlug === kb.companySlug && served.urlPart === kb.urlPart) {
    return { home: '/', detail: '/details/', detailQuery: '' }
  }
  const slug = encodeURIComponent(kb.companySlug)
  return {
    home: publicKbPath(kb.companySlug, kb.isDefault ? null : kb.urlPart),
    detail: `${PUBLIC_ROOT}/${slug}/details/`,
    detailQuery: kb.isDefault ? '' : `?kb=${encodeURIComponent(kb.urlPart)}`,
  }
}

function pageShell(kb: PublicKb) {
  // server.js's cache of these pages learns here whose data a slug's pages show.
  notePublicCompany(kb.companySlug, kb.companyId)
  return {
    kb: { id: kb.id, name: kb.name },
    company: {
      name: kb.companyName,
      logo: kb.hasLogo ? `/company-logo/${kb.companyId}` : null,
    },
    language: kb.language,
    translations: translationsFor(kb.language),
  }
}

const pageNumber = (raw: string | null) => {
  const parsed = idSchema('').safeParse(raw)
  return parsed.success ? parsed.data : 1
}

/** A knowledge base's home: its categories, and its articles, a category's, or a search's. */
export async function loadPublicKbHome(
  request: Request,
  params: { companySlug?: string; kbUrl?: string },
) {
  const kb = await findPublicKb(params.companySlug ?? '', params.kbUrl ?? null)
  if (!kb) throw notFound()
  const url = new URL(request.url)
  const query = (url.searchParams.get('q') ?? '').trim()
  const categoryParam = url.searchParams.get('category')
  const page = pageNumber(url.searchParams.get('page'))
  const [links, categories] = await Promise.all([linksFor(request, kb), publicCategories(kb)])
  const category = categoryParam
    ? (categories.find((one) => String(one.id) === categoryParam) ?? null)
    : null
  if (categoryParam && !category) throw notFound()
  let results
  if (query) {
    const found = await searchPublicArticles(kb, query)
    results = { articles: found.articles, total: found.articles.length, pages: 1 }
  } else {
    const listed = await publicArticleList(kb, { categoryId: category?.id, page })
    results = { ...listed, pages: Math.max(1, Math.ceil(listed.total / PUBLIC_PAGE_SIZE)) }
  }
  return json(
    {
      ...pageShell(kb),
      links,
      categories,
      category,
      query,
      page,
      ...results,
    },
    { headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } },
  )
}
export type PublicKbHomeData = Awaited<ReturnType<typeof loadPublicKbHome>>

/** One article, only if the knowledge base of the page shows it; anything else is the 404 page. */
export async function loadPublicArticle(
  request: Request,
  params: { companySlug?: string; id?: string },
) {
  const id = idSchema('').safeParse(params.id)
  if (!id.success) throw notFound()
  const served = await publicKbOfHost(new URL(request.url).host)
  const slug = params.companySlug ?? ''
  // On a custom domain only that domain's knowledge base is reachable.
  const named =
    served && served.companySlug === slug
      ? served.urlPart
      : new URL(request.url).searchParams.get('kb')
  const kb = await publicKbOfArticle(slug, id.data, named || null)
  if (!kb) throw notFound()
  const article = await publicArticle(kb, id.data, serverT(kb.language)(msg('Decision chart')))
  if (!article) throw notFound()
  const [links, categories] = await Promise.all([linksFor(request, kb), publicCategories(kb)])
  return json(
    { ...pageShell(kb), links, categories, article },
    { headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } },
  )
}
export type PublicArticleData = Awaited<ReturnType<typeof loadPublicArticle>>
