import type { LinkProps } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { Suspense, useState, type ReactNode } from 'react'

/**
 * A link to a plain page that, once JavaScript runs, opens the same thing in a dialog instead:
 * without JavaScript (or with a modifier key, for a new tab) the page is what the reader gets.
 * `dialog` renders the dialog (a lazily loaded component, so that its code loads on first use;
 * `preload` starts that early, on hover or focus). Closing unmounts it, resetting its state.
 */
export function DialogLink({
  dialog,
  preload,
  children,
  ...linkProps
}: Omit<LinkProps, 'onClick'> & {
  dialog: (close: () => void) => ReactNode
  preload?: () => unknown
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Link
        {...linkProps}
        aria-haspopup="dialog"
        onMouseEnter={preload ? () => void preload() : undefined}
        onFocus={preload ? () => void preload() : undefined}
        onClick={(event) => {
          // A new tab or window still gets the page.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          setOpen(true)
        }}
      >
        {children}
      </Link>
      {open ? <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense> : null}
    </>
  )
}
