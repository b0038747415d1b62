import { useLocation } from '@remix-run/react'
import { Link } from '~/components/ui/link'

/** One tab: a page of its own (a link), so tabs work without JavaScript and can be shared. */
export interface Tab {
  to: string
  label: string
  /** Whether this tab is the page on show; by default, when the path is the tab's. */
  current?: boolean
}

/**
 * Links between sibling pages (chart views, the knowledge base's sections) shown as tabs; the
 * current one has aria-current="page". Plain links: nothing here needs JavaScript.
 */
export function Tabs({
  label,
  tabs,
  className = 'mt-3',
}: {
  /** The navigation's name for screen readers (translated). */
  label: string
  tabs: readonly Tab[]
  className?: string
}) {
  const { pathname } = useLocation()
  return (
    <nav aria-label={label} className={className || undefined}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {tabs.map((tab) => {
          const current = tab.current ?? pathname === tab.to.split('?')[0]
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={current ? 'page' : undefined}
                className={`text-brand-700 underline underline-offset-2 hover:text-brand-800 ${
                  current ? 'font-semibold text-slate-900 no-underline' : ''
                }`}
              >
                {tab.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
