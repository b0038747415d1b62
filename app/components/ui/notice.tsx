import type { ReactNode } from 'react'

const KIND_CLASSES = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-brand-600 bg-brand-50 text-slate-900',
} as const

/** A message about the last thing that happened; announced to screen readers. */
export function Notice({
  kind,
  children,
}: {
  kind: keyof typeof KIND_CLASSES
  children: ReactNode
}) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`mb-6 border-l-4 px-4 py-3 text-base ${KIND_CLASSES[kind]}`}
    >
      {children}
    </div>
  )
}
