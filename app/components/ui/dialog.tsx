import { Dialog as HeadlessDialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { Button } from './button'

const SIZES = { md: 'max-w-lg', lg: 'max-w-2xl' } as const

/**
 * A modal dialog (Headless UI: focus trap, Escape, the page behind made inert) with its title.
 * JavaScript only: import it from a lazily loaded module, and open it from a DialogLink, whose
 * plain page is what a browser without JavaScript gets.
 */
export function Dialog({
  open = true,
  onClose,
  title,
  size = 'lg',
  placement = 'center',
  closeLabel,
  children,
}: {
  open?: boolean
  onClose: () => void
  /** The dialog's heading and accessible name (translated). */
  title: string
  size?: keyof typeof SIZES
  /** 'top' for a dialog whose content grows (results, a preview): it scrolls from the top. */
  placement?: 'center' | 'top'
  /** A close button beside the title, saying this (translated). */
  closeLabel?: string
  children: ReactNode
}) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div
        className={`fixed inset-0 flex justify-center p-4 ${
          placement === 'top' ? 'items-start overflow-y-auto sm:pt-16' : 'items-center'
        }`}
      >
        <DialogPanel
          className={`w-full ${SIZES[size]} rounded-lg bg-white p-6 text-slate-900 shadow-xl`}
        >
          {closeLabel ? (
            <div className="flex items-start justify-between gap-4">
              <DialogTitle className="text-xl font-bold">{title}</DialogTitle>
              <Button type="button" variant="secondary" className="px-3 py-1" onClick={onClose}>
                {closeLabel}
              </Button>
            </div>
          ) : (
            <DialogTitle className="text-xl font-bold">{title}</DialogTitle>
          )}
          {children}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  )
}
