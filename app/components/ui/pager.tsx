import { useLocation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'

/**
 * The address of another page of the list on show: the same path and query string (every filter
 * and sort kept), with `page` set, or left out for the first page.
 */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search)
  if (page <= 1) params.delete('page')
  else params.set('page', String(page))
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** Which words the links say: a list's 'Previous page' / 'Next page' or a log's 'Newer' / 'Older'. */
const WORDS = {
  page: ['Previous page', 'Next page'],
  age: ['Newer', 'Older'],
  short: ['Previous', 'Next'],
} as const

/**
 * Previous / next page links of a list whose filters live in the query string (a plain link
 * keeps every filter, so it works without JavaScript and a page can be shared), and where the
 * reader is. Nothing when there is only one page.
 */
export function Pager({
  page,
  pageCount,
  hasNext = pageCount !== undefined && page < pageCount,
  words = 'page',
  label,
  href,
  reloadDocument,
  className = 'mt-6',
}: {
  page: number
  /** How many pages there are, when known ('Page 2 of 5'); else 'Page 2'. */
  pageCount?: number
  /** Whether a next page exists (worked out from pageCount when that is given). */
  hasNext?: boolean
  words?: keyof typeof WORDS
  /** The navigation's name for screen readers ('Pages' by default). */
  label?: string
  /** Another page's address; by default this address with `page` changed (pageHref). */
  href?: (page: number) => string
  /** Full page loads (pages that run without the app's JavaScript). */
  reloadDocument?: boolean
  /** The spacing above the links. */
  className?: string
}) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  if (page <= 1 && !hasNext) return null
  const hrefFor = href ?? ((target: number) => pageHref(pathname, search, target))
  const [previous, next] = WORDS[words]
  return (
    <nav
      aria-label={label ?? t('Pages')}
      className={`flex flex-wrap items-center gap-4 ${className}`.trim()}
    >
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          rel="prev"
          reloadDocument={reloadDocument}
          className={buttonClasses('secondary')}
        >
          {t(previous)}
        </Link>
      ) : null}
      <p aria-current="page">
        {pageCount === undefined
          ? t('Page {{page}}', { page })
          : t('Page {{page}} of {{pages}}', { page, pages: pageCount })}
      </p>
      {hasNext ? (
        <Link
          to={hrefFor(page + 1)}
          rel="next"
          reloadDocument={reloadDocument}
          className={buttonClasses('secondary')}
        >
          {t(next)}
        </Link>
      ) : null}
    </nav>
  )
}
