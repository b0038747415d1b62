import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'

/**
 * Newer / older page links of a list whose filters live in the query string (a plain link
 * keeps every filter, so it works without JavaScript and a page can be shared).
 */
export function Pager({ page, hasNext }: { page: number; hasNext: boolean }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  if (page <= 1 && !hasNext) return null
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search)
    if (target <= 1) params.delete('page')
    else params.set('page', String(target))
    const query = params.toString()
    return query ? `${pathname}?${query}` : pathname
  }
  return (
    <nav aria-label={t('Pages')} className="mt-6 flex items-center gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonClasses('secondary')}>
          {t('Newer')}
        </Link>
      ) : null}
      <span>{t('Page {{page}}', { page })}</span>
      {hasNext ? (
        <Link to={hrefFor(page + 1)} className={buttonClasses('secondary')}>
          {t('Older')}
        </Link>
      ) : null}
    </nav>
  )
}
