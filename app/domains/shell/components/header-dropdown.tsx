import { useLocation } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A header menu that works without JavaScript: a <details> disclosure. With JavaScript it also
 * closes on Escape (focus back on its button), on a click elsewhere and after navigating.
 */
export function HeaderDropdown({
  summary,
  summaryLabel,
  children,
  testId,
}: {
  summary: ReactNode
  /** The accessible name of the button when `summary` is an icon or abbreviated. */
  summaryLabel?: string
  children: ReactNode
  testId?: string
}) {
  const ref = useRef<HTMLDetailsElement>(null)
  const { key } = useLocation()
  // A choice made in the menu navigates (a form post, a link): the menu closes behind it, as it
  // does without JavaScript, where the next page arrives with every menu closed.
  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [key])
  useEffect(() => {
    const details = ref.current
    if (!details) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false
        details.querySelector('summary')?.focus()
      }
    }
    const onClick = (event: MouseEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [])
  return (
    <details ref={ref} className="group relative" data-testid={testId}>
      <summary
        aria-label={summaryLabel}
        className="flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-1 hover:bg-white/10 [&::-webkit-details-marker]:hidden"
      >
        {summary}
        <span aria-hidden="true" className="text-xs transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="absolute end-0 z-30 mt-2 min-w-56 rounded-md bg-white p-1 text-slate-900 shadow-lg ring-1 ring-slate-200">
        {children}
      </div>
    </details>
  )
}

/** The look of one entry in a header menu, for links and buttons alike. */
export const menuItemClasses =
  'block w-full rounded px-3 py-2 text-start text-base text-slate-900 hover:bg-slate-100 focus-visible:bg-slate-100'
