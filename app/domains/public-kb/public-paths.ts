/** Addresses of the public pages (client-safe). The default knowledge base has the short one. */
export const PUBLIC_ROOT = '/articles/public'

export const publicKbPath = (companySlug: string, urlPart: string | null) =>
  `${PUBLIC_ROOT}/${encodeURIComponent(companySlug)}/${urlPart ? `${encodeURIComponent(urlPart)}/` : ''}`

export const publicArticlePath = (companySlug: string, id: number) =>
  `${PUBLIC_ROOT}/${encodeURIComponent(companySlug)}/details/${id}/`

/** Where a public page's links lead: the custom domain's root, or the paths under PUBLIC_ROOT. */
export interface PublicLinks {
  home: string
  /** An article's address is `${detail}${id}/` followed by `detailQuery`. */
  detail: string
  detailQuery: string
}

/** An article's address on the page's site. */
export const articleHref = (links: PublicLinks, id: number) =>
  `${links.detail}${id}/${links.detailQuery}`

/** A category of the navigation, with how many of the knowledge base's articles it holds. */
export interface PublicCategory {
  id: number
  name: string
  article_count: number
}
