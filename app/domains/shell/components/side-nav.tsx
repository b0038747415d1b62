import { Link } from '~/components/ui/link'
import type { CSSProperties } from 'react'
import { useTranslation } from '~/components/translation'
import type { LayoutOptions } from '~/platform/preferences'
import type { MenuNode } from '~/domains/company/menu-tree'
import { msg } from '~/i18n'
import type { CompanyLinkItem, CurrentMenuItem, MenuEntry, MenuItem } from '../navigation'
import { Icon } from './icons'

/**
 * Every navbar colour a user can choose, dark enough for white text (WCAG AA). A CSS variable,
 * so the horizontal layout's drop-downs take the same colour (app.css).
 */
const NAVBAR_BACKGROUNDS: Record<LayoutOptions['navbarColour'], string> = {
  brand: '#163f8c',
  slate: '#1e293b',
  emerald: '#065f46',
  violet: '#5b21b6',
  rose: '#9f1239',
}

const ITEM_CLASSES =
  'flex items-center gap-2 rounded-md px-3 py-2 text-white hover:bg-white/15 aria-[current]:bg-white aria-[current]:font-semibold aria-[current]:text-slate-900 dark:aria-[current]:bg-slate-100'

/** The heading of the whole menu. */
const NAVIGATION_LABEL = msg('Navigation')

/**
 * The side navigation (seed §2.3, §2.4): a sidebar or, in the horizontal layout, a bar under
 * the header. Groups are <details>, so they open and close without JavaScript; the group of the
 * current page starts open. Below 1024 px the menu folds behind a 'Menu' toggle (a checkbox and
 * its label: no script needed), and below 992 px the horizontal bar turns vertical (app.css).
 */
export function SideNav({
  menu,
  companyLinks,
  current,
  pathname,
  layout,
}: {
  menu: MenuEntry[]
  companyLinks: MenuNode<CompanyLinkItem>[]
  /** Where the page is in the menu (worked out on the server: the menu's data stays there). */
  current: CurrentMenuItem
  pathname: string
  layout: LayoutOptions
}) {
  const { t } = useTranslation()
  const horizontal = layout.layout === 'horizontal'
  const style = {
    '--nav-bg': NAVBAR_BACKGROUNDS[layout.navbarColour],
    ...(layout.navbarImage > 0
      ? { backgroundImage: `url(/images/navbar/${layout.navbarImage}.svg)` }
      : {}),
  } as CSSProperties
  return (
    <nav aria-label={t('Main menu')} className="side-nav bg-(--nav-bg) text-white" style={style}>
      {/* A new checkbox per page, so the menu a tap opened closes when its link is followed. */}
      <input
        key={pathname}
        type="checkbox"
        id="side-nav-toggle"
        className="side-nav-toggle sr-only"
        aria-controls="side-nav-panel"
      />
      <label
        htmlFor="side-nav-toggle"
        className="side-nav-toggle-label m-2 items-center gap-2 rounded-md px-3 py-2 font-semibold hover:bg-white/15"
      >
        <Icon name="menu" />
        {t('Menu')}
      </label>
      <div id="side-nav-panel" className="side-nav-panel p-2">
        <p className="nav-heading px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-white/85">
          {t(NAVIGATION_LABEL)}
        </p>
        <ul className="side-nav-list flex gap-1">
          {menu.map((entry) =>
            entry.kind === 'item' ? (
              <li key={entry.id}>
                <MenuLink item={entry} current={current} />
              </li>
            ) : (
              <li key={entry.id} className="nav-group">
                <details open={!horizontal && current.groupId === entry.id}>
                  <summary
                    className={`${ITEM_CLASSES} cursor-pointer list-none ${
                      current.groupId === entry.id ? 'font-semibold' : ''
                    }`}
                  >
                    <Icon name={entry.icon} />
                    <span className="flex-1">{t(entry.label)}</span>
                    <Icon name="chevron" className="nav-chevron h-4 w-4" />
                  </summary>
                  <ul className="nav-group-panel mt-1 space-y-1 ps-7">
                    {entry.items.map((item) => (
                      <li key={item.id}>
                        <MenuLink item={item} current={current} />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ),
          )}
          {companyLinks.map((node) => (
            <CompanyLink key={node.link.id} node={node} />
          ))}
        </ul>
      </div>
    </nav>
  )
}

function MenuLink({ item, current }: { item: MenuItem; current: CurrentMenuItem }) {
  const { t } = useTranslation()
  if (item.external)
    return <ExternalLink href={item.href} label={t(item.label)} icon={item.icon ?? 'link'} />
  const active = current.itemId === item.id
  return (
    <Link
      to={item.href}
      className={ITEM_CLASSES}
      aria-current={active ? (current.exact ? 'page' : 'true') : undefined}
    >
      {item.icon ? <Icon name={item.icon} /> : null}
      <span>{t(item.label)}</span>
    </Link>
  )
}

/** A link that leaves the page in a new tab, and says so to screen readers. */
function ExternalLink({
  href,
  label,
  icon,
}: {
  href: string
  label: string
  icon: 'link' | MenuItem['icon']
}) {
  const { t } = useTranslation()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={ITEM_CLASSES}>
      {icon ? <Icon name={icon} /> : null}
      <span>{label}</span>
      <Icon name="external" className="h-3.5 w-3.5 opacity-80" />
      <span className="sr-only">{t('(opens in a new tab)')}</span>
    </a>
  )
}

/**
 * A company link (seed §2.3: an external item). With submenu items it is a collapsible group
 * whose first entry is the link itself.
 */
function CompanyLink({ node }: { node: MenuNode<CompanyLinkItem> }) {
  const { link, children } = node
  if (children.length === 0) {
    return (
      <li>
        <ExternalLink href={link.url} label={link.name} icon="link" />
      </li>
    )
  }
  return (
    <li className="nav-group">
      <details>
        <summary className={`${ITEM_CLASSES} cursor-pointer list-none`}>
          <Icon name="link" />
          <span className="flex-1">{link.name}</span>
          <Icon name="chevron" className="nav-chevron h-4 w-4" />
        </summary>
        <ul className="nav-group-panel mt-1 space-y-1 ps-7">
          <li>
            <ExternalLink href={link.url} label={link.name} icon="link" />
          </li>
          {children.map((child) => (
            <CompanyLink key={child.link.id} node={child} />
          ))}
        </ul>
      </details>
    </li>
  )
}
