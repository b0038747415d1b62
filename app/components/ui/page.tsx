import { Link } from '~/components/ui/link'
import type { ReactNode } from 'react'
import { buttonClasses } from './button'

const WIDTHS = {
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
  '7xl': 'max-w-7xl',
} as const

/**
 * A page's main landmark (the skip link's target) with its h1, an optional lead paragraph and
 * actions beside the heading (e.g. 'Create Position').
 */
export function Page({
  title,
  lead,
  actions,
  back,
  width = '4xl',
  spaced = false,
  children,
}: {
  /** The page's heading (translated). */
  title: ReactNode
  lead?: ReactNode
  actions?: ReactNode
  /** A link up to the page this one belongs to, above the heading. */
  back?: { to: string; label: ReactNode }
  width?: keyof typeof WIDTHS
  /** Space between the heading and the page's content (pages whose content has no margin). */
  spaced?: boolean
  children?: ReactNode
}) {
  const heading = (
    <h1 className={`text-3xl font-bold break-words ${back ? 'mt-2' : ''}`.trim()}>{title}</h1>
  )
  return (
    <main id="main" className={`mx-auto ${WIDTHS[width]} px-4 py-10`}>
      {back ? (
        <p>
          <Link to={back.to} className={buttonClasses('link')}>
            {back.label}
          </Link>
        </p>
      ) : null}
      {actions ? (
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {lead ? <p className="mt-2 text-lg text-slate-700">{lead}</p> : null}
      {spaced ? <div className="mt-6">{children}</div> : children}
    </main>
  )
}

/** A colour as its swatch and its hex code (the colour alone never carries meaning). */
export function ColorValue({ color }: { color: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block h-5 w-5 rounded-sm border border-slate-700"
        style={{ backgroundColor: color }}
      />
      <code>{color}</code>
    </span>
  )
}

/** A name with its colour as a dot before it (a division). */
export function ColorDot({ color, children }: { color: string | null; children: ReactNode }) {
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block h-4 w-4 shrink-0 rounded-full ring-1 ring-slate-400"
        style={{ backgroundColor: color ?? undefined }}
      />
      {children}
    </span>
  )
}
