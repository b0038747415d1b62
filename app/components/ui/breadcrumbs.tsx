import { Link } from '~/components/ui/link'
import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'

/** One step of a trail: a link, or (the page on show, a step without a page) plain text. */
export interface Crumb {
  label: ReactNode
  to?: string
  /** The page on show: not a link, with aria-current="page". */
  current?: boolean
}

/**
 * A trail of links from the top down to where the reader is, with a separator between steps
 * that screen readers skip. Plain links: nothing here needs JavaScript.
 */
export function Breadcrumbs({
  crumbs,
  label,
  separator = '/',
  reloadDocument,
  className,
  listClassName = 'text-sm text-slate-700',
}: {
  crumbs: readonly Crumb[]
  /** The navigation's name for screen readers ('Breadcrumb' by default). */
  label?: string
  separator?: string
  /** Full page loads (pages that run without the app's JavaScript). */
  reloadDocument?: boolean
  className?: string
  listClassName?: string
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={label ?? t('Breadcrumb')} className={className}>
      <ol className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${listClassName}`}>
        {crumbs.map((crumb, index) => (
          <li key={index} className="flex items-center gap-x-2">
            {index > 0 ? <span aria-hidden="true">{separator}</span> : null}
            {crumb.current ? (
              <span aria-current="page" className="font-semibold text-slate-900">
                {crumb.label}
              </span>
            ) : crumb.to ? (
              <Link
                to={crumb.to}
                reloadDocument={reloadDocument}
                className="underline underline-offset-2"
              >
                {crumb.label}
              </Link>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
