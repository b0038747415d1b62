import { Link } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import type { Crumb } from '../navigation'

/** Where the page sits in the menu (seed §2.4); hidden below 575 px, where space is short. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('Breadcrumb')} className="hidden-on-small px-4 pt-4">
      <ol className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={`${crumb.label}-${index}`} className="flex items-center gap-x-2">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {last ? (
                <span aria-current="page" className="font-semibold text-slate-900">
                  {t(crumb.label)}
                </span>
              ) : crumb.href ? (
                <Link to={crumb.href} className="underline underline-offset-2">
                  {t(crumb.label)}
                </Link>
              ) : (
                <span>{t(crumb.label)}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
